import type { LatLng } from "@/domain/geo/places-data";

/**
 * Distances on the earth's surface, for the radius search: the query finds the candidates by the box that
 * holds the circle (indexed latitude and longitude ranges, which every server can answer) and this exact
 * great-circle distance keeps those inside it. Browser-safe.
 */

/** The earth's mean radius in kilometres (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** A box in decimal degrees; south <= north and west <= east (Odisha is far from the date line). */
export type Bounds = { south: number; west: number; north: number; east: number };

/** The great-circle (haversine) distance between two points, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The box that holds every point within `km` of `centre`. Its longitude span is measured at the box's edge
 * nearer the pole, where a degree of longitude is shortest, and the whole box is widened a hair, so a point
 * exactly on the circle is never outside it: the box may hold more than the circle, never less.
 */
export function boundsAround(centre: LatLng, km: number): Bounds {
  const margin = 1.000001;
  const dLat = (km / KM_PER_DEGREE) * margin;
  const poleward = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLng = (km / (KM_PER_DEGREE * Math.cos(rad(poleward)))) * margin;
  return { south: centre.lat - dLat, west: centre.lng - dLng, north: centre.lat + dLat, east: centre.lng + dLng };
}

/** Whether a point lies in a box, edges included. */
export function inBounds(point: LatLng, box: Bounds): boolean {
  return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
}

/** A distance as the cards say it: "800 m", "2.1 km", "14 km". */
export function distanceText(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** "2.1 km from Infocity", or "2.1 km away" from a point without a name. */
export function distanceFrom(km: number, from?: string): string {
  return from ? `${distanceText(km)} from ${from}` : `${distanceText(km)} away`;
}
