import type { ListingQuery, ParsedListingQuery } from "@/lib/listings/query-words";
import { DEFAULT_SORT, LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import {
  listingFilterQuery,
  listingQueryString,
  rawParams,
  readListingQuery,
  type RawParams,
} from "@/lib/listings/query-string";

/**
 * The list page, /properties: its state lives in the URL so back/forward work and a filtered view can be
 * shared. The type (rent, sale, land) and the number of bedrooms are separate filters that combine.
 * Browser-safe.
 */

/** The page's state: a public search without a limit (the page has its own size), always with a page. */
export type ListFilters = Omit<ParsedListingQuery, "limit" | "page"> & { page: number };

export const LIST_PATH = "/properties";

export const DEFAULT_FILTERS: ListFilters = { sort: DEFAULT_SORT, page: 1 };

export function parseListFilters(params: RawParams): ListFilters {
  const { limit, page, ...query } = readListingQuery(params);
  void limit;
  return { ...query, page: page ?? 1 };
}

/** The canonical query string of a list page: defaults are left out, so the plain list's is "". */
export function listQueryString(query: Omit<ListingQuery, "limit"> = {}): string {
  return listingQueryString({ ...query, page: query.page === 1 ? undefined : query.page });
}

/** The canonical URL of a list page: the plain list is just /properties. */
export function listHref(query: Omit<ListingQuery, "limit"> = {}): string {
  const search = listQueryString(query);
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

/**
 * The route proxy.ts rewrites each /properties state to, with its canonical query string as the last
 * segment ("_" for the plain list), so every state is one full-page-cache entry.
 */
export const LIST_STATE_PATH = "/properties/search";
export const PLAIN_LIST_STATE = "_";

/** The filters of a list state from its route segment: the canonical query string, or "_" for none. */
export function listStateFilters(segment: string | null): ListFilters {
  if (!segment || segment === PLAIN_LIST_STATE) return parseListFilters({});
  let search = segment;
  try {
    search = decodeURIComponent(segment);
  } catch {
    // Already decoded, with a literal "%" left in it.
  }
  return parseListFilters(rawParams(new URLSearchParams(search)));
}

/** Whether anything narrows the list (the sort and the page do not). */
export function hasActiveFilters(filters: ListingQuery): boolean {
  return listingQueryString(listingFilterQuery(filters)) !== "";
}

/** The listing service's input for the page's state: one page of the grid. */
export function toPropertiesQuery(filters: ListFilters): ParsedListingQuery {
  return { ...filters, limit: LIST_PAGE_SIZE };
}
