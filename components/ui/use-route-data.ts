"use client";

import { useCallback, useRef } from "react";
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from "swr";
import { callApi, failureMessage, type ApiMessage, type RouteCall } from "@/components/ui/api";
import { routeDataKey } from "@/components/ui/route-data-key";
import type { ResponseOf, Route, RouteSpec } from "@/lib/contracts/route";

/**
 * A read that did not succeed: what to tell the user, the answer's status (0: it did not get through) and
 * the server's own message, if it gave one.
 */
export class ReadFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly said: string | undefined,
  ) {
    super(message);
  }
}

/**
 * The reads of signed-in pages and the dashboard: a failed read waits for the user's Try Again (the lists
 * show the error with that button), and coming back to the browser tab does not reload a list the user may
 * be editing. Reads of one address under way at once share a request; each block that mounts reads afresh,
 * showing the kept answer meanwhile, so an admin switching tabs never acts on a list read before a change.
 */
const READ_SETTINGS: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  dedupingInterval: 0,
};

type Answer<S extends RouteSpec> = Partial<ResponseOf<S>> & ApiMessage;

/**
 * The answer of one GET route of `lib/contracts`, read through SWR (loading, error, Try Again and the cache
 * live there). `call` is the route's parameters and query, or null while there is nothing to read; `scope`
 * (an account's id) keeps one account's answers from showing to another in the same tab. `update` changes
 * the kept answer after an edit without reading it again. An answer the server rendered the page with (SWR's
 * `fallback`, see `routeDataKey`) is shown at once and not read again on the first mount.
 */
export function useRouteData<S extends RouteSpec>(
  route: Route<S>,
  call: RouteCall<S> | null,
  failure: string,
  { scope, ...config }: SWRConfiguration<Answer<S>, ReadFailure> & { scope?: string } = {},
) {
  const key = call && routeDataKey(route, call, scope);
  const { cache, fallback } = useSWRConfig();
  const serialized = key === null ? null : unstable_serialize(key);
  const rendered =
    serialized !== null && fallback?.[serialized] !== undefined && cache.get(serialized)?.data === undefined;
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    async () => {
      const url = Array.isArray(key) ? key[0] : key!;
      const answer = await callApi<ResponseOf<S>>(url, { method: route.method, cache: "no-store" });
      if (!answer.ok) throw new ReadFailure(failureMessage(answer, failure), answer.status, answer.body.message);
      return answer.body;
    },
    { ...READ_SETTINGS, ...(rendered ? { revalidateOnMount: false } : {}), ...config },
  );
  // What is shown, which may be the page's own answer: SWR hands an update only what its cache holds.
  const shown = useRef(data);
  shown.current = data;
  return {
    data,
    error,
    /** Nothing to show yet: the first read is under way (an answer the page was rendered with shows at once). */
    loading: isLoading && data === undefined,
    /** A read is under way, the first or a later one (the answer kept meanwhile). */
    reading: isValidating,
    reload: useCallback(() => void mutate(), [mutate]),
    update: useCallback(
      (change: (data: Answer<S>) => Answer<S>) =>
        void mutate(
          (current) => {
            const base = current ?? shown.current;
            return base && change(base);
          },
          { revalidate: false },
        ),
      [mutate],
    ),
  };
}
