import { getTranslations } from "next-intl/server";
import { formatListingPrice } from "@/lib/format";
import type { PlaceStats } from "@/lib/listings";
import { placeQueryString, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { placeName as nameIn } from "@/domain/geo/local-place-name";
import type { Locale } from "@/lib/i18n/locales";

/** Counts with Indian grouping (1,23,456), Western digits in every language (docs/i18n.md). */
export const count = new Intl.NumberFormat("en-IN");

/** The place pages' words in the page's language, and the language for the places' names. */
export type PlaceWords = { t: Awaited<ReturnType<typeof getTranslations<"Places">>>; locale: Locale };

export async function placeWords(locale: Locale): Promise<PlaceWords> {
  return { t: await getTranslations({ locale, namespace: "Places" }), locale };
}

/** A city's name in the page's script ("Bhubaneswar", "ଭୁବନେଶ୍ୱର"). */
export const cityName = ({ locale }: PlaceWords, city: string) => nameIn(locale, city, "city");
/** A locality's name in the page's script. */
export const localityName = ({ locale }: PlaceWords, locality: string) => nameIn(locale, locality, "locality");

/** "Patia, Bhubaneswar" or "Bhubaneswar", in the page's script. */
export const placeName = (words: PlaceWords, place: Place) =>
  place.locality
    ? words.t("placeName", { locality: localityName(words, place.locality), city: cityName(words, place.city) })
    : cityName(words, place.city);

/** "836 flats and houses for rent in Patia, Bhubaneswar", "1 flat or house (2 BHK) ...", "12 plots for sale ...". */
export function headline(words: PlaceWords, place: Place, total: number, query: PlaceQuery): string {
  const bhk = query.bhk ? words.t("bhk", { bhk: query.bhk }) : "";
  return words.t(`kind.${place.type}.headline`, {
    total,
    count: count.format(total),
    bhk,
    place: placeName(words, place),
  });
}

/** Whether anything beyond the place narrows the page (the sort and the page do not). */
export const isNarrowed = (query: PlaceQuery) =>
  placeQueryString({ ...query, sort: undefined, page: undefined }) !== "";

/**
 * The line under the heading. The figures there are of every listing of the place, so with filters on it
 * says how many of those the filters match, never a bare "18 in all" under "0 flats".
 */
export function placeSummary(
  words: PlaceWords,
  place: Place,
  stats: PlaceStats,
  total: number,
  query: PlaceQuery,
): string {
  const { t } = words;
  const range = priceRange(words, place, stats);
  if (!range) return t(`kind.${place.type}.noneHere`);
  if (!isNarrowed(query)) return t("inAll", { count: count.format(stats.count), range });
  const all = t(`kind.${place.type}.here`, { total: stats.count, count: count.format(stats.count) });
  return total === 0 ? t("noneMatch", { all, range }) : t("someMatch", { count: count.format(total), all, range });
}

function priceRange({ t, locale }: PlaceWords, place: Place, stats: PlaceStats): string | null {
  if (stats.minPrice === null || stats.maxPrice === null) return null;
  const low = formatListingPrice(place.type, stats.minPrice, locale);
  const high = formatListingPrice(place.type, stats.maxPrice, locale);
  return low === high ? low : t("range", { low, high });
}

/** The figures in one sentence, for the description and the page's introduction. */
export function summary(words: PlaceWords, place: Place, stats: PlaceStats): string {
  const range = priceRange(words, place, stats);
  if (!range) return words.t(`kind.${place.type}.noneIn`, { place: placeName(words, place) });
  const medians = stats.byBhk
    .filter((row) => row.bhk > 0)
    .slice(0, 3)
    .map((row) => `${row.bhk} BHK ${formatListingPrice(place.type, row.medianPrice, words.locale)}`)
    .join(", ");
  return `${words.t("pricesFrom", { range })}${medians ? words.t("median", { medians }) : ""}`;
}
