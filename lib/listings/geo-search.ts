import type { QueryFilter, SortOrder, Types } from "mongoose";
import { countMatching, findInOrder } from "@/lib/db/embedded-engine-gaps";
import { circleBands, type Band } from "@/domain/geo/circle-cover";
import { boundsAround, haversineKm } from "@/domain/geo/distance";
import type { LatLng } from "@/domain/geo/places-data";
import { DISTANCE_SORT, searchCircle } from "@/lib/listings/geo-words";
import { listingSort } from "@/lib/listings/filter";
import { recentWindow } from "@/lib/listings/recent-window";
import type { ListingQuery } from "@/lib/listings/query-words";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

/**
 * One page of a search's listings. A search with `near` is one no server can answer alone here (the
 * embedded engine has no $geoNear or $nearSphere): its filter already holds the circle's box as indexed
 * latitude and longitude ranges (filter.ts), and the exact great-circle distance decides what is inside.
 * It runs in two phases. First the candidates are ranked from their id and point alone (and, in an order
 * other than distance, the database's sort of the box): in the distance order the page's listings are read
 * from the smallest circle around the centre that holds them (its radius found by counting where listings
 * crowd or are sparse); in any other order the box is read in that order, a chunk at a time, until the
 * page's listings inside the circle are found. The count is the box's count less the listings of its thin edges that are beyond the circle. Then
 * only the page's listings are read whole, by id, in the order ranked. Every answer of such a search carries
 * each listing's `distanceKm`. Other searches are one sorted query and a count; a first page in an order
 * recent listings lead reads that order's recent window first (recent-window.ts).
 */

type Candidate = {
  _id: Types.ObjectId;
  mapPoint?: { lat: number; lng: number } | null;
  distanceKm: number;
};

/** What a candidate is read with: its point (and its id, which every read returns). */
const POINT_ONLY = { mapPoint: 1 } as const;
type PointRow = { _id: Types.ObjectId; mapPoint?: Candidate["mapPoint"] };

/** Nearest first; ties by id, as the database orders ids. */
function byDistance(a: Candidate, b: Candidate): number {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
  const [x, y] = [String(a._id), String(b._id)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Kilometres as the answers carry them: to the metre. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

type Circle = { centre: LatLng; km: number };

const EDGE_BANDS = 8;
/** The circle read for the distance order should hold about this many times the listings wanted... */
const READ_MARGIN = 3;
/** ...and is narrowed, by counting its box, while that holds more than this many times as many again. */
const NARROW_ABOVE = 4;
/** The most counts spent finding that circle (after a first read of the even-spread guess). */
const MOST_PROBES = 4;
/**
 * In another order, the first chunk of the box read holds this many times the listings wanted (a circle
 * covers π/4 of its box where listings are spread evenly); each further chunk is twice the one before.
 */
const CHUNK_MARGIN = 1.5;
type Filter = QueryFilter<PropertyDoc>;

const latitudes = (band: Band) => ({ $gte: band.south, [band.lastBand ? "$lte" : "$lt"]: band.north });
const within = (filter: Filter, part: Filter): Filter => ({ $and: [filter, part] });
type Range = { $gte?: number; $lte?: number };

/**
 * The filter narrowed to the box of the circle of `km` around the centre: the search's own latitude and
 * longitude ranges (its box, filter.ts) cut down to that box, not a second pair of ranges beside them. The
 * embedded engine scans by the first range it meets, so with a second pair a small circle's few listings
 * were found by going through the whole search box (about twice the time of the narrowed ranges).
 */
function nearerThan(filter: Filter, circle: Circle, km: number): Filter {
  const box = boundsAround(circle.centre, km);
  const ranges = filter as Record<string, Range | undefined>;
  const lat = ranges["mapPoint.lat"] ?? {};
  const lng = ranges["mapPoint.lng"] ?? {};
  return {
    ...filter,
    "mapPoint.lat": { $gte: Math.max(lat.$gte ?? -90, box.south), $lte: Math.min(lat.$lte ?? 90, box.north) },
    "mapPoint.lng": { $gte: Math.max(lng.$gte ?? -180, box.west), $lte: Math.min(lng.$lte ?? 180, box.east) },
  } as Filter;
}

/** Those of the listings read that lie within `km` of the centre, each with its distance, in the order read. */
function measure(found: PointRow[], circle: Circle, km = circle.km) {
  const inside: Candidate[] = [];
  for (const candidate of found) {
    if (!candidate.mapPoint) continue;
    const distanceKm = haversineKm(circle.centre, candidate.mapPoint);
    if (distanceKm <= km) inside.push({ _id: candidate._id, mapPoint: candidate.mapPoint, distanceKm });
  }
  return inside;
}

/** The listings a filter matches within `km` of the centre, read with their point only. */
async function measured(filter: Filter, circle: Circle, km = circle.km): Promise<Candidate[]> {
  return measure(await Property.find(filter, POINT_ONLY).lean(), circle, km);
}

/**
 * How many listings the filter matches inside the circle: all those in the circle's box (a plain count of
 * the indexed ranges), less those in the box's edges that are beyond the circle. The edges are what is left
 * of the box after the bands' inner spans (where every point is inside), so only they are read and measured.
 * They are asked for as "in none of the inner spans" (`$nor`, one clause a band) rather than as the edges
 * themselves (`$or`, two clauses a band): the same listings, and on the embedded engine, which tests every
 * listing of the box against the clauses, a third of the time (docs/performance.md). Few bands, because each
 * is one more clause every listing in the box is tested against.
 */
async function countInCircle(filter: Filter, circle: Circle): Promise<number> {
  const bands = circleBands(circle.centre, circle.km, boundsAround(circle.centre, circle.km), EDGE_BANDS);
  const innerSpans = bands.flatMap((band) =>
    band.inner
      ? [{ "mapPoint.lat": latitudes(band), "mapPoint.lng": { $gte: band.inner.west, $lte: band.inner.east } }]
      : [],
  );
  const [inBox, edge] = await Promise.all([
    countMatching(Property, filter),
    Property.find(innerSpans.length ? within(filter, { $nor: innerSpans }) : filter, { mapPoint: 1 }).lean(),
  ]);
  const beyond = edge.filter((doc) => doc.mapPoint && haversineKm(circle.centre, doc.mapPoint) > circle.km);
  return inBox - beyond.length;
}

/**
 * The first circle read for the `wanted` nearest listings: its radius, and its box's listings when they were
 * read on the way. It starts where listings spread evenly over the search's circle would put READ_MARGIN times
 * `wanted` in it, and that box is read at once unless it holds more than NARROW_ABOVE times as many again
 * (the read stops there). Listings crowd around a city's localities with little between them, so a box that
 * holds too many or too few is then counted instead (a count costs a fraction of a read): the radius narrowed
 * while its box holds too many, widened while it holds fewer than `wanted`, halfway (geometrically) between
 * the widest found too small and the narrowest found too large once there are both. Answers the first radius
 * found good, or where MOST_PROBES counts have come to (never wider than one found too large: its box holds
 * enough).
 */
async function firstCircle(
  filter: Filter,
  circle: Circle,
  wanted: number,
  total: number,
): Promise<{ km: number; read?: Candidate[] }> {
  const enough = READ_MARGIN * wanted;
  const tooMuch = NARROW_ABOVE * enough;
  let km = circle.km * Math.min(1, Math.sqrt(enough / Math.max(1, total)));
  let tooFew = 0;
  let tooMany = Infinity;
  for (let probe = 0; probe <= MOST_PROBES && km < circle.km; probe++) {
    let inBox: number;
    if (probe === 0) {
      const found = await Property.find(nearerThan(filter, circle, km), POINT_ONLY)
        .limit(tooMuch + 1)
        .lean();
      if (found.length >= wanted && found.length <= tooMuch) return { km, read: measure(found, circle, km) };
      inBox = found.length;
    } else {
      inBox = await countMatching(Property, nearerThan(filter, circle, km));
      if (inBox >= wanted && inBox <= tooMuch) return { km };
    }
    if (inBox < wanted) tooFew = km;
    else tooMany = km;
    const guess = km * Math.min(4, Math.sqrt(enough / Math.max(1, inBox)));
    km = tooFew > 0 && tooMany < Infinity ? Math.sqrt(tooFew * tooMany) : guess;
  }
  return { km: Math.min(km, tooMany) };
}

/**
 * The first `wanted` listings by distance, nearest first: read outwards from the centre, id and point only,
 * a circle doubled until it holds enough. Every listing nearer than a circle's radius is in that circle's
 * box, so once the box yields `wanted` listings within its radius, no listing left unread comes before them.
 */
async function nearestFirst(filter: Filter, circle: Circle, wanted: number, total: number): Promise<Candidate[]> {
  const first = await firstCircle(filter, circle, wanted, total);
  if (first.read && first.read.length >= wanted) return first.read.sort(byDistance);
  for (let km = first.read ? first.km * 2 : first.km; ; km *= 2) {
    if (km >= circle.km) return (await measured(filter, circle)).sort(byDistance);
    const near = await measured(nearerThan(filter, circle, km), circle, km);
    if (near.length >= wanted) return near.sort(byDistance);
  }
}

/**
 * The first `wanted` listings inside the circle in the search's own order: the box read in that order (which
 * ends with `_id`, so chunks neither repeat nor skip), id and point only, a chunk at a time, each measured,
 * until `wanted` are inside or the box is read.
 */
async function firstInOrder(filter: Filter, circle: Circle, order: Record<string, SortOrder>, wanted: number) {
  const inside: Candidate[] = [];
  for (let read = 0, chunk = Math.ceil(CHUNK_MARGIN * wanted) + 8; ; chunk *= 2) {
    const found: PointRow[] = await Property.find(filter, POINT_ONLY).sort(order).skip(read).limit(chunk).lean();
    inside.push(...measure(found, circle));
    read += found.length;
    if (inside.length >= wanted || found.length < chunk) return inside.slice(0, wanted);
  }
}

async function pageOfCircle(
  filter: Filter,
  query: ListingQuery,
  circle: Circle,
  page: number,
  limit: number,
): Promise<{ chosen: Candidate[]; total: number }> {
  const from = (page - 1) * limit;
  const total = await countInCircle(filter, circle);
  if (from >= total) return { chosen: [], total };
  const wanted = Math.min(total, page * limit);
  const ranked =
    query.sort === DISTANCE_SORT
      ? await nearestFirst(filter, circle, wanted, total)
      : await firstInOrder(filter, circle, listingSort(query), wanted);
  return { chosen: ranked.slice(from, page * limit), total };
}

/**
 * Whether a search is every active listing in some order (home's strips, a list with no filter). The embedded
 * engine sorts those 10,000 listings in 3-5 s through a find and in about 1 s through an aggregation
 * (findInOrder); once a filter leaves a few hundred, its find is the quicker of the two (lib/db/embedded-engine-gaps.ts).
 */
const wholeCatalogue = (filter: Filter) => Object.keys(filter).every((key) => key === "isActive");

/** A first page reads its order's recent window first up to this many listings into the list. */
const WINDOWED_READ_CAP = 60;

/** One page of the listings a filter matches in the search's order (no `near`). */
async function pageInOrder(filter: Filter, query: ListingQuery, skip: number, limit: number) {
  const order = listingSort(query);
  const read = (of: Filter) =>
    wholeCatalogue(filter)
      ? findInOrder(Property, of, order, { skip, limit })
      : Property.find(of).sort(order).skip(skip).limit(limit).lean();
  const window = skip + limit <= WINDOWED_READ_CAP ? recentWindow(query.sort) : undefined;
  if (window) {
    const recent = await read(within(filter, window));
    // A full page means the window holds every listing up to the page's last: the whole list's page.
    if (recent.length === limit) return recent;
  }
  return read(filter);
}

export async function findSearchPage(
  filter: Filter,
  query: ListingQuery,
  page: number,
  limit: number,
): Promise<{ properties: PropertyJson[]; total: number }> {
  const circle = searchCircle(query);
  if (!circle) {
    const [docs, total] = await Promise.all([
      pageInOrder(filter, query, (page - 1) * limit, limit),
      countMatching(Property, filter),
    ]);
    return { properties: docs.map(toPublicListing), total };
  }
  const { chosen, total } = await pageOfCircle(filter, query, circle, page, limit);
  const docs = chosen.length ? await Property.find({ _id: { $in: chosen.map((c) => c._id) } }).lean() : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const properties = chosen.flatMap((c) => {
    const doc = byId.get(String(c._id));
    return doc ? [{ ...toPublicListing(doc), distanceKm: roundKm(c.distanceKm) }] : [];
  });
  return { properties, total };
}
