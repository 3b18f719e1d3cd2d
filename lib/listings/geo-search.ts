import type { QueryFilter, SortOrder, Types } from "mongoose";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { haversineKm } from "@/lib/geo/distance";
import { DISTANCE_SORT, searchCircle } from "@/lib/listings/geo-words";
import { SORT_ORDERS, listingSort } from "@/lib/listings/filter";
import type { ListingQuery } from "@/lib/listings/query-words";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

/**
 * One page of a search's listings. A search with `near` is one no server can answer alone here (the
 * embedded engine has no $geoNear or $nearSphere): its filter already holds the circle's box as indexed
 * latitude and longitude ranges (filter.ts), so the database reads only the listings in the box, with just
 * their points and sort keys; the exact great-circle distance keeps those inside the circle, they are
 * ordered by distance or by the search's own order, and only the page's listings are then read whole.
 * Every answer of such a search carries each listing's `distanceKm`. Other searches are one sorted query.
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

export async function findSearchPage(
  filter: QueryFilter<PropertyDoc>,
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
  const candidates = (await Property.find(filter, CANDIDATE_FIELDS).lean()) as Omit<Candidate, "distanceKm">[];
  const inside: Candidate[] = [];
  for (const candidate of candidates) {
    if (!candidate.mapPoint) continue;
    const distanceKm = haversineKm(circle.centre, candidate.mapPoint);
    if (distanceKm <= circle.km) inside.push({ ...candidate, distanceKm });
  }
  inside.sort(query.sort === DISTANCE_SORT ? byDistance : comparing(SORT_ORDERS[query.sort ?? "featured"]));
  const chosen = inside.slice((page - 1) * limit, page * limit);
  const docs = chosen.length ? await Property.find({ _id: { $in: chosen.map((c) => c._id) } }).lean() : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const properties = chosen.flatMap((c) => {
    const doc = byId.get(String(c._id));
    return doc ? [{ ...toPublicListing(doc), distanceKm: roundKm(c.distanceKm) }] : [];
  });
  return { properties, total: inside.length };
}
