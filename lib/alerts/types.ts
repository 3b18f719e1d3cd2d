import type { AlertFrequency } from "@/domain/alerts/options";
import { formatIndianAmount } from "@/lib/format";
import { readListingQuery } from "@/lib/listings/query-string";
import { LIST_PATH } from "@/lib/listings/links/list-page";

/** Browser-safe: a saved search as the API answers it, and the words that describe one. */
export type SavedSearchJson = {
  _id: string;
  name: string;
  /** The list API's canonical query string ("type=rent&bhk=2&q=patia"). */
  query: string;
  frequency: AlertFrequency;
  paused: boolean;
  /** The search's results page. */
  href: string;
  createdAt: string;
};

const TYPE_WORDS = { rent: "for rent", sale: "for sale", land: "Plots and land" } as const;

/** A name for a search that was given none: "2 BHK for rent in Patia under ₹20,000". */
export function describeSearch(queryString: string): string {
  const query = readListingQuery(Object.fromEntries(new URLSearchParams(queryString)));
  const parts: string[] = [];
  if (query.type === "land") parts.push(TYPE_WORDS.land);
  else {
    parts.push(query.bhk ? `${query.bhk} BHK` : "Homes");
    if (query.furnishing) parts.push(query.furnishing.toLowerCase());
    if (query.type) parts.push(TYPE_WORDS[query.type]);
  }
  const place = [query.locality, query.q, query.area].filter(Boolean).join(", ") || query.city;
  if (place) parts.push(`in ${place}`);
  if (query.nearby) parts.push(`near ${query.nearby}`);
  if (query.minPrice && query.maxPrice)
    parts.push(`${formatIndianAmount(query.minPrice)} to ${formatIndianAmount(query.maxPrice)}`);
  else if (query.maxPrice) parts.push(`under ${formatIndianAmount(query.maxPrice)}`);
  else if (query.minPrice) parts.push(`from ${formatIndianAmount(query.minPrice)}`);
  if (query.postedBy) parts.push(`by ${query.postedBy}s`);
  return parts.join(" ").slice(0, 80);
}

/** The results page of a saved search. */
export const savedSearchHref = (query: string) => (query ? `${LIST_PATH}?${query}` : LIST_PATH);
