import {
  FURNISHING,
  LISTING_TYPES,
  POSTED_BY,
  type Furnishing,
  type ListingType,
  type PostedBy,
} from "@/lib/listings/options";
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

/** A search for a number of bedrooms accepts 1 to 10; the list page offers 1 to 4. */
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

/** Whether a query asks for one page of listings; without page or limit it asks for the whole list. */
export function isPagedQuery(query: PropertiesQuery): boolean {
  return query.page !== undefined || query.limit !== undefined;
}

/** The API's query string for a typed query: the reverse of the schema, in a fixed parameter order. */
export function toApiSearchParams(query: PropertiesQuery): URLSearchParams {
  const { sort, page, limit, q, type, bhk, minPrice, maxPrice, city, nearby, furnishing, postedBy } = query;
  const entries = Object.entries({
    sort,
    page,
    limit,
    q,
    type,
    bhk,
    minPrice,
    maxPrice,
    city,
    nearby,
    furnishing,
    postedBy,
  });
  return new URLSearchParams(
    entries.filter(([, value]) => value !== undefined && value !== "").map(([key, value]) => [key, String(value)]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The /properties page: its state lives in the URL so back/forward work and a filtered view can be shared.
// The type (rent, sale, land) and the number of bedrooms are separate filters that combine. Links elsewhere
// preset them (`?type=rent&bhk=2`, `?query=<text>`); the older `?type=2BHK` still reads as two bedrooms.
// A link is read leniently: an unknown or malformed value falls back to its default instead of failing.

export type TypeKey = "all" | ListingType;

export const TYPE_OPTIONS: ReadonlyArray<{ key: TypeKey; label: string }> = [
  { key: "all", label: "All" },
  { key: "rent", label: "Rent" },
  { key: "sale", label: "Sale" },
  { key: "land", label: "Land" },
];

export const POSTED_BY_LABELS: Record<PostedBy, string> = { owner: "Owner", agent: "Agent" };

export type ListFilters = {
  type: TypeKey;
  /** Bedrooms, or null for any. */
  bhk: number | null;
  furnishing: Furnishing | null;
  postedBy: PostedBy | null;
  /** Keyword over title and location (a locality or a PIN code works too). */
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
  type: "all",
  bhk: null,
  furnishing: null,
  postedBy: null,
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

function parseBhk(value: string | undefined): number | null {
  const n = Number(/^(\d+)(bhk)?$/i.exec((value ?? "").trim())?.[1]);
  return Number.isInteger(n) && n >= MIN_BHK && n <= MAX_BHK ? n : null;
}

/** The type and bedrooms of a link; `type=2BHK` is the older way of asking for two bedrooms of any type. */
function parseTypeAndBhk(type: string | undefined, bhk: string | undefined): Pick<ListFilters, "type" | "bhk"> {
  const key = (type ?? "").trim().toLowerCase();
  const listingType = key === "sell" ? "sale" : LISTING_TYPES.find((name) => name === key); // "sell": the form's word
  return {
    type: listingType ?? "all",
    bhk: parseBhk(bhk) ?? (listingType ? null : parseBhk(/bhk$/.test(key) ? key : "")),
  };
}

const pick = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.find((v) => v.toLowerCase() === (value ?? "").trim().toLowerCase()) ?? null;

export function parseListFilters(params: RawParams): ListFilters {
  const sort = first(params.sort);
  const page = Number(first(params.page));
  const { type, bhk } = parseTypeAndBhk(first(params.type), first(params.bhk));
  return {
    type,
    // A plot has no bedrooms or furnishing.
    bhk: type === "land" ? null : bhk,
    furnishing: type === "land" ? null : pick(FURNISHING, first(params.furnishing)),
    postedBy: pick(POSTED_BY, first(params.postedBy)),
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
  if (filters.type !== DEFAULT_FILTERS.type) params.set("type", filters.type);
  if (filters.bhk) params.set("bhk", String(filters.bhk));
  if (filters.furnishing) params.set("furnishing", filters.furnishing);
  if (filters.postedBy) params.set("postedBy", filters.postedBy);
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

/** The listing service's input for a state: the area joins the keyword. */
export function toPropertiesQuery(filters: ListFilters): PropertiesQuery {
  const q = [filters.query, filters.area].filter(Boolean).join(" ");
  return {
    ...(filters.type !== "all" ? { type: filters.type } : {}),
    ...(filters.bhk ? { bhk: filters.bhk } : {}),
    ...(filters.furnishing ? { furnishing: filters.furnishing } : {}),
    ...(filters.postedBy ? { postedBy: filters.postedBy } : {}),
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
// Budgets: a rent is a monthly sum in thousands, a sale or a plot a lump sum in lakh and crore, so each
// kind of listing has presets of its own.

export type BudgetPreset = { label: string; minPrice: number | null; maxPrice: number | null };

const LAKH = 100_000;
const CRORE = 100 * LAKH;

const RENT_BUDGETS: BudgetPreset[] = [
  { label: "Under ₹10k/mo", minPrice: null, maxPrice: 10_000 },
  { label: "₹10k–20k/mo", minPrice: 10_000, maxPrice: 20_000 },
  { label: "₹20k–35k/mo", minPrice: 20_000, maxPrice: 35_000 },
  { label: "Over ₹35k/mo", minPrice: 35_000, maxPrice: null },
];
const PURCHASE_BUDGETS: BudgetPreset[] = [
  { label: "Under ₹30 L", minPrice: null, maxPrice: 30 * LAKH },
  { label: "₹30–60 L", minPrice: 30 * LAKH, maxPrice: 60 * LAKH },
  { label: "₹60 L–1 Cr", minPrice: 60 * LAKH, maxPrice: CRORE },
  { label: "Over ₹1 Cr", minPrice: CRORE, maxPrice: null },
];

/** The presets that fit a type; none when rents and sale prices are mixed. */
export function budgetPresets(type: TypeKey): BudgetPreset[] {
  if (type === "rent") return RENT_BUDGETS;
  if (type === "sale" || type === "land") return PURCHASE_BUDGETS;
  return [];
}

export function isPresetActive(preset: BudgetPreset, filters: Pick<ListFilters, "minPrice" | "maxPrice">): boolean {
  return preset.minPrice === filters.minPrice && preset.maxPrice === filters.maxPrice;
}

/** "₹10k–20k/mo" when the bounds are a preset's, else "₹5,000 – ₹40,000", "From ₹5,000", "Up to ₹40,000". */
export function budgetLabel(filters: Pick<ListFilters, "type" | "minPrice" | "maxPrice">): string | null {
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
  const chips: Array<{ label: string; without: ListFilters } | null> = [
    filters.type !== "all"
      ? { label: TYPE_OPTIONS.find((o) => o.key === filters.type)!.label, without: { ...base, type: "all" } }
      : null,
    filters.bhk ? { label: `${filters.bhk} BHK`, without: { ...base, bhk: null } } : null,
    (() => {
      const label = budgetLabel(filters);
      return label ? { label, without: { ...base, minPrice: null, maxPrice: null } } : null;
    })(),
    filters.furnishing ? { label: filters.furnishing, without: { ...base, furnishing: null } } : null,
    filters.postedBy
      ? { label: `By ${POSTED_BY_LABELS[filters.postedBy].toLowerCase()}`, without: { ...base, postedBy: null } }
      : null,
    filters.query ? { label: `“${filters.query}”`, without: { ...base, query: "" } } : null,
    filters.area ? { label: `Area: ${filters.area}`, without: { ...base, area: "" } } : null,
    filters.nearby ? { label: `Near ${filters.nearby}`, without: { ...base, nearby: "" } } : null,
  ];
  return chips.filter((chip) => chip !== null);
}

// ---------------------------------------------------------------------------------------------------------
// The home page: its featured strip, and the hero's search, which leads to the list page.

/** The home strip: featured first, first page, one strip long. */
export const HOME_STRIP_QUERY: PropertiesQuery = { sort: DEFAULT_SORT, page: 1, limit: HOME_STRIP_SIZE };

/** The hero's tabs: a family renting, buying or looking for a plot. */
export const HERO_TYPES: ReadonlyArray<{ type: ListingType; label: string }> = [
  { type: "rent", label: "Rent" },
  { type: "sale", label: "Buy" },
  { type: "land", label: "Plots" },
];

/** The hero search as its form holds it: a locality or PIN, a type, and a budget preset's index ("" = any). */
export type HeroSearch = { location: string; type: ListingType; budget: string };

/** Where the hero search leads: the list page with the same filters in its URL. */
export function heroSearchHref(search: HeroSearch): string {
  const preset = search.budget === "" ? undefined : budgetPresets(search.type)[Number(search.budget)];
  return listHref({
    ...DEFAULT_FILTERS,
    type: search.type,
    query: search.location.trim().slice(0, MAX_SEARCH_TEXT),
    minPrice: preset?.minPrice ?? null,
    maxPrice: preset?.maxPrice ?? null,
  });
}
