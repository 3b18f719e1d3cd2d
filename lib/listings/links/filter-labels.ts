import type { ListingType, PostedBy } from "@/domain/listings/options";
import {
  DEFAULT_SORT,
  LISTING_SORTS,
  type ListingFilterQuery,
  type ListingQuery,
  type ListingSort,
  type SearchSort,
} from "@/lib/listings/query-words";
import type { ListFilters } from "@/lib/listings/links/list-page";
import { BOUNDS_LABEL, DISTANCE_SORT, nearLabel } from "@/lib/listings/geo-words";

/**
 * What the search forms and their chips call things: the orders, the kinds, who posted, the tenants, the
 * area and budget bounds, and one removable chip per active filter. Browser-safe.
 */

const SORT_LABELS: Record<ListingSort, string> = {
  featured: "Featured",
  price_asc: "Price: Low to High",
  price_desc: "Price: High to Low",
  newest: "Newest",
};
export const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** The orders a search can offer: by distance too when it names a point. */
export function sortOptions(filters: Pick<ListingQuery, "near">): Array<{ value: SearchSort; label: string }> {
  return filters.near ? [...SORT_OPTIONS, { value: DISTANCE_SORT, label: "Distance" }] : SORT_OPTIONS;
}

export type TypeKey = "all" | ListingType;

export const TYPE_OPTIONS: ReadonlyArray<{ key: TypeKey; label: string }> = [
  { key: "all", label: "All" },
  { key: "rent", label: "Rent" },
  { key: "sale", label: "Sale" },
  { key: "land", label: "Land" },
];

export const POSTED_BY_LABELS: Record<PostedBy, string> = { owner: "Owner", agent: "Agent" };

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
    filters.verified ? { label: "Phone verified", without: without("verified") } : null,
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
    filters.bounds ? { label: BOUNDS_LABEL, without: without("bounds") } : null,
    filters.near
      ? {
          label: nearLabel(filters)!,
          // The distance order goes with the point it measures from.
          without: { ...without("near", "radius"), ...(filters.sort === DISTANCE_SORT ? { sort: DEFAULT_SORT } : {}) },
        }
      : null,
  ];
  return chips.filter((chip) => chip !== null);
}
