import { NotFoundError } from "@/lib/errors";
import { cityCsv } from "@/lib/insights/csv";
import { monthOf } from "@/lib/insights/figures";
import {
  findCityFigures,
  findLocalityRents,
  findPriceSeries,
  findPriceSeriesBySize,
  findThisMonth,
  type PriceInsight,
  type SeriesQuery,
} from "@/lib/insights/reads";
import { MIN_MONTH_LISTINGS } from "@/lib/insights/options";
import { getCachedPlace, placeTag, readThroughCache } from "@/lib/listings/cache";
import { LISTING_TYPES } from "@/domain/listings/options";
import { placeKind } from "@/lib/listings/links/place-pages";
import type { PriceInsightQuery } from "@/lib/validation/insights";

/**
 * Price insight is computed on read and kept in the data cache with the place pages' tags: a change of a
 * listing that is public before or after expires the tags of its city and locality (cache-tags.ts), so the
 * figures of that place are read afresh and no other place's are. The month is part of every key, so a new
 * month starts new entries. docs/insights.md says why no job keeps them.
 */

const seriesKey = (q: SeriesQuery) => [q.type, q.citySlug, q.localitySlug ?? "", String(q.bhk ?? "")];
const tagOf = (q: Pick<SeriesQuery, "type" | "citySlug" | "localitySlug">) =>
  placeTag(q.type, q.citySlug, q.localitySlug);

export const getCachedPriceSeries = (q: SeriesQuery) =>
  readThroughCache(() => findPriceSeries(q), ["insight-series", monthOf(new Date()), ...seriesKey(q)], [tagOf(q)]);

export const getCachedThisMonth = (q: SeriesQuery) =>
  readThroughCache(() => findThisMonth(q), ["insight-month", monthOf(new Date()), ...seriesKey(q)], [tagOf(q)]);

/** A place page's trend tabs: all sizes and each of `bhks`, one cached read. */
export const getCachedPriceSeriesBySize = (q: Omit<SeriesQuery, "bhk">, bhks: readonly number[]) =>
  readThroughCache(
    () => findPriceSeriesBySize(q, bhks),
    ["insight-series-by-size", monthOf(new Date()), ...seriesKey(q), bhks.join(",")],
    [tagOf(q)],
  );

/** The city page's rents by locality, expired with the city's rentals. */
export const getCachedLocalityRents = (citySlug: string) =>
  readThroughCache(
    () => findLocalityRents(citySlug),
    ["insight-locality-rents", monthOf(new Date()), citySlug],
    [placeTag("rent", citySlug)],
  );

/** A city's open data, expired with any of its listings. */
export const getCachedCityFigures = (citySlug: string) =>
  readThroughCache(
    () => findCityFigures(citySlug),
    ["insight-city", monthOf(new Date()), citySlug],
    LISTING_TYPES.map((type) => placeTag(type, citySlug)),
  );

const BASIS =
  "Asking prices of the listings live on this site in each month (at the last price each asked that month), not prices paid.";

/** GET /api/insights/prices: the place must be known (a 404 otherwise), then its figures. */
export async function getPriceInsight(query: PriceInsightQuery): Promise<PriceInsight> {
  const place = await getCachedPlace(placeKind(query.type), query.city, query.locality);
  if (!place) throw new NotFoundError(query.locality ? "No such locality in that city" : "No such city");
  const series = await getCachedPriceSeries({
    type: query.type,
    citySlug: place.city.slug,
    localitySlug: place.locality?.slug,
    bhk: query.bhk,
  });
  return {
    place: {
      type: query.type,
      city: place.city.name,
      citySlug: place.city.slug,
      ...(place.locality ? { locality: place.locality.name, localitySlug: place.locality.slug } : {}),
      ...(query.bhk ? { bhk: query.bhk } : {}),
    },
    ...series,
    basis: BASIS,
    minListings: MIN_MONTH_LISTINGS,
  };
}

/** A city's open data as CSV text, and the file's name; an unknown city is a 404. */
export async function getCityCsv(citySlug: string): Promise<{ filename: string; csv: string }> {
  const place = await getCachedPlace("rent", citySlug);
  if (!place) throw new NotFoundError("No such city");
  const names = new Map(place.city.localities.map((locality) => [locality.slug, locality.name]));
  const rows = await getCachedCityFigures(place.city.slug);
  return { filename: `asking-prices-${place.city.slug}.csv`, csv: cityCsv(place.city.name, names, rows) };
}
