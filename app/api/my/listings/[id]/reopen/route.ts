import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { countOwnerWrite, LISTING_NOT_FOUND, reopenMyListing } from "@/lib/owners";

export const dynamic = "force-dynamic";

/** POST /api/my/listings/{id}/reopen: a closed listing goes back to review; approval makes it live. */
export const POST = route(
  { auth: "user", params: { id: LISTING_NOT_FOUND }, body: "none" },
  async ({ caller, params }) => {
    // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
    await countOwnerWrite(caller);
    return NextResponse.json({
      success: true,
      listing: await reopenMyListing(caller, params.id),
      message: "Reopened. Our team will review it before it shows again.",
    });
  },
);
