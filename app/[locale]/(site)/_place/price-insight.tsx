import { getMessages } from "next-intl/server";
import { LocalityRentsTable, type LocalityRentRow } from "@/components/insights/locality-rents-table";
import { formatFigure, monthIn, type InsightWords } from "@/components/insights/price-format";
import { PriceTrend } from "@/components/insights/price-trend";
import { packTab, type TrendTab } from "@/components/insights/trend-data";
import { pathOf } from "@/lib/contracts";
import { cityCsv } from "@/lib/contracts/insights";
import {
  COMPARED_BHKS,
  latestMonth,
  latestWithMedian,
  MIN_MONTH_LISTINGS,
  type PriceSeries,
} from "@/lib/insights/options";
import { CSV_LICENCE, CSV_LICENCE_URL, getCachedLocalityRents, getCachedPriceSeriesBySize } from "@/lib/insights";
import { monthOf } from "@/lib/insights/figures";
import type { ResolvedPlace } from "@/lib/listings";
import { placePath } from "@/lib/listings/links/place-pages";
import { placeName } from "@/domain/geo/local-place-name";
import { fillWords } from "@/lib/i18n/words";
import { localePath, type Locale } from "@/lib/i18n/locales";

/**
 * Price insight on the place pages: a locality's asking prices month by month (the latest figures as text
 * in the page, the chart loaded in the browser when it nears the screen), and on a city's page its
 * localities' rents compared and its open data. Every read is cached with the page's own place tag.
 */

/** The BHK tabs a locality page offers: sizes with listings in the two years, at most these. */
const TAB_BHKS = [1, 2, 3, 4, 5];

const methodNote = (words: InsightWords) => fillWords(words.methodNote, { min: MIN_MONTH_LISTINGS });

/** The sections' words and the language, read once per section. */
async function insightWords(locale: Locale): Promise<InsightWords> {
  return (await getMessages({ locale })).Insights;
}

const hasListings = (series: PriceSeries) => series.months.some((m) => m.count > 0);

function headingOf(words: InsightWords, place: ResolvedPlace, name: string) {
  return fillWords(words.heading[place.type], { place: name });
}

async function tabsOf(place: ResolvedPlace, words: InsightWords): Promise<TrendTab[]> {
  const w = words.tabs;
  const base = { type: place.type, citySlug: place.city.slug, localitySlug: place.locality?.slug };
  const { all, bySize } = await getCachedPriceSeriesBySize(base, place.type === "land" ? [] : TAB_BHKS);
  if (place.type === "land") {
    return [
      { id: "decimal", label: w.perDecimal, type: "land", measure: "perDecimal", months: all.perDecimal ?? [] },
      { id: "sqft", label: w.perSqft, type: "land", measure: "perSqft", months: all.perSqft ?? [] },
      { id: "price", label: w.wholePlot, type: "land", measure: "price", months: all.months },
    ];
  }
  const byBhk: TrendTab[] = bySize.flatMap(({ bhk, series }) =>
    hasListings(series)
      ? [
          {
            id: `bhk${bhk}`,
            label: fillWords(w.bhk, { bhk }),
            type: place.type,
            measure: "price",
            months: series.months,
          },
        ]
      : [],
  );
  // The size most listed this month first: the tab a visitor most likely came for.
  byBhk.sort((a, b) => (latestMonth(b.months)?.count ?? 0) - (latestMonth(a.months)?.count ?? 0));
  const tabs: TrendTab[] = [
    ...byBhk,
    { id: "all", label: w.allSizes, type: place.type, measure: "price", months: all.months },
  ];
  if (place.type === "sale" && all.perSqft) {
    tabs.push({ id: "sqft", label: w.perSqft, type: "sale", measure: "perSqft", months: all.perSqft });
  }
  return tabs;
}

/** The latest figures of every tab as a table: in the page's HTML for readers without scripts and for search engines. */
function LatestFigures({ tabs, words, locale }: { tabs: TrendTab[]; words: InsightWords; locale: Locale }) {
  const w = words.latest;
  return (
    <table className="mt-4 w-full max-w-2xl text-sm" data-testid="latest-figures">
      <caption className="sr-only">{w.caption}</caption>
      <thead className="text-left text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {w.size}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {w.median}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {w.middleHalf}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {w.listings}
          </th>
          <th scope="col" className="py-1 font-medium">
            {w.month}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {tabs.map((tab) => {
          const shown = latestWithMedian(tab.months) ?? latestMonth(tab.months);
          const f = (value: number | null | undefined) =>
            value === null || value === undefined ? "–" : formatFigure(tab.type, tab.measure, value, words, locale);
          return (
            <tr key={tab.id}>
              <th scope="row" className="py-1 pr-3 text-left font-medium">
                {tab.label}
              </th>
              <td className="py-1 pr-3 font-semibold">{f(shown?.median)}</td>
              <td className="py-1 pr-3">{shown?.p25 != null ? `${f(shown.p25)} – ${f(shown.p75)}` : "–"}</td>
              <td className="py-1 pr-3">{shown?.count ?? 0}</td>
              <td className="py-1">{shown ? monthIn(words, shown.month) : "–"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A locality page's section: "Asking rents in Patia". Nothing when no listing was live there in two years. */
export async function LocalityPriceSection({ place, locale }: { place: ResolvedPlace; locale: Locale }) {
  if (!place.locality) return null;
  const words = await insightWords(locale);
  const tabs = (await tabsOf(place, words)).filter((tab) => tab.months.some((m) => m.count > 0));
  if (!tabs.length) return null;
  const heading = headingOf(words, place, placeName(locale, place.locality.name, "locality"));
  return (
    <section id="asking-prices" aria-labelledby="asking-prices-heading" className="mt-10 scroll-mt-20">
      <h2 id="asking-prices-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <LatestFigures tabs={tabs} words={words} locale={locale} />
      <PriceTrend tabs={tabs.map(packTab)} label={heading} words={words} locale={locale} />
      <p className="mt-2 text-xs text-slate-600" data-testid="method-note">
        {methodNote(words)}
      </p>
    </section>
  );
}

const csvHref = (citySlug: string) => `${pathOf(cityCsv)}?city=${encodeURIComponent(citySlug)}`;

/** The open data link, with its licence and method. */
function OpenData({ place, words, locale }: { place: ResolvedPlace; words: InsightWords; locale: Locale }) {
  return (
    <p className="mt-3 text-sm text-slate-700">
      <a href={csvHref(place.city.slug)} className="text-brand-700 underline" download>
        {fillWords(words.openData.download, { city: placeName(locale, place.city.name, "city") })}
      </a>{" "}
      {words.openData.rest}{" "}
      <a href={CSV_LICENCE_URL} className="underline" rel="license">
        {CSV_LICENCE}
      </a>
      . {methodNote(words)}
    </p>
  );
}

/** A city page's section: its localities' rents compared (rent pages), and its open data. */
export async function CityPriceSection({ place, locale }: { place: ResolvedPlace; locale: Locale }) {
  if (place.locality) return null;
  const words = await insightWords(locale);
  const city = placeName(locale, place.city.name, "city");
  if (place.type !== "rent") {
    return (
      <section aria-labelledby="open-data-heading" className="mt-10">
        <h2 id="open-data-heading" className="text-lg font-bold">
          {fillWords(words.city.pricesIn, { city })}
        </h2>
        <OpenData place={place} words={words} locale={locale} />
      </section>
    );
  }
  const rents = await getCachedLocalityRents(place.city.slug);
  const names = new Map(place.city.localities.map((l) => [l.slug, l.name]));
  const rows: LocalityRentRow[] = rents.flatMap((r) => {
    const name = names.get(r.localitySlug);
    if (!name) return [];
    const byBhk = Object.fromEntries(
      Object.entries(r.byBhk).map(([bhk, figure]) => [bhk, { median: figure.median, count: figure.count }]),
    );
    const href = localePath(
      locale,
      `${placePath({ type: "rent", city: place.city.name, locality: name })}#asking-prices`,
    );
    return [{ name: placeName(locale, name, "locality"), href, byBhk }];
  });
  const month = monthIn(words, monthOf(new Date()));
  return (
    <section id="asking-prices" aria-labelledby="asking-prices-heading" className="mt-10 scroll-mt-20">
      <h2 id="asking-prices-heading" className="text-lg font-bold">
        {fillWords(words.city.rentsByLocality, { city, month })}
      </h2>
      {rows.length > 0 ? (
        <LocalityRentsTable rows={rows} bhks={[...COMPARED_BHKS]} month={month} words={words} locale={locale} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">{words.city.noRents}</p>
      )}
      <OpenData place={place} words={words} locale={locale} />
    </section>
  );
}
