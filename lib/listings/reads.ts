import type { QueryFilter, SortOrder } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { findByIdsInOrder } from "@/lib/db/by-ids-in-order";
import { countMatching, sortedRows, sortedRowsStages } from "@/lib/db/embedded-engine-gaps";
import { findPlaceTalliesWith, type IdRow, type PlaceTally } from "@/lib/listings/place-tallies";
import { coverImage } from "@/lib/format";
import { listingFilter, listingSort, SORT_ORDERS } from "@/lib/listings/filter";
import { HOME_STRIP_QUERY, LATEST_DEALS_QUERY } from "@/lib/listings/links/home-page";
import { DEFAULT_PAGE_SIZE, UNPAGED_CAP, type ListingQuery } from "@/lib/listings/query-words";
import { isPagedQuery } from "@/lib/listings/query-string";
import { findSearchPage } from "@/lib/listings/geo-search";
import { recentWindow } from "@/lib/listings/recent-window";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson, PropertyPage } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

const countListings = (filter: QueryFilter<PropertyDoc>) => countMatching(Property, filter);

/**
 * Listings matching the query, one page of them (or up to UNPAGED_CAP when no page is asked for).
 * `total` counts every match, so a client can tell how many pages there are or that the cap cut the list.
 */
export async function findProperties(
  query: ListingQuery,
  options: { includeInactive?: boolean } = {},
): Promise<PropertyPage> {
  await connectToDatabase();
  const filter = listingFilter(query, options);
  const paged = isPagedQuery(query);
  const limit = paged ? (query.limit ?? DEFAULT_PAGE_SIZE) : UNPAGED_CAP;
  const page = paged ? (query.page ?? 1) : 1;
  return { ...(await findSearchPage(filter, query, page, limit)), page, limit };
}

/** One page of the listings `filter` matches in `sort` order, and how many match in all. */
export async function findListingPage(
  filter: QueryFilter<PropertyDoc>,
  sort: Record<string, SortOrder>,
  page: number,
  limit: number,
) {
  const [docs, total] = await Promise.all([
    Property.find(filter)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    countListings(filter),
  ]);
  return { docs, total };
}

export type HomeStripIds = Record<"featured" | "newest", string[]>;

/** What home reads of the whole catalogue: the place tallies and its two strips' listings' ids. */
export type HomeCatalogue = { tallies: PlaceTally[]; strips: HomeStripIds };

const HOME_STRIPS = { featured: HOME_STRIP_QUERY, newest: LATEST_DEALS_QUERY } as const;

/**
 * A strip's listings' ids as a sub-pipeline of the tallies' pass: the list's first page in its order, among
 * its order's recent window (recent-window.ts). Sorting the whole catalogue was most of the pass's time on the
 * embedded engine, which sorts all it is given (about 0.7 s of 1.8 at 10,000 listings; docs/performance.md).
 */
const recentStripIds = (strip: keyof typeof HOME_STRIPS, now: number) =>
  sortedRowsStages(
    { $and: [listingFilter(HOME_STRIPS[strip]), recentWindow(HOME_STRIPS[strip].sort, now) ?? {}] },
    listingSort(HOME_STRIPS[strip]),
    { limit: HOME_STRIPS[strip].limit!, fields: { _id: 1 } },
  );

/** A strip's ids from the whole catalogue, for when its window held less than the strip. */
const wholeStripIds = (strip: keyof typeof HOME_STRIPS) =>
  sortedRows<IdRow>(Property, listingFilter(HOME_STRIPS[strip]), listingSort(HOME_STRIPS[strip]), {
    limit: HOME_STRIPS[strip].limit!,
    fields: { _id: 1 },
  });

/**
 * Home's reads of the whole catalogue in one pass: the place tallies (its figures, its popular localities, the
 * hero's suggestions) and the ids of its two strips, the first of the list's default order and the newest
 * few. Neither strip is counted: home states how many listings there are from the tallies. A first render
 * after a start read the catalogue three times at once; on the embedded engine that took 5-9 s, one read
 * alone 0.3-2 s. A strip whose window held less than the strip is read again from the whole catalogue.
 */
export async function findHomeCatalogue(): Promise<HomeCatalogue> {
  const now = Date.now();
  const { tallies, rows } = await findPlaceTalliesWith({
    featured: recentStripIds("featured", now),
    newest: recentStripIds("newest", now),
  });
  const stripIds = async (strip: keyof typeof HOME_STRIPS) => {
    const found = rows[strip].length < HOME_STRIPS[strip].limit! ? await wholeStripIds(strip) : rows[strip];
    return found.map((row) => String(row._id));
  };
  const [featured, newest] = await Promise.all([stripIds("featured"), stripIds("newest")]);
  return { tallies, strips: { featured, newest } };
}

/** Home's two strips: their listings, by the ids findHomeCatalogue found, in that order. */
export async function findHomeStrips(ids: HomeStripIds): Promise<{ featured: PropertyJson[]; newest: PropertyJson[] }> {
  await connectToDatabase();
  const [featured, newest] = await Promise.all([
    findByIdsInOrder(Property, ids.featured),
    findByIdsInOrder(Property, ids.newest),
  ]);
  return { featured: featured.map(toPublicListing), newest: newest.map(toPublicListing) };
}

export async function findPropertyById(id: string, { includeInactive = false } = {}): Promise<PropertyJson | null> {
  await connectToDatabase();
  const doc = await Property.findOne(includeInactive ? { _id: id } : { _id: id, isActive: true }).lean();
  return doc ? toPublicListing(doc) : null;
}

/** Up to `limit` featured listings among those the query matches, newest first (the list page's carousel). */
export async function findFeaturedProperties(query: ListingQuery, limit = 8): Promise<PropertyJson[]> {
  await connectToDatabase();
  const docs = await Property.find({ ...listingFilter(query), featured: true })
    .sort(SORT_ORDERS.newest)
    .limit(limit)
    .lean();
  return docs.map(toPublicListing);
}

/** The most listings one sitemap read returns (a sitemap file holds at most 50,000 addresses). */
export const SITEMAP_LISTING_CAP = 50_000;

export type SitemapListing = { _id: string; updatedAt: string; cover: string };

/** How many active listings the sitemap names. */
export async function countSitemapListings(): Promise<number> {
  await connectToDatabase();
  return countListings({ isActive: true });
}

/**
 * Active listings' address facts for the sitemap, newest first, `limit` of them after `skip` (one child
 * sitemap's share), in one index-backed query that reads only the fields a sitemap entry needs (paging
 * through whole listings was far too slow on a large catalogue).
 */
export async function findSitemapListings({ skip = 0, limit = SITEMAP_LISTING_CAP } = {}): Promise<SitemapListing[]> {
  await connectToDatabase();
  const docs = await sortedRows<Pick<PropertyDoc, "_id" | "updatedAt" | "images" | "pictures">>(
    Property,
    { isActive: true },
    SORT_ORDERS.newest,
    { skip, limit: Math.min(limit, SITEMAP_LISTING_CAP), fields: { updatedAt: 1, images: 1, pictures: 1 } },
  );
  return docs.map((doc) => ({
    _id: String(doc._id),
    updatedAt: new Date(doc.updatedAt).toISOString(),
    cover: coverImage(doc),
  }));
}
