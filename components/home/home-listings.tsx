"use client";

import { SearchX } from "@/components/ui/icons";
import { ListingStrip } from "@/components/home/listing-strip";
import type { StripResult } from "@/components/home/listing-card-data";
import { SearchPanel } from "@/components/home/search-panel";
import { useListingSearch } from "@/components/home/use-listing-search";
import { homeResultsHref } from "@/lib/validation/listing-query";

function resultSummary(filtered: boolean, shown: number, total: number): string {
  const noun = total === 1 ? "property" : "properties";
  return filtered ? `${total} ${noun} found` : `Showing ${shown} of ${total} ${noun}`;
}

/** The search panel and the featured strip it filters, in place, without reloading the page. */
export function HomeListings({ initial }: { initial: StripResult | null }) {
  const search = useListingSearch(initial);
  const { state } = search;
  const { properties, total } = state.result;
  const showEmpty = state.status === "ready" && properties.length === 0;
  const showSummary = state.status === "loading" || (state.status === "ready" && properties.length > 0);

  return (
    <div className="mt-10">
      <SearchPanel
        values={search.draft}
        onChange={search.update}
        onSubmit={search.submit}
        onClear={search.clear}
        problem={state.status === "invalid" ? state.message : null}
      />

      <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-600" data-testid="search-summary">
        {showSummary &&
          (state.status === "loading" ? "Searching…" : resultSummary(search.filtered, properties.length, total))}
      </p>

      {state.status === "invalid" ? null : state.status === "error" ? (
        <div role="alert" className="mt-4 rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center">
          <p className="font-semibold text-rose-800">{state.message}</p>
          <button type="button" onClick={search.retry} className="btn-primary mt-4">
            Try Again
          </button>
        </div>
      ) : state.status === "loading" && properties.length === 0 ? (
        <ul aria-hidden className="mt-14 flex gap-4 overflow-hidden">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="h-80 w-[284px] shrink-0 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </ul>
      ) : showEmpty ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <SearchX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">No properties found</h3>
          <p className="mt-1 text-slate-600">Try adjusting your search filters</p>
          <button type="button" onClick={search.clear} className="btn-primary mt-5">
            Clear Filters
          </button>
        </div>
      ) : (
        <div
          aria-busy={state.status === "loading"}
          className={`transition-opacity ${state.status === "loading" ? "opacity-60" : ""}`}
        >
          <ListingStrip properties={properties} total={total} moreHref={homeResultsHref(search.searched)} />
        </div>
      )}
    </div>
  );
}
