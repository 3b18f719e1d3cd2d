import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { SearchX } from "@/components/ui/icons";
import { ListingCardIsland } from "@/components/properties/listing-card-island";
import { toCardData } from "@/components/properties/listing-card-data";
import { PageLinks } from "@/components/properties/list-pagination";
import { MembersSearchLink } from "@/components/places/members-search-link";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { PlaceFilterForm } from "@/components/places/place-filter-form";
import { PlaceFilterChips } from "@/components/places/place-filter-chips";
import { ResultsWithMap } from "@/components/maps/results-with-map";
import { mapListing } from "@/components/maps/map-points";
import { boundsOf, nearPoint } from "@/lib/listings/geo-words";
import { placeCentre } from "@/lib/geo/centres";
import { formatListingPrice } from "@/lib/format";
import {
  getCachedPlace,
  getCachedPlaceListings,
  getCachedPlaceStats,
  otherLocalities,
  type PlaceStats,
  type PropertyPage,
  type ResolvedPlace,
} from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { rawParams } from "@/lib/listings/query-string";
import {
  isIndexablePlaceQuery,
  kindType,
  PLACE_KIND_LABELS,
  placeHref,
  placeKind,
  placeListHref,
  placePath,
  placeQueryString,
  readPlaceQuery,
  type Place,
  type PlaceQuery,
} from "@/lib/listings/links/place-pages";
import { pageMetadata } from "@/lib/seo";
import { siteUrl } from "@/lib/site";
import { IntentLink } from "@/components/ui/intent-link";
import { LocalityLinks } from "@/app/(site)/_place/locality-links";
import { CityPriceSection, LocalityPriceSection } from "@/app/(site)/_place/price-insight";

/**
 * The public result pages of one kind of listing in a city or a locality (/rent/bhubaneswar,
 * /rent/bhubaneswar/patia). Every read of a page is tagged with its place alone (lib/listings/cache-tags.ts):
 * a listing change elsewhere leaves it in the full-page cache. The plain page has routes of its own; a page narrowed by the list API's words
 * (?bhk=2&maxPrice=20000) reaches the route with a [filters] segment through proxy.ts, which puts the
 * canonical query string there, so each search is one page of the full-page cache too.
 */

/** The [locality] segment of a city-wide page narrowed by filters (never a slug: slugs have no "_"). */
export const CITY_WIDE = "_";

export type PlaceParams = { kind: string; city: string; locality?: string; filters?: string };

const count = new Intl.NumberFormat("en-IN");

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Loaded = { resolved: ResolvedPlace; place: Place; query: PlaceQuery };

/**
 * The place and search a path names; 404 for an unknown kind, city or locality. Its reads, and the page's
 * (`readPage`), happen once per request: the metadata and the page share them (React's cache, keyed by the
 * path's segments here and by the object this returns there), so a read the cache does not hold costs one
 * round trip, not two.
 */
const loadPlace = cache(async (kind: string, city: string, locality?: string, filters?: string): Promise<Loaded> => {
  if (!kindType(kind)) notFound();
  const localitySlug = locality === undefined || locality === CITY_WIDE ? undefined : locality;
  // The page's own place, not the whole directory: its cache entry carries this place's tag only.
  const resolved = await getCachedPlace(
    kind,
    decoded(city),
    localitySlug === undefined ? undefined : decoded(localitySlug),
  );
  if (!resolved) notFound();
  const search = filters === undefined ? "" : decoded(filters);
  const query = readPlaceQuery(rawParams(new URLSearchParams(search)), resolved.type);
  // Only proxy.ts's own rewrite reaches this route, with the canonical spelling of a real search; any other
  // spelling would be a page of its own in the cache. (Next.js hands the segment over decoded once; the
  // canonical string itself holds escapes such as %2C, which the second decoding above takes out.)
  const canonical = placeQueryString(query);
  if (filters !== undefined && (!canonical || (canonical !== filters && canonical !== search))) {
    notFound();
  }
  const place: Place = { type: resolved.type, city: resolved.city.name, locality: resolved.locality?.name };
  return { resolved, place, query };
});

const loadPlaceOf = (params: PlaceParams) => loadPlace(params.kind, params.city, params.locality, params.filters);

/** "Patia, Bhubaneswar" or "Bhubaneswar". */
const placeName = (place: Place) => (place.locality ? `${place.locality}, ${place.city}` : place.city);

/** "836 flats and houses for rent in Patia, Bhubaneswar", "1 flat or house (2 BHK) ...", "12 plots for sale ...". */
function headline(place: Place, total: number, query: PlaceQuery): string {
  const words = PLACE_KIND_LABELS[place.type];
  const noun = total === 1 ? words.nounOne : words.noun;
  const bhk = query.bhk ? ` (${query.bhk} BHK)` : "";
  return `${count.format(total)} ${noun}${bhk} ${words.phrase} in ${placeName(place)}`;
}

/** Whether anything beyond the place narrows the page (the sort and the page do not). */
const isNarrowed = (query: PlaceQuery) => placeQueryString({ ...query, sort: undefined, page: undefined }) !== "";

/**
 * The line under the heading. The figures there are of every listing of the place, so with filters on it
 * says how many of those the filters match, never a bare "18 in all" under "0 flats".
 */
function placeSummary(place: Place, stats: PlaceStats, total: number, query: PlaceQuery): string {
  const words = PLACE_KIND_LABELS[place.type];
  const range = priceRange(place, stats);
  if (!range) return `No ${words.noun} ${words.phrase} here yet.`;
  if (!isNarrowed(query)) return `${count.format(stats.count)} in all, from ${range}.`;
  const all = `${count.format(stats.count)} ${stats.count === 1 ? words.nounOne : words.noun} here`;
  return total === 0
    ? `None of the ${all} match these filters (all of them: ${range}).`
    : `${count.format(total)} of the ${all} match these filters (all of them: ${range}).`;
}

function priceRange(place: Place, stats: PlaceStats): string | null {
  if (stats.minPrice === null || stats.maxPrice === null) return null;
  const low = formatListingPrice(place.type, stats.minPrice);
  const high = formatListingPrice(place.type, stats.maxPrice);
  return low === high ? low : `${low} to ${high}`;
}

/** The figures in one sentence, for the description and the page's introduction. */
function summary(place: Place, stats: PlaceStats): string {
  const range = priceRange(place, stats);
  if (!range)
    return `No ${PLACE_KIND_LABELS[place.type].noun} ${PLACE_KIND_LABELS[place.type].phrase} in ${placeName(place)} yet.`;
  const medians = stats.byBhk
    .filter((row) => row.bhk > 0)
    .slice(0, 3)
    .map((row) => `${row.bhk} BHK ${formatListingPrice(place.type, row.medianPrice)}`)
    .join(", ");
  return `Prices from ${range}.${medians ? ` Median ${medians}.` : ""}`;
}

const readPage = cache(async (loaded: Loaded) => {
  const [stats, listings] = await Promise.all([
    getCachedPlaceStats(loaded.resolved),
    getCachedPlaceListings(loaded.resolved, loaded.query, LIST_PAGE_SIZE),
  ]);
  return { stats, listings };
});

export async function placeMetadata(params: PlaceParams): Promise<Metadata> {
  const loaded = await loadPlaceOf(params);
  const { place, query } = loaded;
  const { stats, listings } = await readPage(loaded);
  const page = query.page && query.page > 1 ? ` – page ${query.page}` : "";
  const title = `${headline(place, listings.total, query)}${page}`;
  const description = `${headline(place, listings.total, query)} on verified listings. ${summary(place, stats)} Filter by BHK, budget and furnishing.`;
  const indexable = isIndexablePlaceQuery(query) && listings.total > 0;
  const canonical = indexable ? placeHref(place, { bhk: query.bhk, page: query.page }) : placePath(place);
  const cover = listings.properties[0]?.images?.[0]?.url ?? listings.properties[0]?.pictures?.[0];
  return {
    ...pageMetadata({
      title,
      description: description.slice(0, 300),
      path: canonical,
      images: cover ? [siteUrl(cover)] : undefined,
    }),
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

function breadcrumbs(place: Place) {
  const words = PLACE_KIND_LABELS[place.type];
  const city = { name: place.city, href: placePath({ type: place.type, city: place.city }) };
  return [
    { name: "Home", href: "/" },
    { name: words.tab, href: `/${placeKind(place.type)}` },
    city,
    ...(place.locality ? [{ name: place.locality, href: placePath(place) }] : []),
  ];
}

/** BreadcrumbList and ItemList JSON-LD; `<` escaped so names can never close the script element. */
function StructuredData({ place, listings }: { place: Place; listings: PropertyPage }) {
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: breadcrumbs(place).map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: siteUrl(crumb.href),
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      numberOfItems: listings.total,
      itemListElement: listings.properties.map((property, i) => ({
        "@type": "ListItem",
        position: (listings.page - 1) * listings.limit + i + 1,
        url: siteUrl(`/properties/${property._id}`),
        name: property.title,
      })),
    },
  ];
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

function Breadcrumb({ place }: { place: Place }) {
  const crumbs = breadcrumbs(place);
  return (
    <nav aria-label="Breadcrumb" className="text-brand-50 text-sm">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page" className="font-medium text-white">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <IntentLink href={crumb.href} className="hover:underline">
                {crumb.name}
              </IntentLink>{" "}
              /
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function Pagination({ place, query, total }: { place: Place; query: PlaceQuery; total: number }) {
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

function BhkFigures({ place, stats, narrowed }: { place: Place; stats: PlaceStats; narrowed: boolean }) {
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

const searchedBox = (query: PlaceQuery) => (query.bounds ? boundsOf(query.bounds) : undefined);

export async function PlacePage({ params }: { params: PlaceParams }) {
  const loaded = await loadPlaceOf(params);
  const { resolved, place, query } = loaded;
  // A city page asked for a locality by name (the hero's free text, an old link): that locality's page.
  if (!resolved.locality && query.q) {
    const named = resolved.city.localities.find((l) => l.names.some((n) => n.toLowerCase() === query.q!.toLowerCase()));
    if (named) redirect(placeHref({ ...place, locality: named.name }, { ...query, q: undefined }));
  }
  const { stats, listings } = await readPage(loaded);
  const others = otherLocalities(resolved);
  const first = (listings.page - 1) * LIST_PAGE_SIZE + 1;
  const last = first + listings.properties.length - 1;
  const cards = listings.properties.map(toCardData);

  return (
    <div>
      <StructuredData place={place} listings={listings} />
      <section className="from-brand-700 to-brand-500 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
          <Breadcrumb place={place} />
          <h1 className="mt-3 text-2xl font-bold sm:text-4xl" data-testid="place-heading">
            {headline(place, listings.total, query)}
          </h1>
          <p className="text-brand-50 mt-2 max-w-3xl" data-testid="place-summary">
            {placeSummary(place, stats, listings.total, query)}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <ResultsWithMap
          filters={
            stats.count > 0 ? (
              <PlaceFilterForm key={JSON.stringify(query)} place={place} query={query} action={placePath(place)} />
            ) : undefined
          }
          summary={
            <>
              <PlaceFilterChips place={place} query={query} />
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                {listings.properties.length > 0 ? (
                  <p className="text-sm text-slate-700" data-testid="place-count">
                    Showing {count.format(first)}–{count.format(last)} of {count.format(listings.total)}
                  </p>
                ) : (
                  <span />
                )}
                {query.q && (
                  <p className="text-sm text-slate-700">
                    Matching “{query.q}” ·{" "}
                    <Link
                      href={placeHref(place, { ...query, q: undefined, page: undefined })}
                      className="text-brand-700 underline"
                    >
                      show all
                    </Link>
                  </p>
                )}
                {searchedBox(query) && (
                  <p className="text-sm text-slate-700">
                    Inside the area on the map ·{" "}
                    <Link
                      href={placeHref(place, { ...query, bounds: undefined, page: undefined })}
                      className="text-brand-700 underline"
                    >
                      search all of {placeName(place)}
                    </Link>
                  </p>
                )}
                <MembersSearchLink href={placeListHref(place, query)} />
                <SaveSearchButton query={placeListHref(place, query).split("?")[1] ?? ""} />
              </div>
            </>
          }
          listings={cards.map(mapListing).filter((pin) => pin !== undefined)}
          box={searchedBox(query)}
          centre={placeCentre({ city: place.city, locality: place.locality })}
          search={{ kind: "place", place, query }}
        >
          <section aria-labelledby="place-listings">
            <h2 id="place-listings" className="sr-only">
              Listings
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
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <SearchX aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
                {stats.count === 0 ? (
                  <>
                    <p className="mt-3 text-lg font-semibold">No listings yet</p>
                    <p className="mt-1 text-slate-600">
                      Nothing {PLACE_KIND_LABELS[place.type].phrase} in {placeName(place)} right now. Try a locality
                      nearby.
                    </p>
                  </>
                ) : listings.total > 0 ? (
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
            )}
            <Pagination place={place} query={query} total={listings.total} />
          </section>
        </ResultsWithMap>
        <BhkFigures place={place} stats={stats} narrowed={isNarrowed(query)} />
        <LocalityPriceSection place={resolved} />
        <CityPriceSection place={resolved} />

        <LocalityLinks
          place={place}
          localities={others}
          title={
            stats.count === 0
              ? `Localities nearby in ${place.city}`
              : `${PLACE_KIND_LABELS[place.type].heading} in ${place.locality ? "other localities of " : ""}${place.city}`
          }
        />
      </div>
    </div>
  );
}
