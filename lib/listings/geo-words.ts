import { boundsAround, type Bounds } from "@/domain/geo/distance";
import { LANDMARKS } from "@/domain/geo/landmarks";
import type { LatLng, NamedPoint } from "@/domain/geo/places-data";

/**
 * The search words of place on the map, read and spelt once for every reader of the vocabulary
 * (query-words.ts): `bounds=south,west,north,east` (a map's visible box), `near=lat,lng` or
 * `near=<landmark>` with `radius` in km, and the distance order. Each reading gives the canonical spelling
 * (coordinates to 5 decimals, about a metre; a landmark by its slug) or the message of what is wrong, which
 * the strict parser answers with a 400 and the lenient one drops. Browser-safe.
 */

/** A radius search without a radius looks this far, in km. */
export const DEFAULT_RADIUS_KM = 5;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 25;
/** The order by distance from the `near` point; no other search can sort by it. */
export const DISTANCE_SORT = "distance" as const;

export const BOUNDS_MESSAGES = {
  malformed: "bounds must be south,west,north,east in decimal degrees",
  range: "bounds: latitudes must be between -90 and 90 and longitudes between -180 and 180",
  order: "bounds: south must not be above north, nor west east of east",
} as const;
export const NEAR_MESSAGES = {
  malformed: `near must be lat,lng in decimal degrees or a known place (${LANDMARKS.slice(0, 4)
    .map((l) => l.slug)
    .join(", ")}, ...)`,
  range: "near: latitude must be between -90 and 90 and longitude between -180 and 180",
} as const;
export const RADIUS_MESSAGE = `radius must be a whole number of km from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`;
export const RADIUS_NEEDS_NEAR = "radius is only read with near";
export const DISTANCE_NEEDS_NEAR = "sort=distance needs near";

type Reading = { value: string; problem?: undefined } | { value?: undefined; problem: string };

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const spell = (degrees: number) => String(Number(degrees.toFixed(5)));
const isLat = (n: number) => n >= -90 && n <= 90;
const isLng = (n: number) => n >= -180 && n <= 180;

function decimals(raw: string, count: number): number[] | undefined {
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length !== count || !parts.every((part) => DECIMAL.test(part))) return undefined;
  return parts.map(Number);
}

/** A `bounds` value: its canonical spelling, or what is wrong with it. */
export function readBounds(raw: string): Reading {
  const numbers = decimals(raw, 4);
  if (!numbers) return { problem: BOUNDS_MESSAGES.malformed };
  const [south, west, north, east] = numbers;
  if (!isLat(south) || !isLat(north) || !isLng(west) || !isLng(east)) return { problem: BOUNDS_MESSAGES.range };
  if (south > north || west > east) return { problem: BOUNDS_MESSAGES.order };
  return { value: numbers.map(spell).join(",") };
}

const landmarksBySlug = new Map<string, NamedPoint>(LANDMARKS.map((l) => [l.slug, l]));

/** A `near` value: a landmark's slug or "lat,lng", canonically spelt, or what is wrong with it. */
export function readNear(raw: string): Reading {
  const slug = raw.trim().toLowerCase();
  if (landmarksBySlug.has(slug)) return { value: slug };
  const numbers = decimals(raw, 2);
  if (!numbers) return { problem: NEAR_MESSAGES.malformed };
  const [lat, lng] = numbers;
  if (!isLat(lat) || !isLng(lng)) return { problem: NEAR_MESSAGES.range };
  return { value: `${spell(lat)},${spell(lng)}` };
}

/** The box of a canonical `bounds` value. */
export function boundsOf(value: string): Bounds {
  const [south, west, north, east] = value.split(",").map(Number);
  return { south, west, north, east };
}

/** The point of a canonical `near` value, with the landmark's name when it names one. */
export function nearPoint(value: string): LatLng & { name?: string } {
  const landmark = landmarksBySlug.get(value);
  if (landmark) return { lat: landmark.lat, lng: landmark.lng, name: landmark.name };
  const [lat, lng] = value.split(",").map(Number);
  return { lat, lng };
}

/** The circle a search names (`near` with its radius, or the default one), or undefined without `near`. */
export function searchCircle(query: { near?: string; radius?: number }) {
  if (!query.near) return undefined;
  const centre = nearPoint(query.near);
  return { centre, km: query.radius ?? DEFAULT_RADIUS_KM };
}

/**
 * The box a search's place words cover, or undefined when they name none: the map's box, the radius's box,
 * or where both are given the part they share (null when they share nothing: no listing can match).
 */
export function searchBox(query: { bounds?: string; near?: string; radius?: number }): Bounds | null | undefined {
  const circle = searchCircle(query);
  const boxes = [query.bounds ? boundsOf(query.bounds) : undefined, circle && boundsAround(circle.centre, circle.km)];
  const given = boxes.filter((box): box is Bounds => box !== undefined);
  if (!given.length) return undefined;
  const shared = given.reduce((a, b) => ({
    south: Math.max(a.south, b.south),
    west: Math.max(a.west, b.west),
    north: Math.min(a.north, b.north),
    east: Math.min(a.east, b.east),
  }));
  return shared.south > shared.north || shared.west > shared.east ? null : shared;
}

/** What the chips call the place words: "Map area", "Within 5 km of Infocity". */
export function nearLabel(query: { near?: string; radius?: number }): string | null {
  const circle = searchCircle(query);
  if (!circle) return null;
  const { lat, lng, name } = circle.centre;
  return `Within ${circle.km} km of ${name ?? `${lat.toFixed(4)}, ${lng.toFixed(4)}`}`;
}
export const BOUNDS_LABEL = "Map area";
