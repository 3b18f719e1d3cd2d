import {
  FILTER_AMENITIES,
  FURNISHING,
  LISTING_TYPES,
  POSTED_BY,
  PROPERTY_TYPES,
  TENANT_TYPES,
  type FilterAmenity,
  type Furnishing,
  type ListingType,
  type PostedBy,
  type TenantType,
} from "@/lib/listings/options";

/**
 * The one vocabulary of listing searches: the words a search may use, each declared once in a table below,
 * with the values and bounds it accepts. Everything else is derived from the tables:
 *
 * - the lenient reader of a page's URL (`readListingQuery`, `parseListFilters`): an unknown or malformed
 *   value falls back to its default, and old links (`?query=`, `?type=2BHK`, `?type=sell`) still
 *   read;
 * - the strict parser of the API (`query-schema.ts`, zod; kept apart so pages' scripts that only build links
 *   carry no zod): unknown words and bad values are refused;
 * - the canonical query string (`listingQueryString`): the words in table order, defaults left out, so a
 *   query has one spelling for links, cache keys and stored searches, and parsing it gives the query back;
 * - the database filter and sort orders (`filter.ts`, server only);
 * - the links to the list page (`listHref`, `heroSearchHref`, the home page's category and location links).
 *
 * Browser-safe: option lists only.
 */

// ---------------------------------------------------------------------------------------------------------
// Sizes and bounds

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

/** A search for a number of bedrooms accepts 1 to 10; the list page offers 1 to 4. */
export const MIN_BHK = 1;
export const MAX_BHK = 10;
export const CHIP_BHKS = [1, 2, 3, 4] as const;

/** Free text (keyword, nearby) is at most 100 characters, a city name 60. */
export const MAX_SEARCH_TEXT = 100;
export const MAX_CITY_TEXT = 60;

/** The highest price in rupees a listing may have and a search may name (₹1,000 crore). */
export const MAX_PRICE = 10_000_000_000;
/** The digits a price field takes at most. */
export const MAX_PRICE_DIGITS = String(MAX_PRICE).length;

/** The admin's listing table: 20 rows a page, at most 100 (the cap of every admin table). */
export const ADMIN_LIST_PAGE_SIZE = 20;
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

/** The admin's orders: every listing by age or by price, newest first unless asked otherwise. */
export const ADMIN_LISTING_SORTS = ["newest", "oldest", "price_asc", "price_desc"] as const;
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];
export const ADMIN_DEFAULT_SORT: AdminListingSort = "newest";

/** Every order a listing search can name; the database's sort for each is in filter.ts. */
export type AnyListingSort = ListingSort | AdminListingSort;

/** The admin table's older names of two orders; still accepted. */
const OLD_SORT_NAMES = { "price-asc": "price_asc", "price-desc": "price_desc" } as const;

const SORT_LABELS: Record<ListingSort, string> = {
  featured: "Featured",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  newest: "Newest",
};
export const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * The admin table's statuses: pending is a public submission (or an owner's edit) waiting for approval;
 * closed, taken off by its owner; rejected, an owner's submission the team turned down.
 */
export const ADMIN_LISTING_STATUSES = ["all", "active", "inactive", "pending", "closed", "rejected"] as const;
export type AdminListingStatus = (typeof ADMIN_LISTING_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// The tables of words

/** One of a fixed list of values; `aliases` are other spellings read as one of them (case never matters). */
type ChoiceWord = {
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
type ChoicesWord = { kind: "choices"; values: readonly string[] };
/** A calendar day, YYYY-MM-DD. */
type DateWord = { kind: "date" };

export type QueryWord = ChoiceWord | CountWord | PriceWord | TextWord | ChoicesWord | DateWord;
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
  sort: { kind: "choice", values: LISTING_SORTS, default: DEFAULT_SORT },
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
    : W extends { kind: "text" } | { kind: "date" }
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

/** The former name of a public listing search. */
export type PropertiesQuery = ListingQuery;

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
function readWord(word: QueryWord, raw: string): string | number | string[] | undefined {
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

// ---------------------------------------------------------------------------------------------------------
// The /properties page: its state lives in the URL so back/forward work and a filtered view can be shared.
// The type (rent, sale, land) and the number of bedrooms are separate filters that combine.

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

export type TypeKey = "all" | ListingType;

export const TYPE_OPTIONS: ReadonlyArray<{ key: TypeKey; label: string }> = [
  { key: "all", label: "All" },
  { key: "rent", label: "Rent" },
  { key: "sale", label: "Sale" },
  { key: "land", label: "Land" },
];

export const POSTED_BY_LABELS: Record<PostedBy, string> = { owner: "Owner", agent: "Agent" };

export const TENANT_LABELS: Record<TenantType, string> = { family: "Family", bachelors: "Bachelors" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Jan 2027" for "2027-01-05", the same on the server and in every browser. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** "500 – 1,200 sq ft", "From 500 sq ft", "Up to 1,200 sq ft", or null without bounds. */
export function areaLabel(filters: Pick<ListingQuery, "minArea" | "maxArea">): string | null {
  const sqft = (n: number) => n.toLocaleString("en-IN");
  const { minArea, maxArea } = filters;
  if (minArea && maxArea) return `${sqft(minArea)} – ${sqft(maxArea)} sq ft`;
  if (minArea) return `From ${sqft(minArea)} sq ft`;
  return maxArea ? `Up to ${sqft(maxArea)} sq ft` : null;
}

// ---------------------------------------------------------------------------------------------------------
// Budgets: a rent is a monthly sum in thousands, a sale or a plot a lump sum in lakh and crore, so each
// kind of listing has presets of its own.

export type BudgetPreset = { label: string; minPrice?: number; maxPrice?: number };

const LAKH = 100_000;
const CRORE = 100 * LAKH;

const RENT_BUDGETS: BudgetPreset[] = [
  { label: "Under ₹10k/mo", maxPrice: 10_000 },
  { label: "₹10k–20k/mo", minPrice: 10_000, maxPrice: 20_000 },
  { label: "₹20k–35k/mo", minPrice: 20_000, maxPrice: 35_000 },
  { label: "Over ₹35k/mo", minPrice: 35_000 },
];
const PURCHASE_BUDGETS: BudgetPreset[] = [
  { label: "Under ₹30 L", maxPrice: 30 * LAKH },
  { label: "₹30–60 L", minPrice: 30 * LAKH, maxPrice: 60 * LAKH },
  { label: "₹60 L–1 Cr", minPrice: 60 * LAKH, maxPrice: CRORE },
  { label: "Over ₹1 Cr", minPrice: CRORE },
];

/** The presets that fit a type; none when rents and sale prices are mixed. */
export function budgetPresets(type: ListingType | TypeKey | undefined): BudgetPreset[] {
  if (type === "rent") return RENT_BUDGETS;
  if (type === "sale" || type === "land") return PURCHASE_BUDGETS;
  return [];
}

export function isPresetActive(preset: BudgetPreset, filters: Pick<ListingQuery, "minPrice" | "maxPrice">): boolean {
  return preset.minPrice === filters.minPrice && preset.maxPrice === filters.maxPrice;
}

/** "₹10k–20k/mo" when the bounds are a preset's, else "₹5,000 – ₹40,000", "From ₹5,000", "Up to ₹40,000". */
export function budgetLabel(filters: Pick<ListingQuery, "type" | "minPrice" | "maxPrice">): string | null {
  if (!filters.minPrice && !filters.maxPrice) return null;
  const preset = budgetPresets(filters.type).find((p) => isPresetActive(p, filters));
  if (preset) return preset.label;
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  if (filters.minPrice && filters.maxPrice) return `${rupees(filters.minPrice)} – ${rupees(filters.maxPrice)}`;
  return filters.minPrice ? `From ${rupees(filters.minPrice)}` : `Up to ${rupees(filters.maxPrice!)}`;
}

/** One removable chip per active filter, with the state that remains once it is removed. */
export function activeFilterChips(filters: ListFilters): Array<{ label: string; without: ListFilters }> {
  const base = { ...filters, page: 1 };
  const without = (...words: Array<keyof ListingFilterQuery>): ListFilters => {
    const rest: ListFilters = { ...base };
    for (const word of words) delete rest[word];
    return rest;
  };
  const budget = budgetLabel(filters);
  const area = areaLabel(filters);
  const chips: Array<{ label: string; without: ListFilters } | null> = [
    filters.type ? { label: TYPE_OPTIONS.find((o) => o.key === filters.type)!.label, without: without("type") } : null,
    filters.bhk ? { label: `${filters.bhk} BHK`, without: without("bhk") } : null,
    budget ? { label: budget, without: without("minPrice", "maxPrice") } : null,
    filters.furnishing ? { label: filters.furnishing, without: without("furnishing") } : null,
    filters.postedBy
      ? { label: `By ${POSTED_BY_LABELS[filters.postedBy].toLowerCase()}`, without: without("postedBy") }
      : null,
    filters.propertyType ? { label: filters.propertyType, without: without("propertyType") } : null,
    filters.tenant
      ? { label: filters.tenant === "family" ? "For families" : "Bachelors allowed", without: without("tenant") }
      : null,
    ...(filters.amenities ?? []).map((amenity) => ({
      label: amenity,
      without: { ...base, amenities: filters.amenities!.filter((a) => a !== amenity) },
    })),
    area ? { label: area, without: without("minArea", "maxArea") } : null,
    filters.availableBy
      ? { label: `Available by ${dayLabel(filters.availableBy)}`, without: without("availableBy") }
      : null,
    filters.q ? { label: `“${filters.q}”`, without: without("q") } : null,
    filters.area ? { label: `Area: ${filters.area}`, without: without("area") } : null,
    filters.city ? { label: `In ${filters.city}`, without: without("city") } : null,
    filters.locality ? { label: `Locality: ${filters.locality}`, without: without("locality") } : null,
    filters.nearby ? { label: `Near ${filters.nearby}`, without: without("nearby") } : null,
  ];
  return chips.filter((chip) => chip !== null);
}

// ---------------------------------------------------------------------------------------------------------
// The home page: its strips, its links into the list page, and the hero's search.

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

/** The hero search as its form holds it: a locality or PIN, a type, and a budget preset's index ("" = any). */
export type HeroSearch = { location: string; type: ListingType; budget: string };

/**
 * Where the hero search leads, for everyone: a known locality's page (`knownLocalities`, the suggestions'
 * names, matched ignoring case), else the city's page with the text (a PIN code, free words) as keyword.
 * The budget preset becomes the page's price bounds.
 */
export function heroSearchHref(search: HeroSearch, knownLocalities: readonly string[] = []): string {
  const preset = search.budget === "" ? undefined : budgetPresets(search.type)[Number(search.budget)];
  const text = readWord(LISTING_QUERY_WORDS.q, search.location) as string | undefined;
  const locality = text && knownLocalities.find((name) => name.toLowerCase() === text.toLowerCase());
  const prices = { minPrice: preset?.minPrice, maxPrice: preset?.maxPrice };
  return locality
    ? placeHref({ type: search.type, city: DEFAULT_CITY, locality }, prices)
    : placeHref({ type: search.type, city: DEFAULT_CITY }, { ...prices, q: text });
}

/** A home page link to the rentals of a locality in the site's first city. */
export const localityHref = (locality: string) => placeHref({ type: "rent", city: DEFAULT_CITY, locality });

/** A home page link to a kind of listing: plots, or homes with a number of bedrooms. */
export const categoryHref = (category: { type?: ListingType; bhk?: number }) => listHref(category);

// ---------------------------------------------------------------------------------------------------------
// Place pages: the public result pages of one kind of listing in a city or one of its localities
// (/rent/bhubaneswar, /buy/bhubaneswar/saheed-nagar, /plots/khordha/jatni). Their paths are made here, from
// the stored names, by the one slug function; their query is the public search's words that narrow them.

/** The site's first city: where a search without a place looks. */
export const DEFAULT_CITY = "Bhubaneswar";

/** The first segment of a place page and the listing type it shows. */
export const PLACE_KINDS = { rent: "rent", buy: "sale", plots: "land" } as const satisfies Record<string, ListingType>;
export type PlaceKind = keyof typeof PLACE_KINDS;

const KIND_OF_TYPE = Object.fromEntries(Object.entries(PLACE_KINDS).map(([kind, type]) => [type, kind])) as Record<
  ListingType,
  PlaceKind
>;

/** The path segment of a listing type: rent, buy or plots. */
export const placeKind = (type: ListingType): PlaceKind => KIND_OF_TYPE[type];

/** The listing type of a first segment, or undefined when it names none. */
export const kindType = (segment: string): ListingType | undefined =>
  Object.hasOwn(PLACE_KINDS, segment) ? PLACE_KINDS[segment as PlaceKind] : undefined;

/** How the pages name each kind: "flats and houses for rent in Patia". */
export const PLACE_KIND_LABELS: Record<
  ListingType,
  { noun: string; nounOne: string; phrase: string; tab: string; heading: string }
> = {
  rent: { noun: "flats and houses", nounOne: "flat or house", phrase: "for rent", tab: "Rent", heading: "Rentals" },
  sale: {
    noun: "flats and houses",
    nounOne: "flat or house",
    phrase: "for sale",
    tab: "Buy",
    heading: "Homes for sale",
  },
  land: { noun: "plots", nounOne: "plot", phrase: "for sale", tab: "Plots", heading: "Plots" },
};

/**
 * The slug of a city or locality name: lower case, words joined by hyphens, accents of Latin letters dropped
 * ("Saheed Nagar" → "saheed-nagar", "St. Mary's Rd." → "st-mary-s-rd", "Bhubaneśwar" → "bhubaneswar").
 * Letters of other scripts are kept as they are ("ପାଟିଆ"); the path carries them percent-encoded. Two names
 * with the same slug are the same place (the pages read back a slug through the stored names, which map to it).
 */
export function placeSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/([A-Za-z])\p{M}+/gu, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .normalize("NFC");
}

/** A place: a listing type in a city, and optionally one of its localities (stored names, not slugs). */
export type Place = { type: ListingType; city: string; locality?: string };

/** The words that narrow a place page: the public search's, without those the path already says. */
export const PLACE_QUERY_WORDS = [
  "bhk",
  "propertyType",
  "furnishing",
  "postedBy",
  "tenant",
  "amenities",
  "q",
  "minPrice",
  "maxPrice",
  "minArea",
  "maxArea",
  "availableBy",
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

// ---------------------------------------------------------------------------------------------------------
// Compare: up to three listings side by side (/compare?ids=a,b,c), chosen in the browser without an account.

export const COMPARE_MAX = 3;
export const COMPARE_PATH = "/compare";

const LISTING_ID = /^[0-9a-f]{24}$/i;

/**
 * The listing ids of a compare link: none when it names none; null when it is malformed (something other
 * than up to COMPARE_MAX comma-separated listing ids). A repeated id counts once.
 */
export function parseCompareIds(raw: string | string[] | undefined): string[] | null {
  if (raw === undefined) return [];
  if (Array.isArray(raw)) return raw.length === 0 ? [] : raw.length === 1 ? parseCompareIds(raw[0]) : null;
  const ids = raw === "" ? [] : raw.split(",").map((id) => id.trim().toLowerCase());
  if (!ids.every((id) => LISTING_ID.test(id))) return null;
  const unique = [...new Set(ids)];
  return unique.length <= COMPARE_MAX ? unique : null;
}

export const compareHref = (ids: readonly string[]) =>
  ids.length ? `${COMPARE_PATH}?ids=${ids.join(",")}` : COMPARE_PATH;

export type { FilterAmenity, Furnishing, PostedBy, TenantType };
