import {
  FILTER_AMENITIES,
  FURNISHING,
  LISTING_TYPES,
  POSTED_BY,
  PROPERTY_TYPES,
  TENANT_TYPES,
} from "@/domain/listings/options";
import { DISTANCE_SORT, MAX_RADIUS_KM, MIN_RADIUS_KM, RADIUS_MESSAGE } from "@/lib/listings/geo-words";

/**
 * The one vocabulary of listing searches: the words a search may use, each declared once in a table below,
 * with the values and bounds it accepts. Everything else is derived from the tables:
 *
 * - the lenient reader of a page's URL and the canonical query string (`query-string.ts`): an unknown or
 *   malformed value falls back to its default, old links still read, and a query has one spelling for
 *   links, cache keys and stored searches;
 * - the strict parser of the API (`query-schema.ts`, zod; kept apart so pages' scripts that only build links
 *   carry no zod): unknown words and bad values are refused;
 * - the database filter and sort orders (`filter.ts`, server only);
 * - the addresses and labels of the pages that search (`links/`: the list page, the home page, the place
 *   pages, compare, and the filters' labels).
 *
 * Browser-safe: option lists only.
 */

// ---------------------------------------------------------------------------------------------------------
// Sizes and bounds

/** A paged request without a limit gets 12 listings, the size of one /properties page. */
export const DEFAULT_PAGE_SIZE = 12;
/**
 * The /properties grid shows 12 listings a page: its own name, equal to the default limit on purpose.
 * @alias
 */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** No client may ask for more than 60 listings a page. */
const MAX_PAGE_SIZE = 60;
/** Clients of the old API fetch every listing without paging; they get at most this many. */
export const UNPAGED_CAP = 500;
const MAX_PAGE = 10_000;

/** A search for a number of bedrooms accepts 1 to 10; the list page offers 1 to 4. */
const MIN_BHK = 1;
const MAX_BHK = 10;
export const CHIP_BHKS = [1, 2, 3, 4] as const;

/** Free text (keyword, nearby) is at most 100 characters, a city name 60. */
const MAX_SEARCH_TEXT = 100;
const MAX_CITY_TEXT = 60;

/** The highest price in rupees a listing may have and a search may name (₹1,000 crore). */
export const MAX_PRICE = 10_000_000_000;
/** The digits a price field takes at most. */
export const MAX_PRICE_DIGITS = String(MAX_PRICE).length;

/** The admin's listing table: 20 rows a page, at most 100 (the cap of every admin table). */
const ADMIN_LIST_PAGE_SIZE = 20;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;

export const PRICE_ORDER_MESSAGE = "Minimum price cannot be above maximum price";

/** A search's area bounds, in square feet of super built-up area: 1 to 999,999. */
export const MAX_AREA = 999_999;
export const AREA_ORDER_MESSAGE = "Minimum area cannot be above maximum area";

/** An area bound typed in a form ("1,200"): whole square feet, 1 to MAX_AREA, else no bound. */
export function parseArea(value: string | undefined): number | undefined {
  const digits = (value ?? "").replace(/[\s,]/g, "");
  if (!/^\d{1,6}$/.test(digits)) return undefined;
  const area = Number(digits);
  return area >= 1 && area <= MAX_AREA ? area : undefined;
}

/** Whether both area bounds are given and the wrong way round. */
export function areasReversed(minArea: number | null | undefined, maxArea: number | null | undefined): boolean {
  return Boolean(minArea && maxArea && minArea > maxArea);
}

/** Whether a text is a real calendar day written YYYY-MM-DD ("2027-02-30" is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A price of 0 (or none) is no bound, so only two real bounds can be the wrong way round. */
export function pricesReversed(minPrice: number | null | undefined, maxPrice: number | null | undefined): boolean {
  return Boolean(minPrice && maxPrice && minPrice > maxPrice);
}

// ---------------------------------------------------------------------------------------------------------
// Sorts

/** The public orders. Featured listings first, then the newest, unless asked otherwise. */
export const LISTING_SORTS = ["featured", "price_asc", "price_desc", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = "featured";
/** Every order a public search may ask for: the list's, and by distance when it names a point (`near`). */
export const SEARCH_SORTS = [...LISTING_SORTS, DISTANCE_SORT] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The admin's orders: every listing by age or by price, newest first unless asked otherwise. */
export const ADMIN_LISTING_SORTS = ["newest", "oldest", "price_asc", "price_desc"] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
export const ADMIN_DEFAULT_SORT: AdminListingSort = "newest";

/** Every order a listing search can name; the database's sort for each is in filter.ts. */
export type AnyListingSort = SearchSort | AdminListingSort;

/** The admin table's older names of two orders; still accepted. */
const OLD_SORT_NAMES = { "price-asc": "price_asc", "price-desc": "price_desc" } as const;

/**
 * The admin table's statuses: pending is a public submission (or an owner's edit) waiting for approval;
 * closed, taken off by its owner; rejected, an owner's submission the team turned down.
 */
export const ADMIN_LISTING_STATUSES = ["all", "active", "inactive", "pending", "closed", "rejected"] as const;
export type AdminListingStatus = (typeof ADMIN_LISTING_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// The tables of words

/** One of a fixed list of values; `aliases` are other spellings read as one of them (case never matters). */
export type ChoiceWord = {
  kind: "choice";
  values: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  default?: string;
};
/** A whole number within bounds; a page's link may add the unit (`2bhk`). */
type CountWord = {
  kind: "count";
  min: number;
  max: number;
  default?: number;
  unit?: string;
  tooSmall?: string;
  tooLarge?: string;
};
/** Rupees, 0 to MAX_PRICE; 0 or empty is no bound. */
type PriceWord = { kind: "price" };
/** Free text, trimmed; empty is absent. */
type TextWord = { kind: "text"; max: number; tooLong: string };
/**
 * Any number of a fixed list of values, comma-separated ("Parking,Lift"); a page's form may also repeat the
 * word. Read back in the list's order, each once, so one set has one spelling.
 */
export type ChoicesWord = { kind: "choices"; values: readonly string[] };
/** A calendar day, YYYY-MM-DD. */
type DateWord = { kind: "date" };
/** A box on the map, "south,west,north,east" in decimal degrees (geo-words.ts). */
type BoundsWord = { kind: "bounds" };
/** A point, "lat,lng" in decimal degrees, or a named landmark's slug ("infocity") (geo-words.ts). */
type NearWord = { kind: "near" };

export type QueryWord = ChoiceWord | CountWord | PriceWord | TextWord | ChoicesWord | DateWord | BoundsWord | NearWord;
export type QueryWords = Readonly<Record<string, QueryWord>>;

/**
 * The public search: GET /api/property/property, the /properties page and every link to it. The order is
 * the order of the canonical query string.
 */
export const LISTING_QUERY_WORDS = {
  /** Rent, sale or land; "sell" is the listing form's word for a sale. */
  type: { kind: "choice", values: LISTING_TYPES, aliases: { sell: "sale" } },
  bhk: { kind: "count", min: MIN_BHK, max: MAX_BHK, unit: "bhk" },
  /** The kind of building: flat, builder floor, house, commercial, or plot. */
  propertyType: { kind: "choice", values: PROPERTY_TYPES },
  furnishing: { kind: "choice", values: FURNISHING },
  postedBy: { kind: "choice", values: POSTED_BY },
  /** "true": only listings whose owner proved the contact number by SMS (the "Phone verified" mark). */
  verified: { kind: "choice", values: ["true"] },
  /** Who will live there: "bachelors" keeps the homes that allow them, "family" every home (no plots). */
  tenant: { kind: "choice", values: TENANT_TYPES },
  /** Amenities the listing must all have ("Parking,Lift"). */
  amenities: { kind: "choices", values: FILTER_AMENITIES },
  /** Keyword over title and location (a locality, a city or a PIN code works too). */
  q: { kind: "text", max: MAX_SEARCH_TEXT, tooLong: "Search text is too long" },
  /**
   * A city or neighbourhood ("Nayapalli", "Khordha"): the Advanced Filters' City / Area field, matched like
   * the keyword against the listing's title and place words, so both narrow the list together.
   */
  area: { kind: "text", max: MAX_SEARCH_TEXT, tooLong: "Area text is too long" },
  minPrice: { kind: "price" },
  maxPrice: { kind: "price" },
  /** Super built-up area bounds in square feet (a listing measured in square metres is converted). */
  minArea: { kind: "count", min: 1, max: MAX_AREA, tooSmall: "minArea must be at least 1 sq ft" },
  maxArea: { kind: "count", min: 1, max: MAX_AREA, tooSmall: "maxArea must be at least 1 sq ft" },
  /** Move in by this day (YYYY-MM-DD): listings available on or before it; a listing without a date is available now. */
  availableBy: { kind: "date" },
  /** The listing's city, exactly as stored ("Khordha"). */
  city: { kind: "text", max: MAX_CITY_TEXT, tooLong: "City name is too long" },
  /** The listing's locality, exactly as stored ("Patia"): what the locality pages show. */
  locality: { kind: "text", max: MAX_CITY_TEXT, tooLong: "Locality name is too long" },
  /** Words matched against the places stored as near each listing ("kiit", "hospital"). */
  nearby: { kind: "text", max: MAX_SEARCH_TEXT, tooLong: "Nearby text is too long" },
  /** The map's visible box ("Search this area"): listings whose point is inside it. */
  bounds: { kind: "bounds" },
  /** Listings within `radius` km of a point or a named landmark; their distance comes with each. */
  near: { kind: "near" },
  radius: {
    kind: "count",
    min: MIN_RADIUS_KM,
    max: MAX_RADIUS_KM,
    unit: "km",
    tooSmall: RADIUS_MESSAGE,
    tooLarge: RADIUS_MESSAGE,
  },
  /** `distance` only with `near`. */
  sort: { kind: "choice", values: SEARCH_SORTS, default: DEFAULT_SORT },
  /** Without page or limit a request asks for the whole list (up to UNPAGED_CAP). */
  page: {
    kind: "count",
    min: 1,
    max: MAX_PAGE,
    tooSmall: "page must be 1 or more",
    tooLarge: `page must be ${MAX_PAGE} or less`,
  },
  limit: { kind: "count", min: 1, max: MAX_PAGE_SIZE },
} as const satisfies QueryWords;

/** The admin's listing table: GET /api/admin/properties. */
export const ADMIN_LISTING_QUERY_WORDS = {
  /** Title and place words, as the public keyword. */
  q: { kind: "text", max: MAX_SEARCH_TEXT, tooLong: "Search text is too long" },
  status: { kind: "choice", values: ADMIN_LISTING_STATUSES, default: "all" },
  sort: { kind: "choice", values: ADMIN_LISTING_SORTS, aliases: OLD_SORT_NAMES, default: ADMIN_DEFAULT_SORT },
  page: { kind: "count", min: 1, max: MAX_PAGE, default: 1, tooSmall: "page must be 1 or more" },
  limit: { kind: "count", min: 1, max: ADMIN_LIST_MAX_PAGE_SIZE, default: ADMIN_LIST_PAGE_SIZE },
} as const satisfies QueryWords;

// ---------------------------------------------------------------------------------------------------------
// Types derived from the tables

type WordValue<W> = W extends { kind: "choice"; values: readonly (infer V)[] }
  ? V
  : W extends { kind: "choices"; values: readonly (infer V)[] }
    ? V[]
    : W extends { kind: "text" } | { kind: "date" } | { kind: "bounds" } | { kind: "near" }
      ? string
      : number;
type WordsWithDefault<T> = { [K in keyof T]: T[K] extends { default: unknown } ? K : never }[keyof T];

/** A query in a table's words, every word optional (server code builds one directly). */
export type QueryOf<T extends QueryWords> = { -readonly [K in keyof T]?: WordValue<T[K]> };
/** A query as a parser gives it: the words that have a default always present. */
export type ParsedQueryOf<T extends QueryWords> = QueryOf<T> & {
  -readonly [K in WordsWithDefault<T>]-?: WordValue<T[K]>;
};

/** A public listing search. */
export type ListingQuery = QueryOf<typeof LISTING_QUERY_WORDS>;
export type ParsedListingQuery = ParsedQueryOf<typeof LISTING_QUERY_WORDS>;
/** The words of a search that choose listings (not their order or the page). */
export type ListingFilterQuery = Omit<ListingQuery, "sort" | "page" | "limit">;
/** A search of the admin's listing table, with its defaults. */
export type AdminListingsQuery = ParsedQueryOf<typeof ADMIN_LISTING_QUERY_WORDS>;
