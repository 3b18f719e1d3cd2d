import { owners } from "@/lib/contracts";
import { renewMyListing } from "@/lib/freshness";
import { route } from "@/lib/http/route";
import { countOwnerWrite, getMyListing, LISTING_NOT_FOUND } from "@/lib/owners";

export const dynamic = "force-dynamic";

export const POST = route(
  owners.renewMyListing,
  { auth: "user", params: { id: LISTING_NOT_FOUND }, body: "none" },
  async ({ caller, params, ok }) => {
    await countOwnerWrite(caller);
    const wasExpired = (await getMyListing(caller, params.id)).status === "expired";
    await renewMyListing(caller, params.id);
    return ok({
      listing: await getMyListing(caller, params.id),
      message: wasExpired ? "Renewed: it is back on the site." : "Thanks: confirmed as still available.",
    });
  },
);
