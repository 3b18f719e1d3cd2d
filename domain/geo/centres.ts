import { placeSlug } from "@/domain/geo/place-slug";
import { inBounds, type Bounds } from "@/domain/geo/distance";
import {
  CITY_ALIASES,
  CITY_CENTRES,
  ODISHA_BOUNDS,
  type CityCentres,
  type LatLng,
  type NamedPoint,
} from "@/domain/geo/places-data";
import { LANDMARKS } from "@/domain/geo/landmarks";

/**
 * The known centres of places, looked up the way the place pages read names: by slug, so "Saheed Nagar",
 * "saheed nagar" and "SAHEED-NAGAR" are one locality. Browser-safe.
 */

export { ODISHA_BOUNDS, LANDMARKS };

const citiesBySlug = new Map<string, CityCentres>(CITY_CENTRES.map((city) => [city.slug, city]));
const landmarksBySlug = new Map<string, NamedPoint>(LANDMARKS.map((landmark) => [landmark.slug, landmark]));

function cityOf(name: string | null | undefined): CityCentres | undefined {
  const slug = placeSlug(name ?? "");
  return citiesBySlug.get(CITY_ALIASES[slug] ?? slug);
}

/**
 * The keys a place is stored under when an admin sets its centre: its city's slug (an alias read as its
 * city: "Bhubaneshwar" is Bhubaneswar) and its locality's. Undefined without both names.
 */
export function placeKeys(place: {
  city?: string | null;
  locality?: string | null;
}): { city: string; locality: string } | undefined {
  const city = placeSlug(place.city ?? "");
  const locality = placeSlug(place.locality ?? "");
  return city && locality ? { city: CITY_ALIASES[city] ?? city, locality } : undefined;
}

/** A city's centre, or undefined when the city is unknown. */
export function cityCentre(city: string | null | undefined): NamedPoint | undefined {
  const found = cityOf(city);
  return found ? { slug: found.slug, name: found.name, lat: found.lat, lng: found.lng } : undefined;
}

/**
 * A locality's centre: the locality of that city, else (a listing filed under the wrong city, as "Jatni,
 * Bhubaneswar") the one locality of that name in any known city. Undefined when it is unknown.
 */
export function localityCentre(city: string | null | undefined, locality: string | null | undefined) {
  const slug = placeSlug(locality ?? "");
  if (!slug) return undefined;
  const inCity = cityOf(city)?.localities.find((l) => l.slug === slug);
  if (inCity) return inCity;
  const elsewhere = CITY_CENTRES.flatMap((c) => c.localities.filter((l) => l.slug === slug));
  return new Set(elsewhere.map((l) => `${l.lat},${l.lng}`)).size === 1 ? elsewhere[0] : undefined;
}

/**
 * The centre of a place itself: its locality's, or its city's when it names no locality. Undefined for a
 * locality with no known centre (one typed new) or an unknown city.
 */
export function knownPlaceCentre(place: { city?: string | null; locality?: string | null }): LatLng | undefined {
  const locality = localityCentre(place.city, place.locality);
  if (locality) return { lat: locality.lat, lng: locality.lng };
  if (placeSlug(place.locality ?? "")) return undefined;
  return cityPoint(place.city);
}

/** A city's centre as a bare point. */
function cityPoint(city: string | null | undefined): LatLng | undefined {
  const found = cityOf(city);
  return found ? { lat: found.lat, lng: found.lng } : undefined;
}

/**
 * Where a listing is when nobody placed a pin: its place's centre, else (a locality typed new) the centre an
 * admin set for that locality (`stored`, read by the server: lib/listings/locality-centres.ts), else its
 * city's. Every listing of a known city is then on the map and in distance searches, approximately, until
 * someone drops its pin.
 */
export function placeCentre(
  place: { city?: string | null; locality?: string | null },
  stored?: LatLng | null,
): LatLng | undefined {
  return knownPlaceCentre(place) ?? stored ?? cityPoint(place.city);
}

/** A named landmark by its slug ("infocity"), or undefined. */
export const landmarkBySlug = (slug: string): NamedPoint | undefined => landmarksBySlug.get(slug.trim().toLowerCase());

/** Whether a point is inside Odisha's box: the only points a listing may have. */
export const isInOdisha = (point: LatLng): boolean => inBounds(point, ODISHA_BOUNDS as Bounds);
