import { connectToDatabase } from "@/lib/db";
import { queuedRead } from "@/lib/db/read-queue";
import { haversineKm } from "@/domain/geo/distance";
import { ORDER_CAP } from "@/lib/listings/deep-pages";
import { listingFilter, listingSort } from "@/lib/listings/filter";
import { roundKm } from "@/lib/listings/geo-search";
import { DISTANCE_SORT, searchBox, searchCircle } from "@/lib/listings/geo-words";
import { DEFAULT_PAGE_SIZE, type ListingQuery } from "@/lib/listings/query-words";
import { listingQueryString } from "@/lib/listings/query-string";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyPage } from "@/lib/listings/types";
import { Property } from "@/models/Property";

/**
 * Map-area and distance searches answered from their points. What a map search's other words match (a type,
 * a budget, a BHK...) does not depend on where the map is or which point the distance is measured from, so
 * those listings' ids and points are read once, in the search's order, and kept in the data cache like a
 * page (cache.ts): every box and every centre with the same other words shares that one read, and a page is
 * then measured in memory and its dozen read by id. A search whose other words match more than ORDER_CAP
 * listings is read the database's way (geo-search.ts), so no answer is ever cut short.
 */

/** The ids and points of the listings a map search's other words match, in its order (parallel arrays). */
export type PointOrder = { ids: string[]; lat: number[]; lng: number[]; complete: boolean };

/**
 * The search without its place words and paging: the read that PointOrder keeps. The distance order sorts
 * by what was read, so it reads in the default order and shares that entry.
 */
function otherWords(query: ListingQuery): ListingQuery {
  return {
    ...query,
    bounds: undefined,
    near: undefined,
    radius: undefined,
    page: undefined,
    limit: undefined,
    sort: query.sort === DISTANCE_SORT ? undefined : query.sort,
  };
}

/** The data cache's key of a map search's points: its other words, canonically spelt. */
export const pointOrderKey = (query: ListingQuery) => listingQueryString(otherWords(query));

/** Only listings with a public point can be on a map: the point's indexed latitude range says so. */
const HAS_POINT = { "mapPoint.lat": { $gte: -90, $lte: 90 } } as const;

export async function findPointOrder(query: ListingQuery): Promise<PointOrder> {
  await connectToDatabase();
  const words = otherWords(query);
  const docs = await Property.find({ ...listingFilter(words), ...HAS_POINT }, { mapPoint: 1 })
    .sort(listingSort(words))
    .limit(ORDER_CAP + 1)
    .lean();
  const order: PointOrder = { ids: [], lat: [], lng: [], complete: docs.length <= ORDER_CAP };
  for (const doc of docs.slice(0, ORDER_CAP)) {
    if (!doc.mapPoint) continue;
    order.ids.push(String(doc._id));
    order.lat.push(doc.mapPoint.lat);
    order.lng.push(doc.mapPoint.lng);
  }
  return order;
}

type Found = { index: number; distanceKm?: number };

/** The listings of the order inside the search's box and circle, in its order or nearest first. */
function measure(order: PointOrder, query: ListingQuery): Found[] {
  const box = searchBox(query);
  if (box === null) return [];
  const circle = searchCircle(query);
  const found: Found[] = [];
  for (let index = 0; index < order.ids.length; index++) {
    const lat = order.lat[index];
    const lng = order.lng[index];
    if (box && (lat < box.south || lat > box.north || lng < box.west || lng > box.east)) continue;
    if (!circle) {
      found.push({ index });
      continue;
    }
    const distanceKm = haversineKm(circle.centre, { lat, lng });
    if (distanceKm <= circle.km) found.push({ index, distanceKm });
  }
  if (circle && query.sort === DISTANCE_SORT) {
    // Nearest first; ties by id, as the database orders ids.
    found.sort((a, b) => {
      if (a.distanceKm !== b.distanceKm) return a.distanceKm! - b.distanceKm!;
      const [x, y] = [order.ids[a.index], order.ids[b.index]];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return found;
}

/** One page of a map search out of its points: measured here, then the page's listings read by id. */
export async function findMapPage(order: PointOrder, query: ListingQuery): Promise<PropertyPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const found = measure(order, query);
  const chosen = found.slice((page - 1) * limit, page * limit);
  const ids = chosen.map((f) => order.ids[f.index]);
  const docs = ids.length ? await queuedRead(() => Property.find({ _id: { $in: ids } }).lean()) : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const properties = chosen.flatMap((f) => {
    const doc = byId.get(order.ids[f.index]);
    if (!doc) return [];
    const listing = toPublicListing(doc);
    return [f.distanceKm === undefined ? listing : { ...listing, distanceKm: roundKm(f.distanceKm) }];
  });
  return { properties, total: found.length, page, limit };
}
