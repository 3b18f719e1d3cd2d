import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { KindTabs } from "@/components/places/kind-tabs";
import { getCachedPlaceDirectory, getCachedProperties, keepPageBriefly, type PropertyPage } from "@/lib/listings";
import { errorSummary, log } from "@/lib/log";
import { DEFAULT_SORT, LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { kindType, placePath } from "@/lib/listings/links/place-pages";
import { pageMetadata } from "@/lib/seo";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { cityName, localityName, placeWords } from "@/app/[locale]/(site)/_place/place-words";

/**
 * /rent, /buy, /plots: the public door to the listings of a kind. The newest listings first (every city's),
 * then the cities and localities that have listings of the kind, most listings first, each leading to its own
 * paged and filtered page. Tabs lead to the other kinds.
 */

const count = new Intl.NumberFormat("en-IN");

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export async function kindMetadata(kind: string, locale: string): Promise<Metadata> {
  const type = kindType(kind);
  if (!type) notFound();
  const { t } = await placeWords(localeOf(locale));
  return pageMetadata({
    title: t(`kind.${type}.metaTitle`),
    description: t(`kind.${type}.metaDescription`),
    path: `/${kind}`,
    locale: localeOf(locale),
  });
}

/** The directory and the newest listings, or null when the database is unreachable: the page says so. */
async function readKind(type: NonNullable<ReturnType<typeof kindType>>) {
  try {
    const [directory, listings] = await Promise.all([
      getCachedPlaceDirectory(),
      getCachedProperties({ type, sort: DEFAULT_SORT, page: 1, limit: LIST_PAGE_SIZE }) as Promise<PropertyPage>,
    ]);
    return { directory, listings };
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Place directory unavailable");
    await keepPageBriefly();
    return null;
  }
}

export async function KindPage({ kind, locale: segment }: { kind: string; locale: string }) {
  const type = kindType(kind);
  if (!type) notFound();
  const locale = localeOf(segment);
  const words = await placeWords(locale);
  const { t } = words;
  const at = (path: string) => localePath(locale, path);
  const read = await readKind(type);
  const allCities = read?.directory.cities ?? [];
  const cities = allCities.filter((city) => city.counts[type] > 0);
  const totals = {
    rent: allCities.reduce((sum, city) => sum + city.counts.rent, 0),
    sale: allCities.reduce((sum, city) => sum + city.counts.sale, 0),
    land: allCities.reduce((sum, city) => sum + city.counts.land, 0),
  };
  const listings = read?.listings;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-4xl" data-testid="kind-heading">
        {t(`kind.${type}.inOdisha`)}
      </h1>
      <KindTabs current={type} totals={read ? totals : undefined} locale={locale} />
      {read === null ? (
        <p className="mt-4 text-slate-700">{t("unavailable")}</p>
      ) : (
        cities.length === 0 && <p className="mt-4 text-slate-700">{t("noListingsYet")}</p>
      )}

      {cities.length > 0 && (
        <nav aria-label={t("citiesNav")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link
                  href={at(placePath({ type, city: city.name }))}
                  className="bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full px-3 py-1.5 text-sm font-semibold"
                >
                  {cityName(words, city.name)} ({count.format(city.counts[type])})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {listings && listings.properties.length > 0 && (
        <section aria-labelledby="kind-listings" className="mt-6">
          <h2 id="kind-listings" className="text-xl font-bold">
            {listings.total > listings.properties.length
              ? t("firstOf", {
                  shown: count.format(listings.properties.length),
                  total: count.format(listings.total),
                })
              : t("allOf", { total: count.format(listings.total) })}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="kind-cards">
            {listings.properties.map((property, i) => (
              <li key={property._id}>
                <ListingCardIsland property={toCardData(property)} priority={i < 3} />
              </li>
            ))}
          </ul>
          {listings.total > listings.properties.length && (
            <p className="mt-6 flex flex-wrap gap-x-4 gap-y-2">
              {cities.map((city) => (
                <Link key={city.slug} href={at(placePath({ type, city: city.name }))} className="btn-primary">
                  {t("seeAllIn", { count: count.format(city.counts[type]), city: cityName(words, city.name) })}
                </Link>
              ))}
            </p>
          )}
        </section>
      )}

      {cities.map((city) => (
        <section key={city.slug} aria-labelledby={`city-${city.slug}`} className="mt-10">
          <h2 id={`city-${city.slug}`} className="text-xl font-bold">
            <Link href={at(placePath({ type, city: city.name }))} className="hover:underline">
              {t(`kind.${type}.inCity`, { city: cityName(words, city.name) })}
            </Link>{" "}
            <span className="text-base font-normal text-slate-600">({count.format(city.counts[type])})</span>
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {city.localities
              .filter((locality) => locality.counts[type] > 0)
              .sort((a, b) => b.counts[type] - a.counts[type])
              .map((locality) => (
                <li key={locality.slug}>
                  <Link
                    href={at(placePath({ type, city: city.name, locality: locality.name }))}
                    className="hover:border-brand-500 inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm"
                  >
                    {localityName(words, locality.name)} ({count.format(locality.counts[type])})
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
