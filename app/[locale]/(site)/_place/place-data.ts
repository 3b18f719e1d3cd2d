import { notFound } from "next/navigation";
import { cache } from "react";
import { getCachedPlace, getCachedPlaceListings, getCachedPlaceStats, type ResolvedPlace } from "@/lib/listings";
import { LIST_PAGE_SIZE } from "@/lib/listings/query-words";
import { rawParams } from "@/lib/listings/query-string";
import {
  kindType,
  placeQueryString,
  readPlaceQuery,
  type Place,
  type PlaceQuery,
} from "@/lib/listings/links/place-pages";

/** The [locality] segment of a city-wide page narrowed by filters (never a slug: slugs have no "_"). */
const CITY_WIDE = "_";

export type PlaceParams = { locale?: string; kind: string; city: string; locality?: string; filters?: string };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type Loaded = { resolved: ResolvedPlace; place: Place; query: PlaceQuery };

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

export const loadPlaceOf = (params: PlaceParams) =>
  loadPlace(params.kind, params.city, params.locality, params.filters);

/** The page's figures and listings, read once per request for the metadata and the page. */
export const readPage = cache(async (loaded: Loaded) => {
  const [stats, listings] = await Promise.all([
    getCachedPlaceStats(loaded.resolved),
    getCachedPlaceListings(loaded.resolved, loaded.query, LIST_PAGE_SIZE),
  ]);
  return { stats, listings };
});
