import type { PropertyStats } from "@/lib/listings/types";
import type { Words } from "@/lib/i18n/words";

const count = new Intl.NumberFormat("en-IN");

/** The list page's stats (Total Listings, For Rent, Land Plots) and the localities covered, counted from the database. */
export function ListStats({ stats, words }: { stats: PropertyStats; words: Words<"Lists">["stats"] }) {
  const items = [
    { label: words.total, value: stats.total },
    { label: words.forRent, value: stats.forRent },
    { label: words.land, value: stats.land },
    { label: words.localities, value: stats.localities },
  ];
  return (
    <dl data-testid="list-stats" className="grid grid-cols-4 gap-2 text-center sm:gap-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-white/15 px-2 py-2 backdrop-blur sm:px-4 sm:py-3">
          <dt className="text-brand-50 text-[0.65rem] font-medium tracking-wide uppercase sm:text-xs">{item.label}</dt>
          <dd className="mt-0.5 text-lg font-bold sm:mt-1 sm:text-2xl">{count.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ListStatsLoading() {
  return (
    <div aria-hidden className="grid grid-cols-4 gap-2 sm:gap-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-white/15 sm:h-[4.5rem] sm:w-28" />
      ))}
    </div>
  );
}

/** The first load of a state ('Loading properties...'), with card placeholders of the grid's shape. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="mt-6">
      <p role="status" className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <ul aria-hidden className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[3/2] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
