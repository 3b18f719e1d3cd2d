import { CITY_NAMES, LANDMARK_NAMES, LOCALITY_NAMES, type PlaceNames } from "@/domain/geo/place-names";
import { placeSlug } from "@/domain/geo/place-slug";
import { LANDMARKS } from "@/domain/geo/landmarks";

/** Which list a name is looked up in: a city and a locality may share a slug (Khordha, Jatni). */
export type PlaceKindOfName = "city" | "locality" | "landmark";

const LISTS: Record<PlaceKindOfName, Readonly<Record<string, PlaceNames>>> = {
  city: CITY_NAMES,
  locality: LOCALITY_NAMES,
  landmark: LANDMARK_NAMES,
};

/** A landmark's slug is not always its name's ("KIIT University" is `kiit`): the slug by the name's. */
const LANDMARK_SLUGS = new Map(LANDMARKS.map((landmark) => [placeSlug(landmark.name), landmark.slug]));

/**
 * A place's name as a page in `language` shows it: its Odia or Devanagari name on an Odia or Hindi page,
 * the stored English name otherwise, and for a place the lists do not name (a locality an owner typed).
 * The name is found by its slug, so "Saheed Nagar" and "saheed nagar" are the same place; addresses keep
 * the English slug. `kind` says which list to look in; without it, cities first, then localities, then
 * landmarks. Browser-safe.
 */
export function placeName(language: string, englishName: string, kind?: PlaceKindOfName): string {
  if (language !== "or" && language !== "hi") return englishName;
  const slug = placeSlug(englishName);
  for (const list of kind ? [kind] : (["city", "locality", "landmark"] as const)) {
    const key = list === "landmark" ? (LANDMARK_SLUGS.get(slug) ?? slug) : slug;
    if (Object.hasOwn(LISTS[list], key)) return LISTS[list][key][language];
  }
  return englishName;
}
