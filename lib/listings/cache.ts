import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { createHash } from "node:crypto";
import { purgeFromFront } from "@/lib/cache/front";
import { publicAddress } from "@/lib/i18n/locales";
import { expireLocal, markLocalStale } from "@/lib/cache/local";
import { expireShared, markSharedStale } from "@/lib/cache/shared";
import { singleFlight, singleFlightAcrossInstances } from "@/lib/cache/single-flight";
import { KEPT_WHILE_READ_TAG } from "@/lib/cache/kept-while-read.mjs";
import { findSiteFigures } from "@/lib/listings/figures";
import { findListingOrder, findPageInOrder, readsFromOrder } from "@/lib/listings/deep-pages";
import { findSimilarProperties } from "@/lib/listings/similar";
import { localitiesByTypeOf, statsOf } from "@/lib/listings/place-tallies";
import { databaseUri } from "@/lib/db";
import { queuedRead } from "@/lib/db/read-queue";
import {
  countSitemapListings,
  findFeaturedProperties,
  findHomeCatalogue,
  findHomeStrips,
  findProperties,
  findPropertyById,
  findSitemapListings,
} from "@/lib/listings/reads";
import {
  mustBeExact,
  pathsToExpire,
  placeTag,
  PROPERTIES_TAG,
  propertyTag,
  SITE_FIGURES_TAG,
  tagsToExpire,
  type ListingCacheState,
} from "@/lib/listings/cache-tags";
import { findPlace, directoryOf, findPlaceListings, findPlaceStats, type ResolvedPlace } from "@/lib/listings/places";
import { DEFAULT_PAGE_SIZE, type ListingQuery } from "@/lib/listings/query-words";
import type { PropertyPage } from "@/lib/listings/types";
import { isPagedQuery, listingFilterQuery, listingQueryString } from "@/lib/listings/query-string";
import { kindType, placeQueryString, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { isObjectId } from "@/lib/validation/object-id";

export {
  listingCacheState,
  placeTag,
  PROPERTIES_TAG,
  propertyTag,
  type ListingCacheState,
} from "@/lib/listings/cache-tags";

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
 * Runs for each caller the cache could not answer, before it joins the read (a budget spent on misses, a
 * place taken); what it answers is called once that caller's read has ended, however it ended.
 */
export type MissGuard = () => Promise<(() => void) | undefined>;

/**
 * `keptWhileRead`: the read is one visitor's search (a filter combination, a map area), kept only while it
 * is asked for (lib/cache/kept-while-read.mjs) rather than until the cache is full.
 */
type ReadOptions = { onMiss?: MissGuard; keptWhileRead?: boolean };

/** `read` behind `guard` (MissGuard): refused if the guard refuses, its end reported to the guard. */
export async function guarded<T>(guard: MissGuard | undefined, read: () => Promise<T>): Promise<T> {
  const ended = await guard?.();
  try {
    return await read();
  } finally {
    ended?.();
  }
}

/**
 * Reads through Next.js's data cache: the result is kept until a write to a listing expires one of its
 * tags (cache-tags.ts, expireListing), or for an hour at most. Scripts and jest run without that cache; there
 * the read goes straight to the database. A read that finds nothing (null: an id that names no listing) is
 * not kept (lib/cache/handler.mjs), so made-up ids cannot fill the cache.
 */
export async function readThroughCache<T>(
  read: () => Promise<T>,
  keyParts: string[],
  tags: string[],
  { onMiss, keptWhileRead = false }: ReadOptions = {},
): Promise<T> {
  const key = [dataSourceKey(), ...keyParts];
  const flight = key.join("\u0000");
  // A miss reads once for every concurrent caller, here and on the other instances, and waits its turn
  // among the other misses (lib/cache/single-flight.ts, lib/db/read-queue.ts). Each caller still asks the
  // data cache itself, so each page being rendered is tagged with what it read.
  const missed = () =>
    guarded(onMiss, () => singleFlight(flight, () => singleFlightAcrossInstances(flight, () => queuedRead(read))));
  try {
    const keptTags = keptWhileRead ? [...tags, KEPT_WHILE_READ_TAG] : tags;
    return await unstable_cache(missed, key, { tags: keptTags, revalidate: PAGE_REVALIDATE_SECONDS })();
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return missed();
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
 * The data cache's key of a page of listings: the search's canonical query string (query-string.ts), with the
 * page and page size it gets when it names only one of them, so equal searches share one entry.
 */
export function listingCacheKey(query: ListingQuery): string {
  const paging = isPagedQuery(query) ? { page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_SIZE } : {};
  return listingQueryString({ ...query, ...paging });
}

/**
 * A page of listings comes from the data cache; `onMiss` guards a caller it cannot answer (the map
 * searches' limits, search-budget.ts). A whole list (no page or limit asked for: the old API's
 * clients, up to UNPAGED_CAP listings, some 600 KB) is read from the database each time: each such query
 * would otherwise keep a large entry, and their variety has no end.
 */
export async function getCachedProperties(query: ListingQuery, onMiss?: MissGuard): Promise<PropertyPage> {
  if (!isPagedQuery(query)) return guarded(onMiss, () => findProperties(query));
  if (!readsFromOrder(query))
    return readThroughCache(
      () => findProperties(query),
      ["properties-query", listingCacheKey(query)],
      [PROPERTIES_TAG],
      { onMiss, keptWhileRead: true },
    );
  // A page deep in the list: its search's order, shared by all its pages, then its own dozen (deep-pages.ts),
  // kept whole like the first pages, so a page asked again is answered from the cache. The order is read
  // first, outside the page's own read: a miss waiting inside another on a read slot could wait forever.
  const order = await readThroughCache(
    () => findListingOrder(query),
    ["properties-order", listingQueryString({ ...query, page: undefined, limit: undefined })],
    [PROPERTIES_TAG],
    { onMiss },
  );
  return readThroughCache(
    () => findPageInOrder(order, query),
    ["properties-query", listingCacheKey(query)],
    [PROPERTIES_TAG],
    { onMiss, keptWhileRead: true },
  );
}

/**
 * Home's featured strip and latest deals (reads.ts `findHomeStrips`), expired with the catalogue: the ids from
 * the catalogue's pass first, outside the strips' own read (a miss waiting inside another on a read slot could
 * wait forever).
 */
export async function getCachedHomeStrips() {
  const { strips } = await getCachedHomeCatalogue();
  return readThroughCache(() => findHomeStrips(strips), ["home-strips"], [PROPERTIES_TAG]);
}

export const getCachedFeaturedProperties = (query: ListingQuery) => {
  // Paging and order do not change which listings are featured: keep them out of the cache key.
  const filters = listingFilterQuery(query);
  const search = listingCacheKey(filters);
  return readThroughCache(() => findFeaturedProperties(filters), ["properties-featured", search], [PROPERTIES_TAG], {
    // Unfiltered, everyone's; with filters, one visitor's search.
    keptWhileRead: search !== "",
  });
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

/**
 * One cached pass over the listings (reads.ts `findHomeCatalogue`): the place tallies (place-tallies.ts)
 * behind the site's figures, the suggested localities and the place directory, and home's strips' ids.
 */
const getCachedHomeCatalogue = () => readThroughCache(findHomeCatalogue, ["home-catalogue"], [PROPERTIES_TAG]);

const getCachedPlaceTallies = async () => (await getCachedHomeCatalogue()).tallies;

export const getCachedPropertyStats = async () => statsOf(await getCachedPlaceTallies());

/**
 * The About page's figures: expired with the catalogue and when a visit's status changes. The tallies are
 * read first, outside the figures' own read (a miss waiting inside another on a read slot could wait forever).
 */
export async function getCachedSiteFigures() {
  const tallies = await getCachedPlaceTallies();
  return readThroughCache(() => findSiteFigures(tallies), ["site-figures"], [PROPERTIES_TAG, SITE_FIGURES_TAG]);
}

/** A visit arranged or cancelled changes the About page's figures. */
export function expireSiteFigures(): void {
  expireShared([SITE_FIGURES_TAG], []);
  expireLocal([SITE_FIGURES_TAG]);
  try {
    revalidateTag(SITE_FIGURES_TAG, { expire: 0 });
  } catch {
    // Outside a Next.js request (a script, a test) there is no cache to expire.
  }
}

export const getCachedLocalities = async () => localitiesByTypeOf(await getCachedPlaceTallies());

/**
 * The known cities and localities with their listings per type: home's popular localities, the /rent, /buy
 * and /plots pages, the sitemap. A place page reads its own place instead (getCachedPlace).
 */
export const getCachedPlaceDirectory = async () => directoryOf(await getCachedPlaceTallies());

const placeCacheKey = (place: ResolvedPlace) => `${place.type}/${place.city.slug}/${place.locality?.slug ?? ""}`;

/** The tag of a resolved place's page: its locality's, or its city's for a city page. */
const resolvedPlaceTag = (place: ResolvedPlace) => placeTag(place.type, place.city.slug, place.locality?.slug);

/** Whether a path segment is a place slug at all; any other can name no place, and is not looked up. */
const isSlug = (segment: string) => segment.length > 0 && segment.length <= 120 && placeSlug(segment) === segment;

/**
 * The place a place page's path names (null: a 404), kept per place and tagged with that place alone, so
 * the page is expired by changes there and nowhere else. Reading the whole directory would tag every place
 * page with the catalogue, and a change anywhere would expire them all.
 */
export async function getCachedPlace(kind: string, citySlug: string, localitySlug?: string) {
  const type = kindType(kind);
  if (!type || !isSlug(citySlug) || (localitySlug !== undefined && !isSlug(localitySlug))) return null;
  return readThroughCache(
    () => findPlace(kind, citySlug, localitySlug),
    ["place", `${type}/${citySlug}/${localitySlug ?? ""}`],
    [placeTag(type, citySlug, localitySlug)],
  );
}

/** A place page's figures: its count, price range and median price per BHK. */
export const getCachedPlaceStats = (place: ResolvedPlace) =>
  readThroughCache(() => findPlaceStats(place), ["place-stats", placeCacheKey(place)], [resolvedPlaceTag(place)]);

/** One page of a place's cards, keyed by the place and the canonical query string of its search. */
export const getCachedPlaceListings = (place: ResolvedPlace, query: PlaceQuery, pageSize: number) => {
  const search = placeQueryString(query);
  return readThroughCache(
    () => findPlaceListings(place, query, pageSize),
    ["place-listings", placeCacheKey(place), search, String(pageSize)],
    [resolvedPlaceTag(place)],
    // The place's own first page is every visitor's; a filtered or later page is one visitor's search.
    { keptWhileRead: search !== "" },
  );
};

/**
 * One active listing, or null when there is none (an id that is not an ObjectId names nothing). Its page
 * shows this listing alone (the similar ones come from the API), so only its own tag expires it.
 */
export const getCachedProperty = async (id: string) =>
  isObjectId(id) ? readThroughCache(() => findPropertyById(id), ["property", id], [propertyTag(id)]) : null;

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
 * Expires the cached pages and reads that a change of one listing can alter. `before` and `after` are the
 * listing's states around the change (cache-tags.ts): a listing the public sees neither before nor after
 * expires nothing, so a submission can be changed, closed and reopened as often as its owner likes without
 * costing anyone a cached page. Its own page goes at once (an admin who deactivates a listing, an owner who
 * edits one, sees it on the next request); home, the list and place pages and the sitemap are marked stale
 * (cache-tags.ts, mustBeExact): listings change every minute on a busy day, and their next visitor is
 * served the previous page while one render makes the new one, instead of everyone waiting for that render.
 * Answers the tags it expired or marked.
 */
export function expireListing(before: ListingCacheState | null, after: ListingCacheState | null): string[] {
  const tags = tagsToExpire(before, after);
  const paths = pathsToExpire(before, after);
  if (!tags.length && !paths.length) return [];
  const id = (after ?? before)!.id;
  const exact = { tags: tags.filter((tag) => mustBeExact(tag, id)), paths: paths.filter((p) => mustBeExact(p, id)) };
  const stale = {
    tags: tags.filter((tag) => !exact.tags.includes(tag)),
    paths: paths.filter((p) => !exact.paths.includes(p)),
  };
  // The cache handler's store itself, in a request and outside one (the daily job expiring a listing, where
  // revalidateTag below cannot reach it): Redis before the answer goes out (lib/cache/shared.ts), or this
  // process's memory (lib/cache/local.ts).
  expireShared(exact.tags, exact.paths);
  markSharedStale(stale.tags, stale.paths);
  expireLocal(exact.tags, exact.paths);
  markLocalStale(stale.tags, stale.paths);
  // And the HTTP cache in front of the instances, for what must be exact (lib/cache/front.ts).
  // The front cache keys pages by their public address: `/en/...` is the English route behind `/...`.
  purgeFromFront([...new Set(exact.paths.map(publicAddress))]);
  try {
    for (const tag of exact.tags) revalidateTag(tag, { expire: 0 });
    for (const path of exact.paths) revalidatePath(path);
    // "max": Next.js's profile for "serve the old one while a new one is made" (the handlers keep the mark).
    for (const tag of stale.tags) revalidateTag(tag, "max");
  } catch (error) {
    // Outside a Next.js request (the job worker, scripts, unit tests) Next.js has no cache to reach: the
    // direct expiries above have done it.
    if (!(error instanceof Error && /static generation store|workStore|outside a request/i.test(error.message)))
      throw error;
  }
  return tags;
}
