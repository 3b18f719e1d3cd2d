import type { ListingType } from "@/domain/listings/options";
import { DEFAULT_SORT, type ListingQuery } from "@/lib/listings/query-words";
import { listingQueryString, readListingQuery, type RawParams } from "@/lib/listings/query-string";
import { listHref } from "@/lib/listings/links/list-page";
import { PLACE_KINDS, type PlaceKind } from "@/lib/listings/links/browse";
import { placeSlug } from "@/domain/geo/place-slug";

/**
 * Place pages: the public result pages of one kind of listing in a city or one of its localities
 * (/rent/bhubaneswar, /buy/bhubaneswar/saheed-nagar, /plots/khordha/jatni). Their paths are made here, from
 * the stored names, by the one slug function; their query is the public search's words that narrow them.
 * Browser-safe.
 */

/** The site's first city: where a search without a place looks. */
export const DEFAULT_CITY = "Bhubaneswar";

const KIND_OF_TYPE = Object.fromEntries(Object.entries(PLACE_KINDS).map(([kind, type]) => [type, kind])) as Record<
  ListingType,
  PlaceKind
>;

/** The path segment of a listing type: rent, buy or plots. */
export const placeKind = (type: ListingType): PlaceKind => KIND_OF_TYPE[type];

/** The listing type of a first segment, or undefined when it names none. */
export const kindType = (segment: string): ListingType | undefined =>
  Object.hasOwn(PLACE_KINDS, segment) ? PLACE_KINDS[segment as PlaceKind] : undefined;

/** A place: a listing type in a city, and optionally one of its localities (stored names, not slugs). */
export type Place = { type: ListingType; city: string; locality?: string };

/** The words that narrow a place page: the public search's, without those the path already says. */
export const PLACE_QUERY_WORDS = [
  "bhk",
  "propertyType",
  "furnishing",
  "postedBy",
  "verified",
  "tenant",
  "amenities",
  "q",
  "minPrice",
  "maxPrice",
  "minArea",
  "maxArea",
  "availableBy",
  "bounds",
  "near",
  "radius",
  "sort",
  "page",
] as const;
export type PlaceQuery = Pick<ListingQuery, (typeof PLACE_QUERY_WORDS)[number]>;

/** The path of a place page, without its query. */
export function placePath(place: Place): string {
  const parts = [placeKind(place.type), placeSlug(place.city), place.locality ? placeSlug(place.locality) : ""];
  return `/${parts.filter(Boolean).map(encodeURIComponent).join("/")}`;
}

/** A place page's query words from a public search: the narrowing ones only, a plot without bedrooms. */
export function placeQuery(query: ListingQuery, type?: ListingType): PlaceQuery {
  const out: PlaceQuery = {};
  for (const word of PLACE_QUERY_WORDS) {
    const value = query[word];
    if (value !== undefined) (out as Record<string, unknown>)[word] = value;
  }
  if (type === "land") {
    delete out.bhk;
    delete out.furnishing;
    delete out.tenant;
  }
  return out;
}

/** A place page's query read from its URL leniently, as the list page reads its own (readListingQuery). */
export function readPlaceQuery(params: RawParams, type?: ListingType): PlaceQuery {
  const { page, sort, ...query } = placeQuery(readListingQuery(params), type);
  return { ...query, ...(sort && sort !== DEFAULT_SORT ? { sort } : {}), ...(page && page > 1 ? { page } : {}) };
}

/** The canonical query string of a place page: the vocabulary's spelling, defaults (sort, page 1) left out. */
export function placeQueryString(query: PlaceQuery): string {
  return listingQueryString({ ...query, page: query.page === 1 ? undefined : query.page });
}

/** The canonical URL of a place page with a query ("/rent/bhubaneswar/patia?bhk=2&page=2"). */
export function placeHref(place: Place, query: PlaceQuery = {}): string {
  const search = placeQueryString(placeQuery(query, place.type));
  return search ? `${placePath(place)}?${search}` : placePath(place);
}

/** Whether a query keeps a place page indexable: only the bedrooms and the page may be set. */
export function isIndexablePlaceQuery(query: PlaceQuery): boolean {
  return Object.entries(query).every(
    ([word, value]) =>
      value === undefined || word === "bhk" || word === "page" || (word === "sort" && value === DEFAULT_SORT),
  );
}

/** The same search on the members' list page. */
export function placeListHref(place: Place, query: PlaceQuery = {}): string {
  return listHref({ ...query, type: place.type, city: place.city, locality: place.locality });
}
