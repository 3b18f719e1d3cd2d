import Link from "next/link";
import { MapPin, SearchX } from "@/components/ui/icons";
import { PageLinks } from "@/components/properties/list-pagination";
import { formatListingPrice } from "@/lib/format";
import type { DirectoryPlace, PlaceStats } from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { placeHref, placePath, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";
import { count, localityName, placeName, type PlaceWords } from "@/app/[locale]/(site)/_place/place-words";

export function Pagination({
  place,
  query,
  total,
  locale,
  words,
}: {
  place: Place;
  query: PlaceQuery;
  total: number;
  locale: Locale;
  words: Words<"Lists">;
}) {
  const last = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <PageLinks
      current={Math.min(query.page ?? 1, last)}
      last={last}
      link={(page) => localePath(locale, placeHref(place, { ...query, page }))}
      PageLink={Link}
      seriesLinks
      words={words.pages}
    />
  );
}

export function LocalityLinks({
  words,
  place,
  localities,
  title,
}: {
  words: PlaceWords;
  place: Place;
  localities: DirectoryPlace[];
  title: string;
}) {
  if (localities.length === 0) return null;
  const id = `localities-${placeSlug(title)}`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {localities.map((locality) => (
          <li key={locality.slug}>
            <Link
              href={localePath(words.locale, placePath({ ...place, locality: locality.name }))}
              className="hover:border-brand-500 hover:text-brand-700 inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700"
            >
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" />
              {localityName(words, locality.name)}
              <span className="text-slate-500">({count.format(locality.counts[place.type])})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BhkFigures({
  words,
  place,
  stats,
  narrowed,
}: {
  words: PlaceWords;
  place: Place;
  stats: PlaceStats;
  narrowed: boolean;
}) {
  const { t } = words;
  const rows = stats.byBhk.filter((row) => row.bhk > 0);
  if (place.type === "land" || rows.length === 0) return null;
  return (
    <section aria-labelledby="bhk-figures" className="mt-10">
      <h2 id="bhk-figures" className="text-lg font-bold">
        {place.type === "rent" ? t("medianRentByBhk") : t("medianPriceByBhk")}
      </h2>
      {narrowed && (
        <p className="mt-1 text-sm text-slate-600" data-testid="bhk-figures-scope">
          {t("bhkScope")}
        </p>
      )}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {rows.map((row) => (
          <li key={row.bhk}>
            <Link
              href={localePath(words.locale, placeHref(place, { bhk: row.bhk }))}
              className="hover:border-brand-500 block rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <span className="block text-sm font-semibold text-slate-900">{row.bhk} BHK</span>
              <span className="text-brand-700 block text-lg font-bold">
                {formatListingPrice(place.type, row.medianPrice, words.locale)}
              </span>
              <span className="block text-xs text-slate-600">
                {t("medianOf", { total: row.count, count: count.format(row.count) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a page has no cards, and the way on: another locality, the first page, or no filters. */
export function NoListings({
  words,
  place,
  stats,
  query,
  total,
}: {
  words: PlaceWords;
  place: Place;
  stats: PlaceStats;
  query: PlaceQuery;
  total: number;
}) {
  const { t } = words;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
      {stats.count === 0 ? (
        <>
          <p className="mt-3 text-lg font-semibold">{t("empty.noneYet")}</p>
          <p className="mt-1 text-slate-600">{t(`kind.${place.type}.nothingIn`, { place: placeName(words, place) })}</p>
        </>
      ) : total > 0 ? (
        <>
          <p className="mt-3 text-lg font-semibold">{t("empty.pastLast")}</p>
          <Link
            href={localePath(words.locale, placeHref(place, { ...query, page: undefined }))}
            className="btn-primary mt-5"
          >
            {t("empty.firstPage")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">{t("empty.noMatch")}</p>
          <Link href={localePath(words.locale, placePath(place))} className="btn-primary mt-5">
            {t("empty.clear")}
          </Link>
        </>
      )}
    </div>
  );
}
