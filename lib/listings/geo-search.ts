import type { QueryFilter, SortOrder, Types } from "mongoose";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { circleBands, type Band } from "@/lib/geo/circle-cover";
import { boundsAround, haversineKm, type Bounds } from "@/lib/geo/distance";
import type { LatLng } from "@/lib/geo/places-data";
import { DISTANCE_SORT, searchCircle } from "@/lib/listings/geo-words";
import { SORT_ORDERS, listingSort } from "@/lib/listings/filter";
import type { ListingQuery } from "@/lib/listings/query-words";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

/**
 * One page of a search's listings. A search with `near` is one no server can answer alone here (the
 * embedded engine has no $geoNear or $nearSphere): its filter already holds the circle's box as indexed
 * latitude and longitude ranges (filter.ts), and the exact great-circle distance decides what is inside.
 * In the distance order, the count is the box's count less the listings of its thin edges that are beyond the
 * circle, and the page's listings are read from the smallest circle around the centre that holds them; in any
 * other order, every listing in the box is read with just its point and sort keys, measured and ordered.
 * Only the page's listings are then read whole. Every answer of such a search carries each listing's
 * `distanceKm`. Other searches are one sorted query and a count.
 */

type Candidate = {
  _id: Types.ObjectId;
  mapPoint?: { lat: number; lng: number } | null;
  featured?: boolean | null;
  freshAt?: Date | null;
  createdAt?: Date | null;
  price?: number | null;
  distanceKm: number;
};

/** What a candidate is read with: its point and every key any order sorts by. */
const CANDIDATE_FIELDS = Object.fromEntries(
  ["mapPoint", ...new Set(Object.values(SORT_ORDERS).flatMap((order) => Object.keys(order)))].map((key) => [key, 1]),
);

/** Mongo's order of two values of one sort key: missing first, then numbers, dates, ids by value. */
function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  const x = a instanceof Date ? a.getTime() : typeof a === "object" ? String(a) : a;
  const y = b instanceof Date ? b.getTime() : typeof b === "object" ? String(b) : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

const descending = (order: SortOrder) => order === -1 || order === "desc" || order === "descending";

/** The comparison of candidates that a database sort order makes. */
function comparing(order: Record<string, SortOrder>) {
  const keys = Object.entries(order);
  return (a: Candidate, b: Candidate) => {
    for (const [key, direction] of keys) {
      const c = compareValues(a[key as keyof Candidate], b[key as keyof Candidate]);
      if (c) return descending(direction) ? -c : c;
    }
    return 0;
  };
}

const byDistance = (a: Candidate, b: Candidate) => a.distanceKm - b.distanceKm || compareValues(a._id, b._id);

/** Kilometres as the answers carry them: to the metre. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

type Circle = { centre: LatLng; km: number };

const EDGE_BANDS = 8;
/** The first circle read for the distance order is expected to hold this many times the listings wanted. */
const FIRST_READ_MARGIN = 3;
type Filter = QueryFilter<PropertyDoc>;

const latitudes = (band: Band) => ({ $gte: band.south, [band.lastBand ? "$lte" : "$lt"]: band.north });
const within = (filter: Filter, part: Filter): Filter => ({ $and: [filter, part] });
const inBox = (box: Bounds): Filter => ({
  "mapPoint.lat": { $gte: box.south, $lte: box.north },
  "mapPoint.lng": { $gte: box.west, $lte: box.east },
});

/** The candidates a filter matches, each with its distance, those farther than `km` left out. */
async function measured(filter: Filter, circle: Circle, km = circle.km): Promise<Candidate[]> {
  const found = (await Property.find(filter, CANDIDATE_FIELDS).lean()) as Omit<Candidate, "distanceKm">[];
  const inside: Candidate[] = [];
  for (const candidate of found) {
    if (!candidate.mapPoint) continue;
    const distanceKm = haversineKm(circle.centre, candidate.mapPoint);
    if (distanceKm <= km) inside.push({ ...candidate, distanceKm });
  }
  return inside;
}

/**
 * How many listings the filter matches inside the circle: all those in the circle's box (a plain count of
 * the indexed ranges), less those in the box's edges that are beyond the circle. The edges are what is left
 * of the box after the bands' inner spans (where every point is inside), so only they are read and measured.
 * Few bands, because each is one more clause every listing in the box is tested against.
 */
async function countInCircle(filter: Filter, circle: Circle): Promise<number> {
  const bands = circleBands(circle.centre, circle.km, boundsAround(circle.centre, circle.km), EDGE_BANDS);
  const edges = bands.flatMap((band) =>
    band.inner
      ? [
          { "mapPoint.lat": latitudes(band), "mapPoint.lng": { $lt: band.inner.west } },
          { "mapPoint.lat": latitudes(band), "mapPoint.lng": { $gt: band.inner.east } },
        ]
      : [{ "mapPoint.lat": latitudes(band) }],
  );
  const [inBox, edge] = await Promise.all([
    countMatching(Property, filter),
    Property.find(within(filter, { $or: edges }), { mapPoint: 1 }).lean(),
  ]);
  const beyond = edge.filter((doc) => doc.mapPoint && haversineKm(circle.centre, doc.mapPoint) > circle.km);
  return inBox - beyond.length;
}

/**
 * The first `wanted` listings by distance: read outwards from the centre, a circle of a radius expected to hold
 * a few times as many, doubled until it holds enough. Every listing nearer than a circle's radius is in that
 * circle's box, so once the box yields `wanted` listings within its radius, no listing left unread comes before them.
 */
async function nearestFirst(filter: Filter, circle: Circle, wanted: number, total: number): Promise<Candidate[]> {
  let km = circle.km * Math.min(1, Math.sqrt((FIRST_READ_MARGIN * wanted) / Math.max(1, total)));
  for (;;) {
    if (km >= circle.km) return (await measured(filter, circle)).sort(byDistance);
    const near = await measured(within(filter, inBox(boundsAround(circle.centre, km))), circle, km);
    if (near.length >= wanted) return near.sort(byDistance);
    km *= 2;
  }
}

async function pageOfCircle(
  filter: Filter,
  query: ListingQuery,
  circle: Circle,
  page: number,
  limit: number,
): Promise<{ chosen: Candidate[]; total: number }> {
  const from = (page - 1) * limit;
  if (query.sort === DISTANCE_SORT) {
    const total = await countInCircle(filter, circle);
    const nearest = from < total ? await nearestFirst(filter, circle, Math.min(total, page * limit), total) : [];
    return { chosen: nearest.slice(from, page * limit), total };
  }
  const inside = (await measured(filter, circle)).sort(comparing(SORT_ORDERS[query.sort ?? "featured"]));
  return { chosen: inside.slice(from, page * limit), total: inside.length };
}

export async function findSearchPage(
  filter: Filter,
  query: ListingQuery,
  page: number,
  limit: number,
): Promise<{ properties: PropertyJson[]; total: number }> {
  const circle = searchCircle(query);
  if (!circle) {
    const [docs, total] = await Promise.all([
      Property.find(filter)
        .sort(listingSort(query))
        .skip((page - 1) * limit)
        .limit(limit)
        .lean(),
      countMatching(Property, filter),
    ]);
    return { properties: docs.map(toPublicListing), total };
  }
  const { chosen, total } = await pageOfCircle(filter, query, circle, page, limit);
  const docs = chosen.length ? await Property.find({ _id: { $in: chosen.map((c) => c._id) } }).lean() : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const properties = chosen.flatMap((c) => {
    const doc = byId.get(String(c._id));
    return doc ? [{ ...toPublicListing(doc), distanceKm: roundKm(c.distanceKm) }] : [];
  });
  return { properties, total };
}
