import { connectToDatabase } from "@/lib/db";
import { findByIdsInOrder } from "@/lib/db/by-ids-in-order";
import { countMatching, sortedRows } from "@/lib/db/embedded-engine-gaps";
import { listingFilter, listingSort } from "@/lib/listings/filter";
import { searchCircle } from "@/lib/listings/geo-words";
import { DEFAULT_PAGE_SIZE, type ListingQuery } from "@/lib/listings/query-words";
import { isPagedQuery } from "@/lib/listings/query-string";
import { findProperties } from "@/lib/listings/reads";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyPage } from "@/lib/listings/types";
import { Property } from "@/models/Property";

/**
 * Pages deep in a long list of results. Each page of a search asked alone makes the database sort every
 * listing the search matches to find its dozen, and a burst of different pages of one search (a crawler, a
 * visitor paging on) makes as many sorts at once. Past the first pages, a search's order is read once
 * instead, its listings' ids only, kept in the data cache like a page and shared by every page of it (and
 * by every concurrent request, through the cache's single flight); a page is then the dozen listings at
 * its place in that order, read by id, and kept whole in the data cache as the first pages are.
 */

/** Pages up to this one are each one sorted read, kept whole in the data cache. */
export const FIRST_WHOLE_PAGES = 3;
/** The most ids an order keeps (some 250 KB in the cache); pages past it are read the plain way. */
export const ORDER_CAP = 10_000;

/** A search's listings in its order, by id, and how many it matches in all. */
export type ListingOrder = { ids: string[]; total: number };

/** Whether this search's page is read from its order: a page past the first ones, of a search without `near`. */
export function readsFromOrder(query: ListingQuery): boolean {
  return isPagedQuery(query) && (query.page ?? 1) > FIRST_WHOLE_PAGES && !searchCircle(query);
}

/** The ids of the listings the search matches, in its order (up to ORDER_CAP), and their count. */
export async function findListingOrder(query: ListingQuery): Promise<ListingOrder> {
  await connectToDatabase();
  const filter = listingFilter(query);
  const docs = await sortedRows<{ _id: unknown }>(Property, filter, listingSort(query), {
    limit: ORDER_CAP,
    fields: { _id: 1 },
  });
  const ids = docs.map((doc) => String(doc._id));
  return { ids, total: ids.length < ORDER_CAP ? ids.length : await countMatching(Property, filter) };
}

/** The query's page out of its search's order; past the order's cap, the page read the plain way. */
export async function findPageInOrder(order: ListingOrder, query: ListingQuery): Promise<PropertyPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * limit;
  if (start >= order.ids.length && order.total > order.ids.length) return findProperties(query);
  const ids = order.ids.slice(start, start + limit);
  // Called as a cached read (cache.ts), which already waits its turn among the reads (lib/db/read-queue.ts).
  const docs = ids.length ? await findByIdsInOrder(Property, ids) : [];
  return { properties: docs.map(toPublicListing), total: order.total, page, limit };
}
