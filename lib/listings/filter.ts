import type { QueryFilter, SortOrder } from "mongoose";
import { searchBox } from "@/lib/listings/geo-words";
import { placeNamesInEnglish } from "@/domain/geo/place-name-search";
import { queryTokens } from "@/domain/listings/keywords";
import { LAND_PROPERTY_TYPE, SQFT_PER_SQM } from "@/domain/listings/options";
import {
  ADMIN_DEFAULT_SORT,
  DEFAULT_SORT,
  type AdminListingsQuery,
  type AdminListingStatus,
  type AnyListingSort,
  type ListingQuery,
} from "@/lib/listings/query-words";
import type { PropertyDoc } from "@/models/Property";

/**
 * Listing searches (query-words.ts) as database queries: the filter a search's words make and the order each sort
 * name stands for. Server only. Every order ends with `_id`, so pages of equal keys neither repeat nor skip.
 */

export const SORT_ORDERS: Record<AnyListingSort, Record<string, SortOrder>> = {
  featured: { featured: -1, freshAt: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  price_asc: { price: 1, _id: 1 },
  price_desc: { price: -1, _id: -1 },
  // No server sorts by a distance it is not told about: a `near` search orders its matches itself
  // (geo-search.ts); this is only the order of a request that has no point to measure from.
  distance: { featured: -1, freshAt: -1, _id: -1 },
};

/** The order of a public search; featured first unless it names another. */
export const listingSort = (query: Pick<ListingQuery, "sort">) => SORT_ORDERS[query.sort ?? DEFAULT_SORT];

/**
 * Keyword words (the keyword, and the area, which is matched the same way) must all be among a listing's
 * stored tokens (title and place words, by prefix). Place names typed in Odia or Devanagari, or spelt
 * otherwise ("bhubaneshwar"), are also read as the site's English name (place-name-search.ts), which is
 * what the listings' places are stored as: a listing matches the words as typed or as read that way.
 */
function keywordFilter(...texts: Array<string | undefined>): QueryFilter<PropertyDoc> {
  const tokensOf = (read: (text: string) => string) => [
    ...new Set(texts.flatMap((text) => (text ? queryTokens(read(text)) : []))),
  ];
  const typed = tokensOf((text) => text);
  if (!typed.length) return {};
  const read = tokensOf(placeNamesInEnglish);
  const same = read.length === typed.length && read.every((token) => typed.includes(token));
  return same ? { keywords: { $all: typed } } : { $or: [{ keywords: { $all: typed } }, { keywords: { $all: read } }] };
}

/**
 * Super built-up area between bounds in square feet. A listing measured in square metres is compared with
 * the bounds converted (one branch each, every other listing counts as square feet, the model's default);
 * a listing with no area (0 or unset) never matches a bound.
 */
function areaFilter(minArea?: number, maxArea?: number): QueryFilter<PropertyDoc> | undefined {
  if (!minArea && !maxArea) return undefined;
  const range = (per: number) => ({
    ...(minArea ? { $gte: minArea / per } : { $gt: 0 }),
    ...(maxArea ? { $lte: maxArea / per } : {}),
  });
  return {
    $or: [
      { "superBuiltupArea.unit": { $ne: "sqm" }, "superBuiltupArea.value": range(1) },
      { "superBuiltupArea.unit": "sqm", "superBuiltupArea.value": range(SQFT_PER_SQM) },
    ],
  };
}

/**
 * Available on or before a day (YYYY-MM-DD, read as that whole day in UTC): an available-from date before
 * the next day, or none (available now).
 */
function availableByFilter(day?: string): QueryFilter<PropertyDoc> | undefined {
  if (!day) return undefined;
  const nextDay = new Date(`${day}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  return { $or: [{ availableFrom: { $lt: nextDay } }, { availableFrom: null }] };
}

/**
 * The listings a public search matches: active ones only, unless `includeInactive` (an admin reading the
 * public list). Sort and paging are not part of the filter.
 */
export function listingFilter(query: ListingQuery, { includeInactive = false } = {}): QueryFilter<PropertyDoc> {
  const filter: QueryFilter<PropertyDoc> = {};
  if (!includeInactive) filter.isActive = true;
  if (query.type) filter.type = query.type;
  if (query.bhk) filter.bhk = query.bhk;
  if (query.city) filter["location.city"] = query.city;
  if (query.locality) filter["location.locality"] = query.locality;
  if (query.furnishing) filter.furnishing = query.furnishing;
  if (query.propertyType) filter.propertyType = query.propertyType;
  // Every home takes families; bachelors only where the listing says so. A plot has no tenants.
  if (query.tenant === "bachelors") filter.bachelorsAllowed = true;
  if (query.tenant && !query.propertyType) filter.propertyType = { $ne: LAND_PROPERTY_TYPE };
  if (query.amenities?.length) filter.amenities = { $all: query.amenities };
  // Listings from before the field existed were all put up through the admin, that is by agents.
  if (query.postedBy) filter.postedBy = query.postedBy === "agent" ? { $in: ["agent", null] } : query.postedBy;
  if (query.verified === "true") filter.phoneVerified = true;
  if (query.minPrice || query.maxPrice) {
    filter.price = {
      ...(query.minPrice ? { $gte: query.minPrice } : {}),
      ...(query.maxPrice ? { $lte: query.maxPrice } : {}),
    };
  }
  const nearby = query.nearby ? queryTokens(query.nearby) : [];
  if (nearby.length) filter.nearbyKeywords = { $all: nearby };
  // Each of these is an $or of its own (the keywords' when a place name was read in English), so they are
  // combined with $and.
  const keywords = keywordFilter(query.q, query.area);
  if (!keywords.$or) Object.assign(filter, keywords);
  const alternatives = [
    keywords.$or ? keywords : undefined,
    areaFilter(query.minArea, query.maxArea),
    availableByFilter(query.availableBy),
  ].filter((part) => part !== undefined);
  if (alternatives.length) filter.$and = alternatives;
  Object.assign(filter, boxFilter(query));
  return filter;
}

/**
 * The place words as latitude and longitude ranges of the listing's public point, which the map indexes
 * answer on every server (the embedded engine has no geo operators). A radius is its circle's box here;
 * geo-search.ts keeps the listings inside the circle. Boxes that share nothing match nothing.
 */
function boxFilter(query: ListingQuery): QueryFilter<PropertyDoc> {
  const box = searchBox(query);
  if (box === undefined) return {};
  if (box === null) return { _id: { $exists: false } };
  return {
    "mapPoint.lat": { $gte: box.south, $lte: box.north },
    "mapPoint.lng": { $gte: box.west, $lte: box.east },
  };
}

const STATUS_FILTERS: Record<AdminListingStatus, QueryFilter<PropertyDoc>> = {
  all: {},
  active: { isActive: true },
  inactive: {
    isActive: false,
    awaitingReview: { $ne: true },
    closedAt: { $exists: false },
    rejectedAt: { $exists: false },
  },
  pending: { awaitingReview: true },
  closed: { closedAt: { $exists: true } },
  rejected: { rejectedAt: { $exists: true }, awaitingReview: { $ne: true } },
};

/** The listings an admin table search matches: one status (or all), searched by title and place words. */
export function adminListingFilter(query: Pick<AdminListingsQuery, "q" | "status">): QueryFilter<PropertyDoc> {
  return { ...STATUS_FILTERS[query.status ?? "all"], ...keywordFilter(query.q) };
}

/** The order of an admin table search; newest first unless it names another. */
export const adminListingSort = (query: Pick<AdminListingsQuery, "sort">) =>
  SORT_ORDERS[query.sort ?? ADMIN_DEFAULT_SORT];
