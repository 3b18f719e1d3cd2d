import { owners } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { closeMyListing, countOwnerWrite, LISTING_NOT_FOUND } from "@/lib/owners";

export const dynamic = "force-dynamic";

export const POST = route(
  owners.closeMyListing,
  { auth: "user", params: { id: LISTING_NOT_FOUND } },
  async ({ caller, params, input, ok }) => {
    // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
    await countOwnerWrite(caller);
    return ok({
      listing: await closeMyListing(caller, params.id, input.reason),
      message: "Closed. The listing is off the site.",
    });
  },
);
