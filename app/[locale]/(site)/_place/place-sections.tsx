import Link from "next/link";
import { MapPin, SearchX } from "@/components/ui/icons";
import { PageLinks } from "@/components/properties/list-pagination";
import { formatListingPrice } from "@/lib/format";
import type { DirectoryPlace, PlaceStats } from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { PLACE_KIND_LABELS, placeHref, placePath, type Place, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { count, placeName } from "@/app/[locale]/(site)/_place/place-words";

export function Pagination({ place, query, total }: { place: Place; query: PlaceQuery; total: number }) {
  const last = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <PageLinks
      current={Math.min(query.page ?? 1, last)}
      last={last}
      link={(page) => placeHref(place, { ...query, page })}
      PageLink={Link}
      seriesLinks
    />
  );
}

export function LocalityLinks({
  place,
  localities,
  title,
}: {
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
              href={placePath({ ...place, locality: locality.name })}
              className="hover:border-brand-500 hover:text-brand-700 inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700"
            >
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" />
              {locality.name}
              <span className="text-slate-500">({count.format(locality.counts[place.type])})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BhkFigures({ place, stats, narrowed }: { place: Place; stats: PlaceStats; narrowed: boolean }) {
  const rows = stats.byBhk.filter((row) => row.bhk > 0);
  if (place.type === "land" || rows.length === 0) return null;
  return (
    <section aria-labelledby="bhk-figures" className="mt-10">
      <h2 id="bhk-figures" className="text-lg font-bold">
        Median {place.type === "rent" ? "rent" : "price"} by BHK
      </h2>
      {narrowed && (
        <p className="mt-1 text-sm text-slate-600" data-testid="bhk-figures-scope">
          Of every listing here, not only those matching your filters.
        </p>
      )}
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {rows.map((row) => (
          <li key={row.bhk}>
            <Link
              href={placeHref(place, { bhk: row.bhk })}
              className="hover:border-brand-500 block rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <span className="block text-sm font-semibold text-slate-900">{row.bhk} BHK</span>
              <span className="text-brand-700 block text-lg font-bold">
                {formatListingPrice(place.type, row.medianPrice)}
              </span>
              <span className="block text-xs text-slate-600">
                median of {count.format(row.count)} listing{row.count === 1 ? "" : "s"}
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
  place,
  stats,
  query,
  total,
}: {
  place: Place;
  stats: PlaceStats;
  query: PlaceQuery;
  total: number;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
      {stats.count === 0 ? (
        <>
          <p className="mt-3 text-lg font-semibold">No listings yet</p>
          <p className="mt-1 text-slate-600">
            Nothing {PLACE_KIND_LABELS[place.type].phrase} in {placeName(place)} right now. Try a locality nearby.
          </p>
        </>
      ) : total > 0 ? (
        <>
          <p className="mt-3 text-lg font-semibold">This page is past the last page of results</p>
          <Link href={placeHref(place, { ...query, page: undefined })} className="btn-primary mt-5">
            Go to the first page
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">No listings match these filters</p>
          <Link href={placePath(place)} className="btn-primary mt-5">
            Clear filters
          </Link>
        </>
      )}
    </div>
  );
}
