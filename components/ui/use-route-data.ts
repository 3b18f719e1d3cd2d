"use client";

import { useCallback } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import { callApi, failureMessage, routeUrl, type ApiMessage, type RouteCall } from "@/components/ui/api";
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
 * the kept answer after an edit without reading it again.
 */
export function useRouteData<S extends RouteSpec>(
  route: Route<S>,
  call: RouteCall<S> | null,
  failure: string,
  { scope, ...config }: SWRConfiguration<Answer<S>, ReadFailure> & { scope?: string } = {},
) {
  const url = call && (routeUrl as (route: Route<S>, call: RouteCall<S>) => string)(route, call);
  const key = url === null ? null : scope ? [url, scope] : url;
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    async () => {
      const answer = await callApi<ResponseOf<S>>(url!, { method: route.method, cache: "no-store" });
      if (!answer.ok) throw new ReadFailure(failureMessage(answer, failure), answer.status, answer.body.message);
      return answer.body;
    },
    { ...READ_SETTINGS, ...config },
  );
  return {
    data,
    error,
    loading: isLoading,
    /** A read is under way, the first or a later one (the answer kept meanwhile). */
    reading: isValidating,
    reload: useCallback(() => void mutate(), [mutate]),
    update: useCallback(
      (change: (data: Answer<S>) => Answer<S>) =>
        void mutate((current) => current && change(current), { revalidate: false }),
      [mutate],
    ),
  };
}
