"use client";

import { useCallback, useEffect, useState } from "react";
import { callApi, failureMessage, routeUrl } from "@/components/ui/api";
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
 * an edit without waiting for a refetch.
 */
export function useAdminList<S extends RouteSpec, K extends RowsKey<S>, T extends { _id: string } = RowOf<S, K>>(
  route: Route<S>,
  itemsKey: K,
  query: Record<string, string | number | undefined>,
) {
  const url = routeUrl(route as unknown as PagedRoute, { query });
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: "loading" }) as ListState<T>);
    callApi<Paged & Record<string, unknown>>(url, { method: route.method }).then((answer) => {
      if (!current) return;
      if (answer.status === 401 || answer.status === 403) {
        leaveDashboard(answer.body.message ?? "Please sign in as an admin.");
        return;
      }
      if (!answer.ok) {
        const message = failureMessage(answer, "Failed to load the list");
        setState((s) => ({ ...s, status: "error", message }));
        return;
      }
      setState({ status: "ready", items: (answer.body[itemsKey] as T[]) ?? [], total: answer.body.total ?? 0 });
    });
    return () => {
      current = false;
    };
  }, [url, route.method, itemsKey, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const patch = useCallback(
    (id: string, next: T) =>
      setState((s) =>
        s.items ? ({ ...s, items: s.items.map((item) => (item._id === id ? next : item)) } as ListState<T>) : s,
      ),
    [],
  );
  return { state, reload, patch };
}
