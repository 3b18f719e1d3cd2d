import type { ListingQuery } from "@/lib/listings/query-words";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";

/**
 * The per-address budget of map-area and distance searches (LIMITS.mapSearchPerIpMinute and
 * LIMITS.mapSearchPerIpHourly: 20 a minute, 200 an hour). A map search is one that names `bounds` or
 * `near`; `radius` and `sort=distance` are only read with `near`, so they are map searches too. Such a
 * search reads points and measures distances before its page (geo-search.ts), and distinct coordinates
 * miss the data cache, so it is counted per client address, once per request the cache cannot answer,
 * before the search runs; an answer from the cache and a malformed search (400) cost nothing. Searches by
 * words and filters alone are never counted.
 */
export const isMapSearch = (query: Pick<ListingQuery, "bounds" | "near">): boolean =>
  Boolean(query.bounds || query.near);

/** "Too many map and distance searches from your network. Please try again in 45 seconds." */
export const tooManyMapSearches = tooManyFromNetwork("map and distance searches");

/** Counts a map search against the client address's budget; 429 with Retry-After once it is used up. */
export async function spendMapSearchBudget(query: ListingQuery, ip: string): Promise<void> {
  if (!isMapSearch(query)) return;
  await consumeOrRefuse(
    [
      { rule: LIMITS.mapSearchPerIpMinute, key: ip },
      { rule: LIMITS.mapSearchPerIpHourly, key: ip },
    ],
    tooManyMapSearches,
  );
}
