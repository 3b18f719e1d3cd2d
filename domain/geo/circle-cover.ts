import { haversineKm, type Bounds } from "@/domain/geo/distance";
import type { LatLng } from "@/domain/geo/places-data";

/**
 * A circle's box cut into latitude bands, each with the longitude span that lies wholly inside the circle.
 * Listings in those inner spans need no distance check (a database count answers how many there are); only
 * the thin edges left over, east and west of each inner span, are read and measured. Browser-safe.
 */

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** A band of latitude: from `south` (included) to `north` (included only for the last band). */
export type Band = { south: number; north: number; lastBand: boolean; inner?: { west: number; east: number } };

/** The longitude half-width of the circle at a latitude, in degrees; 0 where the circle does not reach. */
function halfWidth(centre: LatLng, km: number, lat: number): number {
  const hav = (x: number) => Math.sin(x / 2) ** 2;
  const room = hav(km / EARTH_RADIUS_KM) - hav(rad(lat - centre.lat));
  if (room <= 0) return 0;
  const across = room / (Math.cos(rad(centre.lat)) * Math.cos(rad(lat)));
  return across >= 1 ? 180 : deg(2 * Math.asin(Math.sqrt(across)));
}

const within = (centre: LatLng, km: number, lat: number, lng: number) => haversineKm(centre, { lat, lng }) <= km;

/**
 * The bands of `box` (the circle's box), each with its inner span when it has one. An inner span is the
 * narrower of the circle's widths at the band's two edges, narrowed a little more until its four corners are
 * inside the circle by the same distance the search measures with: the distance grows towards a span's
 * corners, so every point of it is inside.
 */
export function circleBands(centre: LatLng, km: number, box: Bounds, count = 16): Band[] {
  const step = (box.north - box.south) / count;
  return Array.from({ length: count }, (_, i) => {
    const south = box.south + i * step;
    const north = i === count - 1 ? box.north : box.south + (i + 1) * step;
    let width = Math.min(halfWidth(centre, km, south), halfWidth(centre, km, north)) * (1 - 1e-6);
    const corners = () =>
      [south, north].every(
        (lat) => within(centre, km, lat, centre.lng - width) && within(centre, km, lat, centre.lng + width),
      );
    for (let tries = 0; width > 0 && !corners() && tries < 20; tries++) width *= 0.99;
    const inner = width > 0 && corners() ? { west: centre.lng - width, east: centre.lng + width } : undefined;
    return { south, north, lastBand: i === count - 1, inner };
  });
}
