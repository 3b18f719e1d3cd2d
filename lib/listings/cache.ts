import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { createHash } from "node:crypto";
import { expireShared } from "@/lib/cache/shared";
import { databaseUri } from "@/lib/db";
import {
  countSitemapListings,
  findFeaturedProperties,
  findLocalities,
  findProperties,
  findPropertyById,
  findSimilarProperties,
  findSitemapListings,
  propertyStats,
} from "@/lib/listings/queries";
import { findPlaceDirectory, findPlaceListings, findPlaceStats, type ResolvedPlace } from "@/lib/listings/places";
import {
  DEFAULT_PAGE_SIZE,
  isPagedQuery,
  listingFilterQuery,
  listingQueryString,
  placeQueryString,
  type ListingQuery,
  type PlaceQuery,
} from "@/lib/listings/query";
import { isObjectId } from "@/lib/validation/object-id";

/** Cache tags: the whole catalogue, and one listing. Any write to a listing revalidates both. */
export const PROPERTIES_TAG = "properties";
export const propertyTag = (id: string) => `property:${id}`;

/**
 * A data cache kept outside the server process (a store shared by several instances) outlives restarts and
 * databases. Keying entries by the database they were read from means a fresh embedded database (new data,
 * new ids) never meets lists cached from an old one.
 */
function dataSourceKey(): string {
  let uri: string;
  try {
    uri = databaseUri();
  } catch {
    // No database configured (a build without one): the read itself fails and the page degrades.
    return "no-database";
  }
  return createHash("sha256").update(uri).digest("hex").slice(0, 16);
}

/** How long the full-page cache keeps a page at most, even if no listing changes (a safety net). */
export const PAGE_REVALIDATE_SECONDS = 3600;

/** How long a page rendered without its listings (database unreachable, e.g. during a build) is kept. */
const DEGRADED_PAGE_SECONDS = 10;

/**
 * Reads through Next.js's data cache: the result is kept until a write to a listing revalidates one of its
 * tags (see revalidateProperty), or for an hour at most. Scripts and jest run without that cache; there
 * the read goes straight to the database. A read that finds nothing (null: an id that names no listing) is
 * not kept (lib/cache/handler.mjs), so made-up ids cannot fill the cache.
 */
async function readThroughCache<T>(read: () => Promise<T>, keyParts: string[], tags: string[]): Promise<T> {
  try {
    return await unstable_cache(read, [dataSourceKey(), ...keyParts], { tags, revalidate: PAGE_REVALIDATE_SECONDS })();
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return read();
    throw error;
  }
}

/**
 * Tags the page being rendered with `tags`, as a cached read would, without keeping the read itself: for
 * pages that show a whole collection, which sit in the full-page cache already. The cached value is one
 * boolean per set of tags.
 */
async function tagPage(tags: string[]): Promise<void> {
  await readThroughCache(async () => true, ["page-tags", ...tags], tags);
}

/**
 * The data cache's key of a page of listings: the search's canonical query string (query.ts), with the
 * page and page size it gets when it names only one of them, so equal searches share one entry.
 */
export function listingCacheKey(query: ListingQuery): string {
  const paging = isPagedQuery(query) ? { page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_SIZE } : {};
  return listingQueryString({ ...query, ...paging });
}

/**
 * A page of listings comes from the data cache. A whole list (no page or limit asked for: the old API's
 * clients, up to UNPAGED_CAP listings, some 600 KB) is read from the database each time: each such query
 * would otherwise keep a large entry, and their variety has no end.
 */
export const getCachedProperties = (query: ListingQuery) =>
  isPagedQuery(query)
    ? readThroughCache(() => findProperties(query), ["properties-query", listingCacheKey(query)], [PROPERTIES_TAG])
    : findProperties(query);

export const getCachedFeaturedProperties = (query: ListingQuery) => {
  // Paging and order do not change which listings are featured: keep them out of the cache key.
  const filters = listingFilterQuery(query);
  return readThroughCache(
    () => findFeaturedProperties(filters),
    ["properties-featured", listingCacheKey(filters)],
    [PROPERTIES_TAG],
  );
};

/**
 * Every active listing for the sitemap, read from the database: the sitemap itself is kept in the full-page
 * cache, so a copy of the list in the data cache would only double it. The read tags the sitemap, so a
 * listing change still expires it.
 */
export async function getCachedSitemapListings(slice?: { skip: number; limit: number }) {
  await tagPage([PROPERTIES_TAG]);
  return findSitemapListings(slice);
}

/** How many listings the sitemap names, tagging the sitemap like its listings. */
export async function getCachedSitemapListingCount() {
  await tagPage([PROPERTIES_TAG]);
  return countSitemapListings();
}

export const getCachedPropertyStats = () => readThroughCache(propertyStats, ["properties-stats"], [PROPERTIES_TAG]);

export const getCachedLocalities = () => readThroughCache(findLocalities, ["properties-localities"], [PROPERTIES_TAG]);

/** The known cities and localities with their listings per type (place pages, the sitemap, home links). */
export const getCachedPlaceDirectory = () =>
  readThroughCache(findPlaceDirectory, ["place-directory"], [PROPERTIES_TAG]);

const placeCacheKey = (place: ResolvedPlace) => `${place.type}/${place.city.slug}/${place.locality?.slug ?? ""}`;

/** A place page's figures: its count, price range and median price per BHK. */
export const getCachedPlaceStats = (place: ResolvedPlace) =>
  readThroughCache(() => findPlaceStats(place), ["place-stats", placeCacheKey(place)], [PROPERTIES_TAG]);

/** One page of a place's cards, keyed by the place and the canonical query string of its search. */
export const getCachedPlaceListings = (place: ResolvedPlace, query: PlaceQuery, pageSize: number) =>
  readThroughCache(
    () => findPlaceListings(place, query, pageSize),
    ["place-listings", placeCacheKey(place), placeQueryString(query), String(pageSize)],
    [PROPERTIES_TAG],
  );

/** One active listing, or null when there is none (an id that is not an ObjectId names nothing). */
export const getCachedProperty = async (id: string) =>
  isObjectId(id)
    ? readThroughCache(() => findPropertyById(id), ["property", id], [PROPERTIES_TAG, propertyTag(id)])
    : null;

export const getCachedSimilarProperties = (id: string) =>
  readThroughCache(() => findSimilarProperties(id), ["property-similar", id], [PROPERTIES_TAG, propertyTag(id)]);

/**
 * A page that could not read its listings renders without them; this keeps that page in the full-page
 * cache for seconds instead of an hour, so the next request after the database is back renders it whole.
 * (A page's cache lifetime is the shortest of the cached reads it made.)
 */
export async function keepPageBriefly(): Promise<void> {
  try {
    await unstable_cache(async () => true, ["degraded-page"], { revalidate: DEGRADED_PAGE_SECONDS })();
  } catch (error) {
    if (!(error instanceof Error && /incrementalCache missing/.test(error.message))) throw error;
  }
}

/**
 * Drops cached pages and lists that show a listing, immediately: an admin who deactivates a listing or an
 * owner whose submission is approved must not see the old state on the next request. The pages that show
 * listings (home, the listing's page, the sitemap) read them through the tagged readers above, so the tags
 * expire them too; their paths are named as well, so a page whose last render failed to read goes as well.
 */
export function revalidateProperty(id?: string): void {
  // Several instances: the shared cache is expired before the answer goes out (lib/cache/shared.ts).
  expireShared(
    id ? [PROPERTIES_TAG, propertyTag(id)] : [PROPERTIES_TAG],
    id ? ["/", "/sitemap.xml", `/properties/${id}`] : ["/", "/sitemap.xml"],
  );
  try {
    revalidateTag(PROPERTIES_TAG, { expire: 0 });
    if (id) revalidateTag(propertyTag(id), { expire: 0 });
    revalidatePath("/");
    revalidatePath("/sitemap.xml");
    if (id) revalidatePath(`/properties/${id}`);
  } catch (error) {
    // Outside a Next.js request (scripts, unit tests) there is no cache to clear.
    if (!(error instanceof Error && /static generation store|workStore|outside a request/i.test(error.message)))
      throw error;
  }
}
