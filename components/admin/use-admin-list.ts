"use client";

import { useCallback } from "react";
import { useRouteData } from "@/components/ui/use-route-data";
import type { Paged } from "@/lib/contracts/admin";
import type { QueryValue, ResponseOf, Route, RouteSpec } from "@/lib/contracts/route";
import { leaveDashboard } from "@/components/admin/session-notice";

export type ListState<T> =
  | { status: "loading"; items?: T[]; total?: number }
  | { status: "error"; message: string; items?: T[]; total?: number }
  | { status: "ready"; items: T[]; total: number };

/** The keys of a route's answer that hold a list of rows (records with an `_id`). */
export type RowsKey<S extends RouteSpec> = {
  [K in keyof ResponseOf<S>]: ResponseOf<S>[K] extends ReadonlyArray<{ _id: string }> ? K : never;
}[keyof ResponseOf<S>] &
  string;

/** One row of the list under `K` in a route's answer. */
export type RowOf<S extends RouteSpec, K extends keyof ResponseOf<S>> =
  ResponseOf<S>[K] extends ReadonlyArray<infer T extends { _id: string }> ? T : never;

/** A paged list route as this hook calls it, whatever its own query words and rows. */
type PagedRoute = Route<{ query: Record<string, QueryValue>; response: Paged & Record<string, unknown> }>;

/**
 * One server-paged admin list (the rows under `itemsKey` of `route`'s answer): refetches when the query
 * changes, keeps the previous rows visible while the next page loads, and lets a tab patch or drop rows after
 * an edit without waiting for a refetch. A signed-out or demoted admin is sent back to the sign-in page.
 */
export function useAdminList<S extends RouteSpec, K extends RowsKey<S>, T extends { _id: string } = RowOf<S, K>>(
  route: Route<S>,
  itemsKey: K,
  query: Record<string, string | number | undefined>,
) {
  const { data, error, reading, reload, update } = useRouteData(
    route as unknown as PagedRoute,
    { query },
    "Failed to load the list",
    {
      keepPreviousData: true,
      onError: (failure) => {
        if (failure.status === 401 || failure.status === 403)
          leaveDashboard(failure.said ?? "Please sign in as an admin.");
      },
    },
  );
  const items = data?.[itemsKey] as T[] | undefined;
  const total = data?.total;
  const state: ListState<T> = reading
    ? { status: "loading", items, total }
    : error
      ? { status: "error", message: error.message, items, total }
      : data
        ? { status: "ready", items: items ?? [], total: total ?? 0 }
        : { status: "loading" };

  const patch = useCallback(
    (id: string, next: T) =>
      update((answer) => ({
        ...answer,
        [itemsKey]: (answer[itemsKey] as T[] | undefined)?.map((item) => (item._id === id ? next : item)),
      })),
    [update, itemsKey],
  );
  return { state, reload, patch };
}
