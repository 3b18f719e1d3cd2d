import { LISTING_TYPES, type ListingType } from "@/lib/listings/options";
import type { PropertiesQuery } from "@/lib/validation/listing-query-schema";

/**
 * The words of a listing search, shared by the API (GET /api/property/property), the /properties page and
 * the home search: sort names, page sizes and the mappings between a page URL, a form and the typed query
 * the listing service reads. The API's zod schema is in listing-query-schema.ts, so the pages' scripts that
 * only build URLs and queries do not carry zod. Browser-safe: option lists only.
 */

// ---------------------------------------------------------------------------------------------------------
// Vocabulary

export const LISTING_SORTS = ["featured", "price_asc", "price_desc", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** Featured listings first, then the newest. */
export const DEFAULT_SORT: ListingSort = "featured";

const SORT_LABELS: Record<ListingSort, string> = {
  featured: "Featured",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  newest: "Newest",
};
export const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** A paged request without a limit gets 12 listings, the size of one /properties page. */
export const DEFAULT_PAGE_SIZE = 12;
/** The /properties grid shows 12 listings a page. */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The home page's featured strip shows at most 8 listings, its latest deals 3. */
export const HOME_STRIP_SIZE = 8;
export const LATEST_DEALS_SIZE = 3;
/** No client may ask for more than 60 listings a page. */
export const MAX_PAGE_SIZE = 60;
/** Clients of the old API fetch every listing without paging; they get at most this many. */
export const UNPAGED_CAP = 500;
export const MAX_PAGE = 10_000;

/** A search for a number of bedrooms accepts 1 to 10; the list page offers chips for 1 to 4. */
export const MIN_BHK = 1;
export const MAX_BHK = 10;
export const CHIP_BHKS = [1, 2, 3, 4] as const;

/** Free text (keyword, area, nearby) is at most 100 characters. */
export const MAX_SEARCH_TEXT = 100;

export const PRICE_ORDER_MESSAGE = "Minimum price cannot be above maximum price";

/** A price of 0 (or none) is no bound, so only two real bounds can be the wrong way round. */
export function pricesReversed(minPrice: number | null | undefined, maxPrice: number | null | undefined): boolean {
  return Boolean(minPrice && maxPrice && minPrice > maxPrice);
}

/** Parsed query; every part optional so server code can build one directly. */
export type { PropertiesQuery };

/** The API's query string for a typed query: the reverse of the schema, in a fixed parameter order. */
export function toApiSearchParams(query: PropertiesQuery): URLSearchParams {
  const { sort, page, limit, q, type, bhk, minPrice, maxPrice, city, nearby } = query;
  const entries = Object.entries({ sort, page, limit, q, type, bhk, minPrice, maxPrice, city, nearby });
  return new URLSearchParams(
    entries.filter(([, value]) => value !== undefined && value !== "").map(([key, value]) => [key, String(value)]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The /properties page: its state lives in the URL so back/forward work and a filtered view can be shared.
// Two presets come from links elsewhere: `?type=<chip key>` (rent, sale, land, 1BHK...) and `?query=<text>`.
// A link is read leniently: an unknown or malformed value falls back to its default instead of failing.

const TYPE_CHIP_LABELS: Record<ListingType, string> = { rent: "Rent", sale: "Sale", land: "Land" };
type BhkChipKey = `${(typeof CHIP_BHKS)[number]}BHK`;
export type ChipKey = "all" | ListingType | BhkChipKey;

export const FILTER_CHIPS: ReadonlyArray<{ key: ChipKey; label: string }> = [
  { key: "all", label: "All" },
  ...LISTING_TYPES.map((type) => ({ key: type, label: TYPE_CHIP_LABELS[type] })),
  ...CHIP_BHKS.map((bhk) => ({ key: `${bhk}BHK` as const, label: `${bhk}BHK` })),
];

export type ListFilters = {
  chip: ChipKey;
  /** Keyword over title and location. */
  query: string;
  /** Rupees; null is "no bound" (0 or empty means no bound). */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort;
  /** Advanced: a city or area name, matched like the keyword against the listing's title and location. */
  area: string;
  /** Advanced: words matched against the places stored as near each listing (a college, a hospital...). */
  nearby: string;
  page: number;
};

export const DEFAULT_FILTERS: ListFilters = {
  chip: "all",
  query: "",
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
  area: "",
  nearby: "",
  page: 1,
};

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const text = (value: string | string[] | undefined) => (first(value) ?? "").trim().slice(0, MAX_SEARCH_TEXT);

/** "50,000" and "₹ 50000" both read as 50000; anything else (or 0) is no bound. */
export function parsePrice(value: string | undefined): number | null {
  const digits = (value ?? "").replace(/[\s,₹]/g, "");
  if (!/^\d{1,11}$/.test(digits)) return null;
  return Number(digits) || null;
}

function parseChip(value: string | undefined): ChipKey {
  const key = (value ?? "").trim().toLowerCase();
  if (key === "sell") return "sale"; // the public listing form's word for it
  return FILTER_CHIPS.find((chip) => chip.key.toLowerCase() === key)?.key ?? "all";
}

export function parseListFilters(params: RawParams): ListFilters {
  const sort = first(params.sort);
  const page = Number(first(params.page));
  return {
    chip: parseChip(first(params.type)),
    query: text(params.query),
    minPrice: parsePrice(first(params.minPrice)),
    maxPrice: parsePrice(first(params.maxPrice)),
    sort: LISTING_SORTS.find((name) => name === sort) ?? DEFAULT_SORT,
    area: text(params.area),
    nearby: text(params.nearby),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical URL of a state: defaults are left out, so the plain list is just /properties. */
export function listHref(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.chip !== DEFAULT_FILTERS.chip) params.set("type", filters.chip);
  if (filters.query) params.set("query", filters.query);
  if (filters.minPrice) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.area) params.set("area", filters.area);
  if (filters.nearby) params.set("nearby", filters.nearby);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `/properties?${search}` : "/properties";
}

/** Whether anything narrows the list (the sort and the page do not). */
export function hasActiveFilters(filters: ListFilters): boolean {
  return listHref({ ...filters, sort: DEFAULT_SORT, page: 1 }) !== "/properties";
}

/** The listing service's input for a state: the chip becomes a type or a BHK, the area joins the keyword. */
export function toPropertiesQuery(filters: ListFilters): PropertiesQuery {
  const bhk = /^(\d+)BHK$/.exec(filters.chip)?.[1];
  const type = LISTING_TYPES.find((name) => name === filters.chip);
  const q = [filters.query, filters.area].filter(Boolean).join(" ");
  return {
    ...(type ? { type } : {}),
    ...(bhk ? { bhk: Number(bhk) } : {}),
    ...(q ? { q } : {}),
    ...(filters.minPrice ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.nearby ? { nearby: filters.nearby } : {}),
    sort: filters.sort,
    page: filters.page,
    limit: LIST_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The home search: location text, listing type (empty = any), min price (empty = 0) and max price (empty =
// unlimited), kept as the form's strings. It filters the featured strip in place, one strip's worth at a
// time, and 'View More Properties' opens /properties with the same type and text.

export type HomeFilters = { location: string; type: ListingType | ""; minPrice: string; maxPrice: string };

export const EMPTY_HOME_FILTERS: HomeFilters = { location: "", type: "", minPrice: "", maxPrice: "" };

const HOME_TYPE_LABELS: Record<ListingType, string> = { rent: "For Rent", sale: "For Sale", land: "Land" };
export const HOME_TYPE_OPTIONS: ReadonlyArray<{ value: HomeFilters["type"]; label: string }> = [
  { value: "", label: "Any type" },
  ...LISTING_TYPES.map((type) => ({ value: type, label: HOME_TYPE_LABELS[type] })),
];

export function hasHomeFilters(f: HomeFilters): boolean {
  return Boolean(f.location.trim() || f.type || f.minPrice.trim() || f.maxPrice.trim());
}

/** A message when the prices cannot be searched, else null (the API would refuse them too). */
export function homePriceProblem(f: HomeFilters): string | null {
  const [min, max] = [f.minPrice.trim(), f.maxPrice.trim()];
  for (const value of [min, max]) {
    if (value && !/^\d+$/.test(value)) return "Prices must be whole rupees, 0 or more";
  }
  return pricesReversed(Number(min), Number(max)) ? PRICE_ORDER_MESSAGE : null;
}

/** The strip's query for the home filters: featured first, first page, one strip long. */
export function homeStripQuery(f: HomeFilters): PropertiesQuery {
  const [location, minPrice, maxPrice] = [f.location.trim(), f.minPrice.trim(), f.maxPrice.trim()];
  return {
    sort: DEFAULT_SORT,
    page: 1,
    limit: HOME_STRIP_SIZE,
    ...(location ? { q: location } : {}),
    ...(f.type ? { type: f.type } : {}),
    ...(minPrice ? { minPrice: Number(minPrice) } : {}),
    ...(maxPrice ? { maxPrice: Number(maxPrice) } : {}),
  };
}

/** Where 'View More Properties' leads: the listing search with the same type and text preset. */
export function homeResultsHref(f: HomeFilters): string {
  return listHref({ ...DEFAULT_FILTERS, chip: f.type || DEFAULT_FILTERS.chip, query: f.location.trim() });
}
