import { Suspense, type ReactNode } from "react";
import { ListFiltersPanel } from "@/components/properties/list-filters-panel";
import { ListNavigationProvider, ListResultsRegion } from "@/components/properties/list-navigation";
import { ListStats, ListStatsLoading } from "@/components/properties/list-sections";
import { getCachedPropertyStats } from "@/lib/listings";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata({
  title: "Properties for rent and sale in Bhubaneswar",
  description: "Search verified flats, houses and land plots across Bhubaneswar by type, BHK, price and locality.",
  path: "/properties",
});

/**
 * The frame of /properties around each state's results: the heading, the site's figures and the filters.
 * It stays mounted while the visitor moves between states (each state is a route of its own, [filters]), so
 * an open filter sheet and a half-typed field survive the navigation; the filters read the state from the
 * route's segment.
 */
export default function ListLayout({ children }: { children: ReactNode }) {
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
        <ListFiltersPanel />
        <ListResultsRegion>{children}</ListResultsRegion>
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
