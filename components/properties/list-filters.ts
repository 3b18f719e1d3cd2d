import type { PropertiesQuery } from "@/lib/validation/property";

/**
 * The /properties page's state, kept in the URL so back/forward work and a filtered view can be shared.
 * SPEC §2 names two presets: `?type=<chip key>` (rent, sale, land, 1BHK...) and `?query=<text>`. A link is
 * parsed leniently: an unknown or malformed value falls back to its default instead of failing the page.
 */
export const FILTER_CHIPS = [
  { key: "all", label: "All" },
  { key: "rent", label: "Rent" },
  { key: "sale", label: "Sale" },
  { key: "land", label: "Land" },
  { key: "1BHK", label: "1BHK" },
  { key: "2BHK", label: "2BHK" },
  { key: "3BHK", label: "3BHK" },
  { key: "4BHK", label: "4BHK" },
] as const;
export type ChipKey = (typeof FILTER_CHIPS)[number]["key"];

export const SORT_OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "price_asc", label: "Price: Low to High" },
  { value: "price_desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

export const PAGE_SIZE = 12;
const MAX_TEXT = 100;
const MAX_PAGE = 10_000;

export type ListFilters = {
  chip: ChipKey;
  /** Keyword over title and location. */
  query: string;
  /** Rupees; null is "no bound" (SPEC §5: 0 or empty means no bound). */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortKey;
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
  sort: "featured",
  area: "",
  nearby: "",
  page: 1,
};

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const text = (value: string | string[] | undefined) => (first(value) ?? "").trim().slice(0, MAX_TEXT);

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
    sort: SORT_OPTIONS.find((option) => option.value === sort)?.value ?? "featured",
    area: text(params.area),
    nearby: text(params.nearby),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical URL of a state: defaults are left out, so the plain list is just /properties. */
export function listHref(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.chip !== "all") params.set("type", filters.chip);
  if (filters.query) params.set("query", filters.query);
  if (filters.minPrice) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.area) params.set("area", filters.area);
  if (filters.nearby) params.set("nearby", filters.nearby);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `/properties?${search}` : "/properties";
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return listHref({ ...filters, sort: "featured", page: 1 }) !== "/properties";
}

/** The listing query service's input for a state. */
export function toPropertiesQuery(filters: ListFilters): PropertiesQuery {
  const bhk = /^(\d)BHK$/.exec(filters.chip)?.[1];
  const type = filters.chip === "rent" || filters.chip === "sale" || filters.chip === "land" ? filters.chip : undefined;
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
    limit: PAGE_SIZE,
  };
}
