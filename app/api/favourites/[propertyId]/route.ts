import { favourites } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { addFavourite, removeFavourite } from "@/lib/listings";

const options = { auth: "user", params: { propertyId: "Property not found" }, body: "none" } as const;

export const PUT = route(favourites.saveFavourite, options, async ({ caller, params, ok }) => {
  await addFavourite(caller.id, params.propertyId);
  return ok({ saved: true, message: "Saved to your favourites" });
});

export const DELETE = route(favourites.removeFavourite, options, async ({ caller, params, ok }) => {
  await removeFavourite(caller.id, params.propertyId);
  return ok({ saved: false, message: "Removed from your favourites" });
});
