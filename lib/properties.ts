import type { QueryFilter, SortOrder } from "mongoose";
import { unstable_cache } from "next/cache";
import { createHash } from "node:crypto";
import { connectToDatabase, countMatching, databaseUri } from "@/lib/db";
import { queryTokens } from "@/lib/keywords";
import { siteContact } from "@/lib/site";
import { UNPAGED_CAP, type PropertiesQuery, type PropertySort } from "@/lib/validation/property";
import { Property, type PropertyDoc } from "@/models/Property";

/** A listing as the API and the pages exchange it: plain JSON, string ids, ISO dates. */
export type PropertyJson = Omit<
  PropertyDoc,
  "_id" | "createdAt" | "updatedAt" | "keywords" | "nearbyKeywords" | "owner" | "awaitingReview"
> & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

/** Cache tags: the whole catalogue, and one listing. Any write to a listing revalidates both. */
export const PROPERTIES_TAG = "properties";
export const propertyTag = (id: string) => `property:${id}`;

const SORT_ORDERS: Record<PropertySort, Record<string, SortOrder>> = {
  featured: { featured: -1, createdAt: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
  price_asc: { price: 1, _id: 1 },
  price_desc: { price: -1, _id: -1 },
};

/**
 * A listing as the public pages and API show it. The owner of a public submission gave their phone and
 * e-mail to the site, not to the world: those stay with the admin, and the listing shows the office's
 * contact instead.
 */
export function toPropertyJson(doc: unknown): PropertyJson {
  // JSON round trip turns ObjectIds and Dates into the strings clients read.
  const plain = JSON.parse(JSON.stringify(doc)) as PropertyJson & {
    __v?: number;
    keywords?: string[];
    nearbyKeywords?: string[];
    owner?: unknown;
    awaitingReview?: boolean;
  };
  delete plain.__v;
  delete plain.keywords;
  delete plain.nearbyKeywords;
  delete plain.owner;
  delete plain.awaitingReview;
  if (plain.source === "public") {
    const office = siteContact();
    plain.contactNumber = office.phone;
    plain.contactEmail = office.supportEmail;
  }
  return plain;
}

export function buildPropertyFilter(query: PropertiesQuery, { includeInactive = false } = {}) {
  const filter: QueryFilter<PropertyDoc> = {};
  if (!includeInactive) filter.isActive = true;
  if (query.type) filter.type = query.type;
  if (query.bhk) filter.bhk = query.bhk;
  if (query.city) filter["location.city"] = query.city;
  if (query.minPrice || query.maxPrice) {
    filter.price = {
      ...(query.minPrice ? { $gte: query.minPrice } : {}),
      ...(query.maxPrice ? { $lte: query.maxPrice } : {}),
    };
  }
  const tokens = query.q ? queryTokens(query.q) : [];
  if (tokens.length) filter.keywords = { $all: tokens };
  const nearby = query.nearby ? queryTokens(query.nearby) : [];
  if (nearby.length) filter.nearbyKeywords = { $all: nearby };
  return filter;
}

const countListings = (filter: QueryFilter<PropertyDoc>) => countMatching(Property, filter);

export type PropertyPage = { properties: PropertyJson[]; total: number; page: number; limit: number };

/**
 * Listings matching the query, one page of them (or up to UNPAGED_CAP when no page is asked for).
 * `total` counts every match, so a client can tell how many pages there are or that the cap cut the list.
 */
export async function findProperties(
  query: PropertiesQuery,
  options: { includeInactive?: boolean } = {},
): Promise<PropertyPage> {
  await connectToDatabase();
  const filter = buildPropertyFilter(query, options);
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = paged ? (query.limit ?? 12) : UNPAGED_CAP;
  const page = paged ? (query.page ?? 1) : 1;
  const [docs, total] = await Promise.all([
    Property.find(filter)
      .sort(SORT_ORDERS[query.sort ?? "featured"])
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    countListings(filter),
  ]);
  return { properties: docs.map(toPropertyJson), total, page, limit };
}

export async function findPropertyById(id: string, { includeInactive = false } = {}): Promise<PropertyJson | null> {
  await connectToDatabase();
  const doc = await Property.findOne(includeInactive ? { _id: id } : { _id: id, isActive: true }).lean();
  return doc ? toPropertyJson(doc) : null;
}

/** Up to 8 active listings of the same type, closest in price first. */
export async function findSimilarProperties(id: string): Promise<PropertyJson[] | null> {
  await connectToDatabase();
  const base = await Property.findOne({ _id: id, isActive: true }, { type: 1, price: 1 }).lean();
  if (!base) return null;
  const band = { isActive: true, type: base.type, _id: { $ne: base._id } };
  // Two index-backed range scans, one each side of the price, merged by distance.
  const [above, below] = await Promise.all([
    Property.find({ ...band, price: { $gte: base.price } })
      .sort({ price: 1 })
      .limit(8)
      .lean(),
    Property.find({ ...band, price: { $lt: base.price } })
      .sort({ price: -1 })
      .limit(8)
      .lean(),
  ]);
  return [...above, ...below]
    .sort((a, b) => Math.abs(a.price - base.price) - Math.abs(b.price - base.price))
    .slice(0, 8)
    .map(toPropertyJson);
}

/** Up to `limit` featured listings among those the query matches, newest first (the list page's carousel). */
export async function findFeaturedProperties(query: PropertiesQuery, limit = 8): Promise<PropertyJson[]> {
  await connectToDatabase();
  const docs = await Property.find({ ...buildPropertyFilter(query), featured: true })
    .sort(SORT_ORDERS.newest)
    .limit(limit)
    .lean();
  return docs.map(toPropertyJson);
}

export type PropertyStats = { total: number; forRent: number; forSale: number; land: number };

export async function propertyStats(): Promise<PropertyStats> {
  await connectToDatabase();
  const [total, forRent, forSale, land] = await Promise.all([
    countListings({ isActive: true }),
    countListings({ isActive: true, type: "rent" }),
    countListings({ isActive: true, type: "sale" }),
    countListings({ isActive: true, type: "land" }),
  ]);
  return { total, forRent, forSale, land };
}

/**
 * Next.js keeps the data cache on disk across restarts and builds. Keying entries by the database they were
 * read from means a fresh embedded database (new data, new ids) never meets lists cached from an old one.
 */
function dataSourceKey(): string {
  return createHash("sha256").update(databaseUri()).digest("hex").slice(0, 16);
}

/**
 * Reads through Next.js's data cache: the result is kept until a write to a listing revalidates one of its
 * tags (see revalidateProperty), or for an hour at most. Scripts and jest run without that cache; there
 * the read goes straight to the database.
 */
async function readThroughCache<T>(read: () => Promise<T>, keyParts: string[], tags: string[]): Promise<T> {
  try {
    return await unstable_cache(read, [dataSourceKey(), ...keyParts], { tags, revalidate: 3600 })();
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return read();
    throw error;
  }
}

export const getCachedProperties = (query: PropertiesQuery) =>
  readThroughCache(() => findProperties(query), ["properties-query", JSON.stringify(query)], [PROPERTIES_TAG]);

export const getCachedFeaturedProperties = (query: PropertiesQuery) => {
  // Paging and order do not change which listings are featured: keep them out of the cache key.
  const { type, bhk, q, minPrice, maxPrice, city, nearby } = query;
  const filters = { type, bhk, q, minPrice, maxPrice, city, nearby };
  return readThroughCache(
    () => findFeaturedProperties(filters),
    ["properties-featured", JSON.stringify(filters)],
    [PROPERTIES_TAG],
  );
};

export const getCachedPropertyStats = () => readThroughCache(propertyStats, ["properties-stats"], [PROPERTIES_TAG]);

export const getCachedProperty = (id: string) =>
  readThroughCache(() => findPropertyById(id), ["property", id], [PROPERTIES_TAG, propertyTag(id)]);

export const getCachedSimilarProperties = (id: string) =>
  readThroughCache(() => findSimilarProperties(id), ["property-similar", id], [PROPERTIES_TAG, propertyTag(id)]);
