import type { QueryFilter } from "mongoose";
import { DAY_MS } from "@/lib/freshness/clock";
import { DEFAULT_SORT, type ListingQuery } from "@/lib/listings/query-words";
import type { PropertyDoc } from "@/models/Property";

/**
 * The recent window of a list's order: the listings that can lead it. A list's first page in the default
 * order or newest first is nearly always made of listings featured, confirmed or added in the last month, yet
 * the embedded engine sorts every listing the search matches to find it (home's strips: about 0.7 s of a 1.8 s
 * pass at 10,000 listings; a city's first page 0.3-0.9 s). Every listing outside the window ranks below every
 * one inside it, so when the window holds a page's last listing, the page read from the window alone is the
 * page read from the whole list; when it does not, the reader reads the whole list. On MongoDB either read
 * walks the order's index.
 */

/** How far back the window looks: a live catalogue adds and confirms more than a page a month. */
export const RECENT_WINDOW_DAYS = 30;

/**
 * The window of a search's order, or undefined for an order recent listings do not lead (by price). In the
 * default order (featured first, then most recently confirmed) the featured and those confirmed (`freshAt`)
 * since the window's start; newest first, those added since then.
 */
export function recentWindow(
  sort: ListingQuery["sort"],
  now: number = Date.now(),
): QueryFilter<PropertyDoc> | undefined {
  const since = new Date(now - RECENT_WINDOW_DAYS * DAY_MS);
  switch (sort ?? DEFAULT_SORT) {
    case "featured":
    case "distance": // with no point to measure from, the default order (filter.ts)
      return { $or: [{ featured: true }, { freshAt: { $gte: since } }] };
    case "newest":
      return { createdAt: { $gte: since } };
    default:
      return undefined;
  }
}
