import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { closeMyListing, countOwnerWrite, LISTING_NOT_FOUND } from "@/lib/owners";
import { closeListingSchema } from "@/lib/validation/owner-listing";

export const dynamic = "force-dynamic";

/** POST /api/my/listings/{id}/close `{ reason: "rented" | "sold" | "other" }`: off the site at once. */
export const POST = route(
  { auth: "user", params: { id: LISTING_NOT_FOUND }, body: closeListingSchema },
  async ({ caller, params, input }) => {
    // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
    await countOwnerWrite(caller);
    return NextResponse.json({
      success: true,
      listing: await closeMyListing(caller, params.id, input.reason),
      message: "Closed. The listing is off the site.",
    });
  },
);
