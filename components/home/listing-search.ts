import type { PropertyJson } from "@/lib/listings/types";

/**
 * The home search panel's rules (SPEC §5 "Home search"): location text, listing type (empty = any),
 * min price (empty = 0) and max price (empty = unlimited). Results come from GET /api/property/property,
 * one strip's worth at a time, so the browser never receives the whole catalogue.
 */
export type ListingType = "" | "rent" | "sale" | "land";
export type HomeFilters = { location: string; type: ListingType; minPrice: string; maxPrice: string };

export const EMPTY_FILTERS: HomeFilters = { location: "", type: "", minPrice: "", maxPrice: "" };

/** SPEC §9: the featured strip shows at most 8 listings. */
export const STRIP_LIMIT = 8;

export const TYPE_OPTIONS: Array<{ value: ListingType; label: string }> = [
  { value: "", label: "Any type" },
  { value: "rent", label: "For Rent" },
  { value: "sale", label: "For Sale" },
  { value: "land", label: "Land" },
];

/** The fields a listing card shows: what the strip keeps in the browser. */
export type ListingCardData = Pick<
  PropertyJson,
  "_id" | "title" | "type" | "price" | "bhk" | "bathrooms" | "location" | "superBuiltupArea" | "images" | "pictures"
>;

export type StripResult = { properties: ListingCardData[]; total: number };

export function toCardData(p: ListingCardData): ListingCardData {
  const { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea, images, pictures } = p;
  return { _id, title, type, price, bhk, bathrooms, location, superBuiltupArea, images, pictures };
}

export function hasFilters(f: HomeFilters): boolean {
  return Boolean(f.location.trim() || f.type || f.minPrice.trim() || f.maxPrice.trim());
}

/** A message when the prices cannot be searched, else null (the API would refuse them too). */
export function priceProblem(f: HomeFilters): string | null {
  const [min, max] = [f.minPrice.trim(), f.maxPrice.trim()];
  for (const value of [min, max]) {
    if (value && !/^\d+$/.test(value)) return "Prices must be whole rupees, 0 or more";
  }
  if (min && max && Number(max) > 0 && Number(min) > Number(max)) {
    return "Minimum price cannot be above maximum price";
  }
  return null;
}

/** The query string of GET /api/property/property for these filters: first page, one strip long. */
export function searchQuery(f: HomeFilters): string {
  const params = new URLSearchParams({ sort: "featured", page: "1", limit: String(STRIP_LIMIT) });
  if (f.location.trim()) params.set("q", f.location.trim());
  if (f.type) params.set("type", f.type);
  if (f.minPrice.trim()) params.set("minPrice", f.minPrice.trim());
  if (f.maxPrice.trim()) params.set("maxPrice", f.maxPrice.trim());
  return params.toString();
}

/** Where 'View More Properties' leads: the listing search with the same type and text preset. */
export function moreListingsHref(f: HomeFilters): string {
  const params = new URLSearchParams();
  if (f.type) params.set("type", f.type);
  if (f.location.trim()) params.set("query", f.location.trim());
  const query = params.toString();
  return query ? `/properties?${query}` : "/properties";
}
