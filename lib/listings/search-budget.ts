import { RateLimitedError } from "@/lib/errors";
import type { ListingQuery } from "@/lib/listings/query-words";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";

/**
 * Two limits on map-area and distance searches (a map search is one that names `bounds` or `near`; `radius`
 * and `sort=distance` are only read with `near`, so they are map searches too). Such a search reads points
 * and measures distances before its page (geo-search.ts), and distinct coordinates miss the data cache, so
 * each request the cache cannot answer is checked before the search runs; an answer from the cache and a
 * malformed search (400) cost nothing. Searches by words and filters alone are never counted.
 * - Per client address (LIMITS.mapSearchPerIpMinute and LIMITS.mapSearchPerIpHourly: 20 a minute, 200 an
 *   hour): one client cannot send more than a person panning a map would.
 * - Per process (MAP_SEARCHES_AT_ONCE): many clients from many addresses, each within its allowance, still
 *   cannot fill the database's read slots (lib/db/read-queue.ts) with wide searches; the next one is refused
 *   at once with a short Retry-After instead of waiting behind them, so sign-ins and ordinary searches keep
 *   their speed.
 */
export const isMapSearch = (query: Pick<ListingQuery, "bounds" | "near">): boolean =>
  Boolean(query.bounds || query.near);

/** "Too many map and distance searches from your network. Please try again in 45 seconds." */
export const tooManyMapSearches = tooManyFromNetwork("map and distance searches");

/**
 * Map searches the cache could not answer that one process reads at once (running or waiting for a read
 * slot): half of the read slots, so the other half always serves everything else.
 */
export const MAP_SEARCHES_AT_ONCE = 3;
/** A wide search on the embedded engine takes about a second alone: a few seconds frees a slot. */
export const MAP_SEARCH_BUSY_SECONDS = 5;
export const MAP_SEARCHES_BUSY = `Map and distance searches are busy right now. Please try again in ${MAP_SEARCH_BUSY_SECONDS} seconds.`;

const globals = globalThis as { __mapSearchesInProgress?: { count: number } };
const inProgress = (globals.__mapSearchesInProgress ??= { count: 0 });

/** Map searches being read in this process now. */
export const mapSearchesInProgress = (): number => inProgress.count;

/** Takes one of the process's map-search places, or refuses with 429; the answer gives it back (once). */
export function takeMapSearchPlace(): () => void {
  if (inProgress.count >= MAP_SEARCHES_AT_ONCE) {
    throw new RateLimitedError(MAP_SEARCHES_BUSY, MAP_SEARCH_BUSY_SECONDS, { code: "busy" });
  }
  inProgress.count += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    inProgress.count -= 1;
  };
}

/**
 * Admits a map search the cache could not answer: a place in the process, then the client address's budget
 * (429 with Retry-After when either is used up; a search refused for the process's sake costs the address
 * nothing). Answers what gives the place back once the search has been read; nothing for other searches.
 */
export async function admitMapSearch(query: ListingQuery, ip: string): Promise<(() => void) | undefined> {
  if (!isMapSearch(query)) return undefined;
  const giveBack = takeMapSearchPlace();
  try {
    await consumeOrRefuse(
      [
        { rule: LIMITS.mapSearchPerIpMinute, key: ip },
        { rule: LIMITS.mapSearchPerIpHourly, key: ip },
      ],
      tooManyMapSearches,
    );
  } catch (error) {
    giveBack();
    throw error;
  }
  return giveBack;
}
