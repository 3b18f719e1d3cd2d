import { listings } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { NotFoundError } from "@/lib/errors";
import { deleteListing, findPropertyById, updateListing } from "@/lib/listings";

export const dynamic = "force-dynamic";

const LISTING_ID = { id: "Property not found" };

export const GET = route(listings.listingById, { auth: "public", params: LISTING_ID }, async ({ params, ok }) => {
  const property = await findPropertyById(params.id);
  if (!property) throw new NotFoundError("Property not found");
  return ok({ property });
});

export const PUT = route(
  listings.updateListing,
  { auth: "admin", params: LISTING_ID },
  async ({ input, caller, params, ok }) =>
    ok({ property: await updateListing(caller.account, params.id, input), message: "Property updated" }),
);

export const DELETE = route(
  listings.deleteListing,
  { auth: "admin", params: LISTING_ID, optionalBody: true },
  async ({ input, caller, params, ok }) => {
    const { ownerNotified } = await deleteListing(caller.account, params.id, { reason: input.reason });
    return ok({ message: "Property deleted", ...(ownerNotified === null ? {} : { ownerNotified }) });
  },
);
