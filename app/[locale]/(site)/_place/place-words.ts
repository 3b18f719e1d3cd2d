import { formatListingPrice } from "@/lib/format";
import type { PlaceStats } from "@/lib/listings";
import { PLACE_KIND_LABELS, placeQueryString, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";

/** Counts with Indian grouping (1,23,456). */
export const count = new Intl.NumberFormat("en-IN");

/** "Patia, Bhubaneswar" or "Bhubaneswar". */
export const placeName = (place: Place) => (place.locality ? `${place.locality}, ${place.city}` : place.city);

/** "836 flats and houses for rent in Patia, Bhubaneswar", "1 flat or house (2 BHK) ...", "12 plots for sale ...". */
export function headline(place: Place, total: number, query: PlaceQuery): string {
  const words = PLACE_KIND_LABELS[place.type];
  const noun = total === 1 ? words.nounOne : words.noun;
  const bhk = query.bhk ? ` (${query.bhk} BHK)` : "";
  return `${count.format(total)} ${noun}${bhk} ${words.phrase} in ${placeName(place)}`;
}

/** Whether anything beyond the place narrows the page (the sort and the page do not). */
export const isNarrowed = (query: PlaceQuery) =>
  placeQueryString({ ...query, sort: undefined, page: undefined }) !== "";

/**
 * The line under the heading. The figures there are of every listing of the place, so with filters on it
 * says how many of those the filters match, never a bare "18 in all" under "0 flats".
 */
export function placeSummary(place: Place, stats: PlaceStats, total: number, query: PlaceQuery): string {
  const words = PLACE_KIND_LABELS[place.type];
  const range = priceRange(place, stats);
  if (!range) return `No ${words.noun} ${words.phrase} here yet.`;
  if (!isNarrowed(query)) return `${count.format(stats.count)} in all, from ${range}.`;
  const all = `${count.format(stats.count)} ${stats.count === 1 ? words.nounOne : words.noun} here`;
  return total === 0
    ? `None of the ${all} match these filters (all of them: ${range}).`
    : `${count.format(total)} of the ${all} match these filters (all of them: ${range}).`;
}

function priceRange(place: Place, stats: PlaceStats): string | null {
  if (stats.minPrice === null || stats.maxPrice === null) return null;
  const low = formatListingPrice(place.type, stats.minPrice);
  const high = formatListingPrice(place.type, stats.maxPrice);
  return low === high ? low : `${low} to ${high}`;
}

/** The figures in one sentence, for the description and the page's introduction. */
export function summary(place: Place, stats: PlaceStats): string {
  const range = priceRange(place, stats);
  if (!range)
    return `No ${PLACE_KIND_LABELS[place.type].noun} ${PLACE_KIND_LABELS[place.type].phrase} in ${placeName(place)} yet.`;
  const medians = stats.byBhk
    .filter((row) => row.bhk > 0)
    .slice(0, 3)
    .map((row) => `${row.bhk} BHK ${formatListingPrice(place.type, row.medianPrice)}`)
    .join(", ");
  return `Prices from ${range}.${medians ? ` Median ${medians}.` : ""}`;
}
