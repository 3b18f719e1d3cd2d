import { owners } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { countOwnerWrite, LISTING_NOT_FOUND, reopenMyListing } from "@/lib/owners";

export const dynamic = "force-dynamic";

export const POST = route(
  owners.reopenMyListing,
  { auth: "user", params: { id: LISTING_NOT_FOUND }, body: "none" },
  async ({ caller, params, ok }) => {
    // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
    await countOwnerWrite(caller);
    return ok({
      listing: await reopenMyListing(caller, params.id),
      message: "Reopened. Our team will review it before it shows again.",
    });
  },
);
