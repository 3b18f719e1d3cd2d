"use client";

import { useCallback, useEffect, useState } from "react";
import { callRoute } from "@/components/ui/api";
import type { ResponseOf, Route, RouteSpec } from "@/lib/contracts/route";

export type ApiListState<T> = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; items: T[] };

/** The keys of a route's answer that hold a list. */
export type ListKey<S extends RouteSpec> = {
  [K in keyof ResponseOf<S>]: ResponseOf<S>[K] extends ReadonlyArray<unknown> ? K : never;
}[keyof ResponseOf<S>] &
  string;

/** One item of the list under `K` in a route's answer. */
export type ListItem<S extends RouteSpec, K extends keyof ResponseOf<S>> =
  ResponseOf<S>[K] extends ReadonlyArray<infer T> ? T : never;

/** A list route without path parameters, as this hook calls it. */
type ListRoute = Route<{ response: Record<string, unknown> }>;

/**
 * A list the browser loads from the API (the array under `key` of `route`'s answer), with the loading, error
 * and ready states every such block shows, and `reload` for its Try Again button.
 */
export function useApiList<S extends RouteSpec, K extends ListKey<S>>(route: Route<S>, key: K, failure: string) {
  const [state, setState] = useState<ApiListState<ListItem<S, K>>>({ kind: "loading" });

  const reload = useCallback(async () => {
    setState({ kind: "loading" });
    const answer = await callRoute(route as unknown as ListRoute, { cache: "no-store" });
    const items = answer.body[key];
    if (answer.ok && Array.isArray(items)) setState({ kind: "ready", items: items as ListItem<S, K>[] });
    else setState({ kind: "error", message: answer.body.message ?? failure });
  }, [route, key, failure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
