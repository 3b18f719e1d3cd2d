import { Suspense } from "react";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { FeaturedListings } from "@/components/properties/featured-listings";
import { ListEmpty } from "@/components/properties/list-empty";
import { ListError } from "@/components/properties/list-error";
import { ListFiltersPanel } from "@/components/properties/list-filters-panel";
import { ListNavigationProvider, ListResultsRegion } from "@/components/properties/list-navigation";
import { ListLoading, ListStats, ListStatsLoading } from "@/components/properties/list-sections";
import { ListPagination } from "@/components/properties/list-pagination";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { HttpError } from "@/lib/http";
import {
  getCachedFeaturedProperties,
  getCachedProperties,
  getCachedPropertyStats,
  type PropertyJson,
  type PropertyStats,
} from "@/lib/listings";
import { pageMetadata } from "@/lib/seo";
import {
  LIST_PAGE_SIZE,
  listFilterQueryString,
  listHref,
  parseListFilters,
  toPropertiesQuery,
  type ListFilters,
} from "@/lib/listings/query";
import { log } from "@/lib/log";

export const metadata = pageMetadata({
  title: "Properties for rent and sale in Bhubaneswar",
  description: "Search verified flats, houses and land plots across Bhubaneswar by type, BHK, price and locality.",
  path: "/properties",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const GRID_ID = "all-listings";
const count = new Intl.NumberFormat("en-IN");

/**
 * /properties (signed-in users; proxy.ts sends others to /login). The state lives in the URL; the server
 * renders each state from the tagged data cache and the controls move between states without a reload.
 * No cookie is read here: the guard already did, and the data is the same for every user.
 */
export default async function PropertiesPage({ searchParams }: Props) {
  const filters = parseListFilters(await searchParams);
  return (
    <ListNavigationProvider>
      <section className="from-brand-700 to-brand-500 bg-gradient-to-br text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:gap-6 sm:py-10 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-2xl font-bold sm:text-4xl">Properties in Bhubaneswar</h1>
            <p className="text-brand-50 mt-2 hidden max-w-xl sm:block">
              Flats, houses and land plots for rent and sale, verified before they are listed.
            </p>
          </div>
          <Suspense fallback={<ListStatsLoading />}>
            <StatsStrip />
          </Suspense>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
        <ListFiltersPanel filters={filters} />
        <ListResultsRegion>
          <Suspense fallback={<ListLoading />}>
            <Results filters={filters} />
          </Suspense>
        </ListResultsRegion>
      </div>
    </ListNavigationProvider>
  );
}

async function StatsStrip() {
  try {
    return <ListStats stats={await getCachedPropertyStats()} />;
  } catch {
    return null; // the results below say what went wrong
  }
}

type Loaded = { page: { properties: PropertyJson[]; total: number }; featured: PropertyJson[]; stats: PropertyStats };

async function load(filters: ListFilters): Promise<Loaded | { error: string }> {
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
    return { error: error instanceof HttpError ? error.message : "Failed to fetch properties" };
  }
}

async function Results({ filters }: { filters: ListFilters }) {
  const loaded = await load(filters);
  if ("error" in loaded) return <ListError message={loaded.error} />;
  const { page, featured, stats } = loaded;
  const first = (filters.page - 1) * LIST_PAGE_SIZE + 1;
  const last = first + page.properties.length - 1;

  return (
    <>
      <p aria-live="polite" data-testid="result-count" className="mt-4 text-sm text-slate-700 sm:mt-6">
        <strong className="text-slate-900">{count.format(page.total)}</strong> of {count.format(stats.total)} results
      </p>

      {featured.length > 0 && <FeaturedListings properties={featured.map(toCardData)} />}

      <section aria-labelledby="all-listings-heading" className="mt-4 scroll-mt-20 sm:mt-8" id={GRID_ID}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-listings-heading" className="text-xl font-bold sm:text-2xl">
            All Listings
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {page.properties.length > 0 && (
              <p className="text-sm text-slate-600">
                Showing {count.format(first)}–{count.format(last)} of {count.format(page.total)}
              </p>
            )}
            <SaveSearchButton query={listFilterQueryString(toPropertiesQuery(filters))} />
          </div>
        </div>
        <div className="mt-4">
          {page.properties.length === 0 ? (
            <ListEmpty
              pastLastPage={page.total > 0 ? { firstPageHref: listHref({ ...filters, page: 1 }) } : undefined}
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.properties.map((property, i) => (
                <li key={property._id}>
                  {/* The first cards lead a phone's screen, and the grid's top row a wide one. */}
                  <ListingCardIsland property={toCardData(property)} priority={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <ListPagination filters={filters} total={page.total} pageSize={LIST_PAGE_SIZE} scrollToId={GRID_ID} />
      </section>
    </>
  );
}
