import type { ListingType } from "@/domain/listings/options";
import { DEFAULT_SORT, LISTING_QUERY_WORDS, type ParsedListingQuery } from "@/lib/listings/query-words";
import { readWord } from "@/lib/listings/query-string";
import { DISTANCE_SORT } from "@/lib/listings/geo-words";
import { budgetPresets } from "@/lib/listings/links/filter-labels";
import { DEFAULT_CITY, placeHref, placeKind } from "@/lib/listings/links/place-pages";

/** The home page: its strips, its links into the list and place pages, and the hero's search. Browser-safe. */

/** The home page's featured strip shows at most 8 listings, its latest deals 3. */
export const HOME_STRIP_SIZE = 8;
export const LATEST_DEALS_SIZE = 3;

/** The home strip: featured first, first page, one strip long. */
export const HOME_STRIP_QUERY: ParsedListingQuery = { sort: DEFAULT_SORT, page: 1, limit: HOME_STRIP_SIZE };
/** The latest deals: the newest few. */
export const LATEST_DEALS_QUERY: ParsedListingQuery = { sort: "newest", page: 1, limit: LATEST_DEALS_SIZE };

/** The hero's tabs: a family renting, buying or looking for a plot. */
export const HERO_TYPES: ReadonlyArray<{ type: ListingType; label: string }> = [
  { type: "rent", label: "Rent" },
  { type: "sale", label: "Buy" },
  { type: "land", label: "Plots" },
];

/**
 * The hero search as its form holds it: a locality or PIN, a type, a budget preset's index ("" = any), and
 * optionally a landmark to search near ("" or absent = anywhere).
 */
export type HeroSearch = { location: string; type: ListingType; budget: string; near?: string };

/**
 * Where the hero search leads, for everyone: a known locality's page (`knownLocalities`, the suggestions'
 * names, matched ignoring case), else the city's page with the text (a PIN code, free words) as keyword.
 * The budget preset becomes the page's price bounds; a landmark, a search near it, nearest first.
 */
export function heroSearchHref(search: HeroSearch, knownLocalities: readonly string[] = []): string {
  const preset = search.budget === "" ? undefined : budgetPresets(search.type)[Number(search.budget)];
  const text = readWord(LISTING_QUERY_WORDS.q, search.location) as string | undefined;
  const locality = text && knownLocalities.find((name) => name.toLowerCase() === text.toLowerCase());
  const near = search.near ? (readWord(LISTING_QUERY_WORDS.near, search.near) as string | undefined) : undefined;
  const prices = {
    minPrice: preset?.minPrice,
    maxPrice: preset?.maxPrice,
    ...(near ? { near, sort: DISTANCE_SORT } : {}),
  };
  return locality
    ? placeHref({ type: search.type, city: DEFAULT_CITY, locality }, prices)
    : placeHref({ type: search.type, city: DEFAULT_CITY }, { ...prices, q: text });
}

/** A home page link to the rentals of a locality in the site's first city. */
export const localityHref = (locality: string) => placeHref({ type: "rent", city: DEFAULT_CITY, locality });

/**
 * A home page link to a kind of listing, on the public pages: plots (every city's, /plots), or the first
 * city's rentals with a number of bedrooms (/rent/bhubaneswar?bhk=2).
 */
export const categoryHref = (category: { type?: ListingType; bhk?: number }) =>
  category.type === "land"
    ? `/${placeKind("land")}`
    : placeHref({ type: category.type ?? "rent", city: DEFAULT_CITY }, { bhk: category.bhk });
