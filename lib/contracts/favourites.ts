import type { favouriteProperties } from "@/lib/listings/favourites";
import { route, seg } from "@/lib/contracts/route";

/** A signed-in user's saved listings. */

type Saved = Awaited<ReturnType<typeof favouriteProperties>>;

/** The saved listings and their ids. */
export const favouriteList = route<{ response: { ids: Array<Saved[number]["_id"]>; properties: Saved } }>(
  "GET",
  () => "/api/favourites",
);

/** Saves a listing (idempotent). */
export const saveFavourite = route<{ params: { propertyId: string }; response: { saved: boolean } }>(
  "PUT",
  ({ propertyId }) => `/api/favourites/${seg(propertyId)}`,
);

/** Unsaves a listing (idempotent). */
export const removeFavourite = route<{ params: { propertyId: string }; response: { saved: boolean } }>(
  "DELETE",
  ({ propertyId }) => `/api/favourites/${seg(propertyId)}`,
);
