import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { listingFilter } from "@/lib/listings/filter";
import { LISTING_TYPES, type ListingType } from "@/domain/listings/options";
import type { ListingQuery } from "@/lib/listings/query-words";
import { kindType, type PlaceQuery } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { findSearchPage } from "@/lib/listings/geo-search";
import type { PropertyPage } from "@/lib/listings/types";
import { findPlaceTallies, type PlaceTally } from "@/lib/listings/place-tallies";
import { Property, type PropertyDoc } from "@/models/Property";

/**
 * Places: the cities and localities listings are in, and the figures of the result pages of one kind of
 * listing in one of them (/rent/bhubaneswar/patia). Names are the stored ones; a slug (links/place-pages.ts) names
 * every spelling that makes it ("Saheed Nagar", "saheed nagar"), and the most used spelling is shown.
 */

export type PlaceCounts = Record<ListingType, number>;
/** A city or a locality: its shown name, its slug, every stored spelling, and its active listings per type. */
export type DirectoryPlace = { name: string; slug: string; names: string[]; counts: PlaceCounts };
export type DirectoryCity = DirectoryPlace & { localities: DirectoryPlace[] };
/** Every known city with its known localities (of any listing, active or not), most listings first. */
export type PlaceDirectory = { cities: DirectoryCity[] };

const noCounts = (): PlaceCounts => ({ rent: 0, sale: 0, land: 0 });
const total = (counts: PlaceCounts) => counts.rent + counts.sale + counts.land;

/** Places by slug: the spellings met, each with its listings, and the active listings per type. */
type Tally = { spellings: Map<string, number>; counts: PlaceCounts };

function tally(into: Map<string, Tally>, name: string, listings: number, type?: ListingType, active = 0) {
  const slug = placeSlug(name);
  if (!slug) return;
  const entry = into.get(slug) ?? { spellings: new Map(), counts: noCounts() };
  entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + listings);
  if (type) entry.counts[type] += active;
  into.set(slug, entry);
}

function toPlace(slug: string, entry: Tally): DirectoryPlace {
  const names = [...entry.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { name: names[0][0], slug, names: names.map(([name]) => name), counts: entry.counts };
}

const byListings = (a: DirectoryPlace, b: DirectoryPlace) =>
  total(b.counts) - total(a.counts) || a.name.localeCompare(b.name, "en-IN");

const split = (key: string) => {
  const at = key.indexOf("|");
  return { city: key.slice(0, at).trim(), locality: key.slice(at + 1).trim() };
};

/**
 * The place directory from the place tallies (place-tallies.ts): every listing's place key says which places
 * are known, and the live ones per type what each place's pages count.
 */
export function directoryOf(tallies: PlaceTally[]): PlaceDirectory {
  const cities = new Map<string, Tally>();
  const localities = new Map<string, Map<string, Tally>>();
  for (const { key, listings } of tallies) {
    const { city, locality } = split(key);
    tally(cities, city, listings);
    const citySlug = placeSlug(city);
    if (citySlug && locality) {
      if (!localities.has(citySlug)) localities.set(citySlug, new Map());
      tally(localities.get(citySlug)!, locality, listings);
    }
  }
  for (const { key, live } of tallies) {
    const { city, locality } = split(key);
    for (const type of LISTING_TYPES) {
      if (live[type] === 0) continue;
      tally(cities, city, 0, type, live[type]);
      if (locality) tally(localities.get(placeSlug(city)) ?? new Map(), locality, 0, type, live[type]);
    }
  }
  return {
    cities: [...cities.entries()]
      .map(([slug, entry]) => ({
        ...toPlace(slug, entry),
        localities: [...(localities.get(slug) ?? new Map<string, Tally>()).entries()]
          .map(([s, e]) => toPlace(s, e))
          .sort(byListings),
      }))
      .sort(byListings),
  };
}

/**
 * The place directory: one pass over the listings (findPlaceTallies). Read through the data cache, so it is
 * worked out again only after a listing changes.
 */
export async function findPlaceDirectory(): Promise<PlaceDirectory> {
  return directoryOf(await findPlaceTallies());
}

/** A place page's place, read back from its path: the kind, the city and maybe a locality, all known. */
export type ResolvedPlace = { type: ListingType; city: DirectoryCity; locality?: DirectoryPlace };

/** The place a path names, or null when its kind, city or locality is unknown (the page answers 404). */
export function resolvePlace(
  directory: PlaceDirectory,
  kind: string,
  citySlug: string,
  localitySlug?: string,
): ResolvedPlace | null {
  const type = kindType(kind);
  const city = directory.cities.find((c) => c.slug === citySlug);
  if (!type || !city) return null;
  if (localitySlug === undefined) return { type, city };
  const locality = city.localities.find((l) => l.slug === localitySlug);
  return locality ? { type, city, locality } : null;
}

/**
 * The place a place page's path names, for that page alone: its city with the city's localities (their
 * spellings and counts), worked out from one pass over the listings' place tallies. Null when the kind, the
 * city or the locality is unknown.
 */
export async function findPlace(kind: string, citySlug: string, localitySlug?: string): Promise<ResolvedPlace | null> {
  if (!kindType(kind)) return null;
  const tallies = (await findPlaceTallies()).filter((tally) => placeSlug(split(tally.key).city) === citySlug);
  if (!tallies.length) return null;
  return resolvePlace(directoryOf(tallies), kind, citySlug, localitySlug);
}

/** The other localities of the place's city that have listings of its type, most listings first. */
export function otherLocalities(place: ResolvedPlace, limit = 24): DirectoryPlace[] {
  return place.city.localities
    .filter((l) => l.slug !== place.locality?.slug && l.counts[place.type] > 0)
    .sort((a, b) => b.counts[place.type] - a.counts[place.type] || a.name.localeCompare(b.name, "en-IN"))
    .slice(0, limit);
}

/** The places worth linking from the home page: localities with the most active listings of any type. */
export function popularLocalities(directory: PlaceDirectory, limit = 12) {
  return directory.cities
    .flatMap((city) => city.localities.map((locality) => ({ city, locality })))
    .filter(({ locality }) => total(locality.counts) > 0)
    .sort((a, b) => byListings(a.locality, b.locality))
    .slice(0, limit);
}

const oneOrAny = (names: string[]) => (names.length === 1 ? names[0] : { $in: names });

/** The listings of a place that a search matches: every stored spelling of its city and locality. */
function placeFilter(place: ResolvedPlace, query: ListingQuery = {}): QueryFilter<PropertyDoc> {
  const filter = listingFilter({ ...query, type: place.type, city: undefined, locality: undefined });
  filter["location.city"] = oneOrAny(place.city.names);
  if (place.locality) filter["location.locality"] = oneOrAny(place.locality.names);
  return filter;
}

/** One page of a place's listings matching the page's query, with the count of every match. */
export async function findPlaceListings(
  place: ResolvedPlace,
  query: PlaceQuery,
  pageSize: number,
): Promise<PropertyPage> {
  await connectToDatabase();
  const filter = placeFilter(place, query);
  const page = query.page ?? 1;
  return { ...(await findSearchPage(filter, query, page, pageSize)), page, limit: pageSize };
}

/** A BHK's share of a place: how many listings, and the median price (of two middle ones, their mean). */
export type BhkFigure = { bhk: number; count: number; medianPrice: number };
/** The figures a place page states: every active listing of its type there, its price range, per BHK. */
export type PlaceStats = { count: number; minPrice: number | null; maxPrice: number | null; byBhk: BhkFigure[] };

/** The prices at a position of the price order, lowest first or highest first (the index ends in the price). */
async function pricesAt(filter: QueryFilter<PropertyDoc>, skip: number, limit: number, order: 1 | -1 = 1) {
  const docs = await Property.find(filter, { price: 1, _id: 0 }).sort({ price: order }).skip(skip).limit(limit).lean();
  return docs.map((doc) => doc.price);
}

/** The median of prices in ascending order (of the two middle ones, their mean), or of the one or two read at the middle. */
const medianOf = (sorted: number[]) =>
  Math.round((sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.floor(sorted.length / 2)]) / 2);

/**
 * Up to this many listings, a place's prices are read in one pass and its figures worked out from them; above
 * it, one or two prices are read at their place in the price order per figure. The embedded engine reads the
 * whole collection for each read, so one pass is several times faster there; on MongoDB either walks the
 * index, and the per-figure reads keep a large city's cost flat.
 */
export const ONE_PASS_STATS_CAP = 5_000;

/** How many active listings of its type the place directory counted in the place. */
const directoryCount = (place: ResolvedPlace) => (place.locality ?? place.city).counts[place.type];

const byPrice = (a: { price: number }, b: { price: number }) => a.price - b.price;

/**
 * A place's figures without reading its listings whole. A place the directory counts at most
 * ONE_PASS_STATS_CAP listings in is read in one pass, each listing's price and BHK alone, sorted here: no
 * `$group` and no `$sort`, each a further pass over the collection on the embedded engine (a locality's
 * figures took 1.1-1.8 s that way at 10,000 listings, about half of it this read). Should the place hold more
 * than the cap by now, or a larger one: counts per BHK by one `$group` with `$sum`, then the lowest and highest
 * price and each BHK's median by reading one or two prices at their place in an index's price order (for n
 * listings, the ((n - 1) / 2)th and (n / 2)th), about ten small index reads.
 */
export async function findPlaceStats(
  place: ResolvedPlace,
  { onePassCap = ONE_PASS_STATS_CAP } = {},
): Promise<PlaceStats> {
  await connectToDatabase();
  const filter = placeFilter(place);
  if (directoryCount(place) <= onePassCap) {
    const rows = await Property.aggregate<{ price: number; bhk?: unknown }>([
      { $match: filter },
      { $limit: onePassCap + 1 },
      { $project: { _id: 0, price: 1, bhk: 1 } },
    ]);
    if (rows.length <= onePassCap) return figuresOfPrices(rows.sort(byPrice));
  }
  const rows: Array<{ _id: unknown; n: number }> = await Property.aggregate([
    { $match: filter },
    { $group: { _id: "$bhk", n: { $sum: 1 } } },
  ]);
  const counts = rows
    .map((row) => ({ bhk: typeof row._id === "number" ? row._id : 0, count: row.n }))
    .sort((a, b) => a.bhk - b.bhk);
  const count = counts.reduce((sum, row) => sum + row.count, 0);
  if (count === 0) return { count: 0, minPrice: null, maxPrice: null, byBhk: [] };
  const [[minPrice], [maxPrice], ...medians] = await Promise.all([
    pricesAt(filter, 0, 1),
    pricesAt(filter, 0, 1, -1),
    ...counts.map(({ bhk, count: n }) => pricesAt({ ...filter, bhk }, Math.floor((n - 1) / 2), n % 2 ? 1 : 2)),
  ]);
  const byBhk = counts.map((row, i) => ({ ...row, medianPrice: medianOf(medians[i]) }));
  return { count, minPrice, maxPrice, byBhk };
}

/** A place's figures from every price of it, in ascending order, each with its BHK. */
function figuresOfPrices(rows: Array<{ price: number; bhk?: unknown }>): PlaceStats {
  if (!rows.length) return { count: 0, minPrice: null, maxPrice: null, byBhk: [] };
  const byBhk = new Map<number, number[]>();
  for (const { price, bhk } of rows) {
    const key = typeof bhk === "number" ? bhk : 0;
    if (!byBhk.has(key)) byBhk.set(key, []);
    byBhk.get(key)!.push(price);
  }
  return {
    count: rows.length,
    minPrice: rows[0].price,
    maxPrice: rows[rows.length - 1].price,
    byBhk: [...byBhk.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([bhk, prices]) => ({ bhk, count: prices.length, medianPrice: medianOf(prices) })),
  };
}
