import { Suspense } from "react";
import { getMessages } from "next-intl/server";
import { describeSearch } from "@/lib/alerts";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { FeaturedListings } from "@/components/properties/featured-listings";
import { ListEmpty } from "@/components/properties/list-empty";
import { ListError } from "@/components/properties/list-error";
import { ListLoading } from "@/components/properties/list-sections";
import { ListPagination } from "@/components/properties/list-pagination";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { ResultsWithMap } from "@/components/maps/results-with-map";
import { mapListing, mapNames } from "@/components/maps/map-points";
import { boundsOf, nearPoint } from "@/lib/listings/geo-words";
import { HttpError } from "@/lib/http";
import {
  getCachedFeaturedProperties,
  getCachedProperties,
  getCachedPropertyStats,
  type PropertyJson,
  type PropertyStats,
} from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { listFilterQueryString } from "@/lib/listings/query-string";
import { listHref, toPropertiesQuery, type ListFilters } from "@/lib/listings/links/list-page";
import { log } from "@/lib/log";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { resultsMapWords, saveSearchWords } from "@/lib/i18n/page-words";
import type { Words } from "@/lib/i18n/words";
import { fillWords } from "@/lib/i18n/words";

/**
 * The results of one state of /properties (signed-in users; proxy.ts sends others to /login, and rewrites
 * each state to /properties/search/{its query string}). Each state is rendered once from the tagged data cache
 * and then served whole from the full-page cache, like the public pages, until a listing changes. Nothing
 * here depends on who is asking: the parts that do (favourites, "Save this search") fill themselves in the
 * browser. The heading and the filters are the layout's (app/[locale]/(site)/properties/search/layout.tsx), which
 * stays mounted while the visitor moves between states.
 */
export async function ListResults({ filters, locale }: { filters: ListFilters; locale: Locale }) {
  const messages = await getMessages({ locale });
  return (
    <Suspense fallback={<ListLoading label={messages.Lists.loading} />}>
      <Results filters={filters} locale={locale} />
    </Suspense>
  );
}

const GRID_ID = "all-listings";
const count = new Intl.NumberFormat("en-IN");

type Loaded = { page: { properties: PropertyJson[]; total: number }; featured: PropertyJson[]; stats: PropertyStats };

async function load(filters: ListFilters, lists: Words<"Lists">): Promise<Loaded | { error: string }> {
  const query = toPropertiesQuery(filters);
  try {
    const [page, featured, stats] = await Promise.all([
      getCachedProperties(query),
      filters.page === 1 ? getCachedFeaturedProperties(query) : [],
      getCachedPropertyStats(),
    ]);
    return { page, featured, stats };
  } catch (error) {
    log.error({ err: error }, "The listings page could not load its listings");
    // 'Failed to fetch properties' unless the failure carries a message meant for users.
    return { error: error instanceof HttpError ? error.message : lists.error.failed };
  }
}

async function Results({ filters, locale }: { filters: ListFilters; locale: Locale }) {
  const [messages, saveWords] = await Promise.all([getMessages({ locale }), saveSearchWords(locale)]);
  const lists = messages.Lists;
  const loaded = await load(filters, lists);
  if ("error" in loaded) return <ListError message={loaded.error} words={lists.error} />;
  const { page, featured, stats } = loaded;
  const first = (filters.page - 1) * LIST_PAGE_SIZE + 1;
  const last = first + page.properties.length - 1;
  const cards = page.properties.map(toCardData);
  const savedQuery = listFilterQueryString(toPropertiesQuery(filters));

  return (
    <>
      <p aria-live="polite" data-testid="result-count" className="mt-4 text-sm text-slate-700 sm:mt-6">
        {/* The count stands out: the message's first placeholder is drawn bold. */}
        {resultCount(lists.results.count, count.format(page.total), count.format(stats.total))}
      </p>

      {featured.length > 0 && <FeaturedListings properties={featured.map(toCardData)} />}

      <section aria-labelledby="all-listings-heading" className="mt-4 scroll-mt-20 sm:mt-8" id={GRID_ID}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-listings-heading" className="text-xl font-bold sm:text-2xl">
            {lists.results.heading}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {page.properties.length > 0 && (
              <p className="text-sm text-slate-600">
                {fillWords(lists.results.showing, {
                  first: count.format(first),
                  last: count.format(last),
                  total: count.format(page.total),
                })}
              </p>
            )}
            <SaveSearchButton query={savedQuery} suggestedName={describeSearch(savedQuery, locale)} words={saveWords} />
          </div>
        </div>
        <ResultsWithMap
          listings={cards
            .map((card) => mapListing(card, mapNames(messages, locale)))
            .filter((pin) => pin !== undefined)}
          box={filters.bounds ? boundsOf(filters.bounds) : undefined}
          search={{ kind: "list", filters }}
          locale={locale}
          words={resultsMapWords(messages.Maps)}
        >
          {page.properties.length === 0 ? (
            <ListEmpty
              pastLastPage={
                page.total > 0 ? { firstPageHref: localePath(locale, listHref({ ...filters, page: 1 })) } : undefined
              }
              words={lists.empty}
              locale={locale}
            />
          ) : (
            <ul className="results-grid grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card, i) => (
                <li key={card._id} data-listing-id={card._id}>
                  {/* The first cards lead a phone's screen, and the grid's top row a wide one. */}
                  <ListingCardIsland
                    property={card}
                    priority={i < 3}
                    from={filters.near ? nearPoint(filters.near).name : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </ResultsWithMap>
        <ListPagination
          filters={filters}
          total={page.total}
          pageSize={LIST_PAGE_SIZE}
          scrollToId={GRID_ID}
          locale={locale}
          words={lists.pages}
        />
      </section>
    </>
  );
}

/** "12 of 340 results" with the first figure in bold, wherever the language puts it. */
function resultCount(message: string, shown: string, all: string) {
  const [before, after = ""] = message.split("{shown}");
  return (
    <>
      {fillWords(before, { all })}
      <strong className="text-slate-900">{shown}</strong>
      {fillWords(after, { all })}
    </>
  );
}
