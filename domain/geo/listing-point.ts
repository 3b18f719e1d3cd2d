import { knownPlaceCentre, placeCentre } from "@/domain/geo/centres";
import type { LatLng } from "@/domain/geo/places-data";

/**
 * A listing's point: where its owner or an admin put the pin (exact), or its locality's centre (approximate),
 * and the point the public sees and searches by. Browser-safe: a centre an admin set for a locality typed new
 * is read by the server and passed in (`stored`).
 */

export type ListingPoint = LatLng & { approximate: boolean };

type Located = {
  city?: string | null;
  locality?: string | null;
  geo?: { lat?: number | null; lng?: number | null; approximate?: boolean | null } | null;
  areaOnly?: boolean | null;
};

/**
 * The point of a listing nobody placed: its place's centre (or, for a locality typed new, the centre an admin
 * set for it: `stored`), approximate; undefined when its place is unknown.
 */
export function centrePoint(
  place: Pick<Located, "city" | "locality">,
  stored?: LatLng | null,
): ListingPoint | undefined {
  const centre = placeCentre(place, stored);
  return centre ? { ...centre, approximate: true } : undefined;
}

const ROUGH_DECIMALS = 2;
const rough = (degrees: number) => Number(degrees.toFixed(ROUGH_DECIMALS));

/**
 * The point the public sees and every search is run against. An owner who shows only the area gets the
 * locality's centre (or, in a locality without a known centre, the point blurred to about a kilometre), so
 * neither the listing's JSON nor a narrow box or radius search can reveal the house.
 */
export function publicPoint(location: Located | null | undefined, stored?: LatLng | null): ListingPoint | undefined {
  const geo = location?.geo;
  if (geo?.lat == null || geo.lng == null) return undefined;
  const approximate = geo.approximate !== false;
  if (!location?.areaOnly || approximate) return { lat: geo.lat, lng: geo.lng, approximate };
  // Not the city's centre for a locality typed new: kilometres away, where the blurred pin is near the place.
  // The centre an admin set for it is the locality's own.
  const centre = knownPlaceCentre(location) ?? stored ?? undefined;
  return centre ? { ...centre, approximate: true } : { lat: rough(geo.lat), lng: rough(geo.lng), approximate: true };
}
