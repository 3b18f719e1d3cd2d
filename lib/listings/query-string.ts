import { DISTANCE_SORT, readBounds, readNear } from "@/lib/listings/geo-words";
import {
  DEFAULT_SORT,
  isCalendarDate,
  LISTING_QUERY_WORDS,
  MAX_PRICE,
  type ChoicesWord,
  type ChoiceWord,
  type ListingFilterQuery,
  type ListingQuery,
  type ParsedListingQuery,
  type ParsedQueryOf,
  type QueryOf,
  type QueryWord,
  type QueryWords,
} from "@/lib/listings/query-words";

/**
 * A search as a URL carries it, both ways: read leniently from a page's address or form (a malformed value
 * falls back to its default, and old links still read), and written in its one canonical spelling, which
 * links, cache keys and stored searches use. The strict reading of the API is `query-schema.ts`.
 * Browser-safe.
 */

// ---------------------------------------------------------------------------------------------------------
// Reading one word's value

/** The canonical value a choice names, through its aliases and ignoring case, or undefined. */
export function choiceValue(word: ChoiceWord, raw: string): string | undefined {
  const key = raw.trim().toLowerCase();
  const alias = Object.entries(word.aliases ?? {}).find(([name]) => name.toLowerCase() === key)?.[1];
  return word.values.find((value) => value.toLowerCase() === (alias ?? key).toLowerCase());
}

/** "50,000" and "₹ 50000" both read as 50000; anything else, 0 or more than MAX_PRICE is no bound. */
export function parsePrice(value: string | undefined): number | undefined {
  const digits = (value ?? "").replace(/[\s,₹]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  const price = Number(digits);
  return price > 0 && price <= MAX_PRICE ? price : undefined;
}

/** The values a list of choices names, each once, in the list's order; unknown ones are left out. */
export function choicesValue(word: ChoicesWord, raw: string): string[] {
  const named = new Set(raw.split(",").map((part) => choiceValue({ kind: "choice", values: word.values }, part)));
  return word.values.filter((value) => named.has(value));
}

/** A word's value read leniently: undefined when it is missing or malformed. */
export function readWord(word: QueryWord, raw: string): string | number | string[] | undefined {
  switch (word.kind) {
    case "choices": {
      const values = choicesValue(word, raw);
      return values.length ? values : undefined;
    }
    case "date":
      return isCalendarDate(raw.trim()) ? raw.trim() : undefined;
    case "choice":
      return choiceValue(word, raw);
    case "count": {
      const unit = word.unit ? `(?:${word.unit})?` : "";
      const n = Number(new RegExp(`^(\\d{1,6})${unit}$`, "i").exec(raw.trim())?.[1]);
      return Number.isInteger(n) && n >= word.min && n <= word.max ? n : undefined;
    }
    case "price":
      return parsePrice(raw);
    case "text":
      return raw.trim().slice(0, word.max).trim() || undefined;
    case "bounds":
      return readBounds(raw).value;
    case "near":
      return readNear(raw).value;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Lenient reading (pages' URLs)

export type RawParams = Record<string, string | string[] | undefined>;
type ListingWord = keyof typeof LISTING_QUERY_WORDS;

/** A URL's or a form's parameters as a page reads them: a word given more than once keeps every value. */
export function rawParams(entries: Iterable<[string, unknown]>): RawParams {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    const before = out[key];
    out[key] = before === undefined ? value : [before, value].flat();
  }
  return out;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Links written before the vocabulary was one: `?query=` was the page's keyword; `?type=2BHK` asked for two
 * bedrooms of any type.
 */
function upgradeOldLink(params: RawParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    // A form's checkboxes repeat a list's word (?amenities=Parking&amenities=Lift): every one counts.
    const isList =
      Object.hasOwn(LISTING_QUERY_WORDS, key) && LISTING_QUERY_WORDS[key as ListingWord].kind === "choices";
    const v = isList && Array.isArray(value) ? value.join(",") : first(value);
    if (v !== undefined) out[key] = v;
  }
  if (out.q === undefined && out.query !== undefined) out.q = out.query;
  delete out.query;
  const bedrooms = /^\s*(\d+)\s*bhk\s*$/i.exec(out.type ?? "");
  if (bedrooms) {
    delete out.type;
    out.bhk ??= bedrooms[1];
  }
  return out;
}

/** A query read from a table's words leniently: unknown words are ignored, bad values give the default. */
export function readQuery<T extends QueryWords>(words: T, params: Record<string, string | undefined>) {
  const query: Record<string, string | number | string[]> = {};
  for (const [name, word] of Object.entries(words)) {
    const raw = params[name];
    const value = raw === undefined ? undefined : readWord(word, raw);
    const fallback = "default" in word ? word.default : undefined;
    if (value !== undefined) query[name] = value;
    else if (fallback !== undefined) query[name] = fallback;
  }
  return query as ParsedQueryOf<T>;
}

/** A public search read from a link, leniently, old links included. */
export function readListingQuery(params: RawParams): ParsedListingQuery {
  const query = readQuery(LISTING_QUERY_WORDS, upgradeOldLink(params));
  // A plot has no bedrooms, furnishing or tenants.
  if (query.type === "land") {
    delete query.bhk;
    delete query.furnishing;
    delete query.tenant;
  }
  // A radius and the distance order mean nothing without a point.
  if (!query.near) {
    delete query.radius;
    if (query.sort === DISTANCE_SORT) query.sort = DEFAULT_SORT;
  }
  return query;
}

// ---------------------------------------------------------------------------------------------------------
// The canonical query string

const isDefault = (word: QueryWord, value: unknown) => "default" in word && word.default === value;

/** A query in a table's words as URL parameters: table order, empty values and defaults left out. */
export function querySearchParams<T extends QueryWords>(words: T, query: QueryOf<T>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, word] of Object.entries(words)) {
    const value = (query as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === "" || isDefault(word, value)) continue;
    if (Array.isArray(value)) {
      // The list's order, each value once: one set, one spelling.
      const listed = word.kind === "choices" ? word.values.filter((v) => value.includes(v)) : value;
      if (listed.length) params.set(name, listed.join(","));
      continue;
    }
    params.set(name, String(value));
  }
  return params;
}

/**
 * The one spelling of a public search ("type=rent&bhk=2&q=patia"): what links, cache keys and stored
 * searches use. The strict parser (query-schema.ts) reads it back to the same query.
 */
export function listingQueryString(query: ListingQuery): string {
  return querySearchParams(LISTING_QUERY_WORDS, query).toString();
}

/** The words of a search that choose listings, without its order and paging. */
export function listingFilterQuery(query: ListingQuery): ListingFilterQuery {
  const { sort, page, limit, ...filters } = query;
  void sort;
  void page;
  void limit;
  return filters;
}

/** A search's query string without its paging: what a saved search keeps. */
export const listFilterQueryString = (query: ListingQuery): string => {
  const { page, limit, ...rest } = query;
  void page;
  void limit;
  return listingQueryString(rest);
};

/** Whether a query asks for one page of listings; without page or limit it asks for the whole list. */
export function isPagedQuery(query: ListingQuery): boolean {
  return query.page !== undefined || query.limit !== undefined;
}
