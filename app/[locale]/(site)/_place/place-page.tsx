import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { MembersSearchLink } from "@/components/places/members-search-link";
import { describeSearch } from "@/lib/alerts";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { PlaceFilterForm } from "@/components/places/place-filter-form";
import { PlaceFilterChips } from "@/components/places/place-filter-chips";
import { ResultsWithMap } from "@/components/maps/results-with-map";
import { mapListing, mapNames } from "@/components/maps/map-points";
import { boundsOf, nearPoint } from "@/lib/listings/geo-words";
import { placeCentre } from "@/domain/geo/centres";
import { otherLocalities } from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import {
  isIndexablePlaceQuery,
  placeHref,
  placeListHref,
  placePath,
  type PlaceQuery,
} from "@/lib/listings/links/place-pages";
import { pageMetadata } from "@/lib/seo";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { getMessages } from "next-intl/server";
import { placeFormWords, resultsMapWords, saveSearchWords } from "@/lib/i18n/page-words";
import { siteUrl } from "@/lib/site";
import { loadPlaceOf, readPage, type PlaceParams } from "@/app/[locale]/(site)/_place/place-data";
import {
  cityName,
  count,
  headline,
  isNarrowed,
  placeName,
  placeSummary,
  placeWords,
  summary,
} from "@/app/[locale]/(site)/_place/place-words";
import { Breadcrumb, StructuredData } from "@/app/[locale]/(site)/_place/place-structured-data";
import { BhkFigures, LocalityLinks, NoListings, Pagination } from "@/app/[locale]/(site)/_place/place-sections";
import { CityPriceSection, LocalityPriceSection } from "@/app/[locale]/(site)/_place/price-insight";

/**
 * The public result pages of one kind of listing in a city or a locality (/rent/bhubaneswar,
 * /rent/bhubaneswar/patia). Every read of a page is tagged with its place alone (lib/listings/cache-tags.ts):
 * a listing change elsewhere leaves it in the full-page cache. The plain page has routes of its own; a page narrowed by the list API's words
 * (?bhk=2&maxPrice=20000) reaches the route with a [filters] segment through proxy.ts, which puts the
 * canonical query string there, so each search is one page of the full-page cache too.
 */

const localeOf = (params: PlaceParams): Locale => (isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);

export async function placeMetadata(params: PlaceParams): Promise<Metadata> {
  const loaded = await loadPlaceOf(params);
  const { place, query } = loaded;
  const { stats, listings } = await readPage(loaded);
  const words = await placeWords(localeOf(params));
  const page = query.page && query.page > 1 ? words.t("metaPage", { page: query.page }) : "";
  const title = `${headline(words, place, listings.total, query)}${page}`;
  const description = words.t("metaDescription", {
    headline: headline(words, place, listings.total, query),
    summary: summary(words, place, stats),
  });
  const indexable = isIndexablePlaceQuery(query) && listings.total > 0;
  const canonical = indexable ? placeHref(place, { bhk: query.bhk, page: query.page }) : placePath(place);
  const cover = listings.properties[0]?.images?.[0]?.url ?? listings.properties[0]?.pictures?.[0];
  return {
    ...pageMetadata({
      title,
      description: description.slice(0, 300),
      path: canonical,
      locale: localeOf(params),
      images: cover ? [siteUrl(cover)] : undefined,
    }),
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

const searchedBox = (query: PlaceQuery) => (query.bounds ? boundsOf(query.bounds) : undefined);

export async function PlacePage({ params }: { params: PlaceParams }) {
  const loaded = await loadPlaceOf(params);
  const { resolved, place, query } = loaded;
  const locale = localeOf(params);
  const words = await placeWords(locale);
  const { t } = words;
  const [messages, saveWords, formWords] = await Promise.all([
    getMessages({ locale }),
    saveSearchWords(locale),
    placeFormWords(locale),
  ]);
  const at = (path: string) => localePath(locale, path);
  // A city page asked for a locality by name (the hero's free text, an old link): that locality's page.
  if (!resolved.locality && query.q) {
    const named = resolved.city.localities.find((l) => l.names.some((n) => n.toLowerCase() === query.q!.toLowerCase()));
    if (named) redirect(at(placeHref({ ...place, locality: named.name }, { ...query, q: undefined })));
  }
  const { stats, listings } = await readPage(loaded);
  const others = otherLocalities(resolved);
  const first = (listings.page - 1) * LIST_PAGE_SIZE + 1;
  const last = first + listings.properties.length - 1;
  const cards = listings.properties.map(toCardData);
  const savedQuery = placeListHref(place, query).split("?")[1] ?? "";

  return (
    <div>
      <StructuredData words={words} place={place} listings={listings} />
      <section className="from-brand-700 to-brand-500 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
          <Breadcrumb words={words} place={place} />
          <h1 className="mt-3 text-2xl font-bold sm:text-4xl" data-testid="place-heading">
            {headline(words, place, listings.total, query)}
          </h1>
          <p className="text-brand-50 mt-2 max-w-3xl" data-testid="place-summary">
            {placeSummary(words, place, stats, listings.total, query)}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <ResultsWithMap
          filters={
            stats.count > 0 ? (
              <PlaceFilterForm
                key={JSON.stringify(query)}
                place={place}
                query={query}
                action={at(placePath(place))}
                words={formWords}
              />
            ) : undefined
          }
          summary={
            <>
              <PlaceFilterChips place={place} query={query} locale={locale} />
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                {listings.properties.length > 0 ? (
                  <p className="text-sm text-slate-700" data-testid="place-count">
                    {t("showing", {
                      first: count.format(first),
                      last: count.format(last),
                      total: count.format(listings.total),
                    })}
                  </p>
                ) : (
                  <span />
                )}
                {query.q && (
                  <p className="text-sm text-slate-700">
                    {t("matching", { q: query.q })}{" "}
                    <Link
                      href={at(placeHref(place, { ...query, q: undefined, page: undefined }))}
                      className="text-brand-700 underline"
                    >
                      {t("showAll")}
                    </Link>
                  </p>
                )}
                {searchedBox(query) && (
                  <p className="text-sm text-slate-700">
                    {t("insideArea")}{" "}
                    <Link
                      href={at(placeHref(place, { ...query, bounds: undefined, page: undefined }))}
                      className="text-brand-700 underline"
                    >
                      {t("searchAllOf", { place: placeName(words, place) })}
                    </Link>
                  </p>
                )}
                <MembersSearchLink href={at(placeListHref(place, query))} label={t("membersLink")} />
                <SaveSearchButton
                  query={savedQuery}
                  suggestedName={describeSearch(savedQuery, locale)}
                  words={saveWords}
                />
              </div>
            </>
          }
          listings={cards
            .map((card) => mapListing(card, mapNames(messages, locale)))
            .filter((pin) => pin !== undefined)}
          box={searchedBox(query)}
          centre={placeCentre({ city: place.city, locality: place.locality })}
          search={{ kind: "place", place, query }}
          locale={locale}
          words={resultsMapWords(messages.Maps)}
        >
          <section aria-labelledby="place-listings">
            <h2 id="place-listings" className="sr-only">
              {t("listings")}
            </h2>
            {listings.properties.length > 0 ? (
              <ul className="results-grid grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="place-cards">
                {cards.map((card, i) => (
                  <li key={card._id} data-listing-id={card._id}>
                    <ListingCardIsland
                      property={card}
                      priority={i < 3}
                      from={query.near ? nearPoint(query.near).name : undefined}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <NoListings words={words} place={place} stats={stats} query={query} total={listings.total} />
            )}
            <Pagination place={place} query={query} total={listings.total} locale={locale} words={messages.Lists} />
          </section>
        </ResultsWithMap>
        <BhkFigures words={words} place={place} stats={stats} narrowed={isNarrowed(query)} />
        <LocalityPriceSection place={resolved} locale={locale} />
        <CityPriceSection place={resolved} locale={locale} />

        <LocalityLinks
          words={words}
          place={place}
          localities={others}
          title={
            stats.count === 0
              ? t("localitiesNearby", { city: cityName(words, place.city) })
              : t(place.locality ? `kind.${place.type}.inOtherLocalities` : `kind.${place.type}.inCity`, {
                  city: cityName(words, place.city),
                })
          }
        />
      </div>
    </div>
  );
}
