import type { favouriteProperties } from "@/lib/listings/favourites";
import { route } from "@/lib/contracts/route";

/** A signed-in user's saved listings. */

type Saved = Awaited<ReturnType<typeof favouriteProperties>>;

/** The saved listings and their ids. */
export const favouriteList = route("GET", "/api/favourites").answers<{
  ids: Array<Saved[number]["_id"]>;
  properties: Saved;
}>();

/** Saves a listing (idempotent). */
export const saveFavourite = route("PUT", "/api/favourites/[propertyId]").answers<{ saved: boolean }>();

/** Unsaves a listing (idempotent). */
export const removeFavourite = route("DELETE", "/api/favourites/[propertyId]").answers<{ saved: boolean }>();
