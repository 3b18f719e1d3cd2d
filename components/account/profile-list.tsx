"use client";

import type { ReactNode } from "react";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { useSayError } from "@/components/forms/error-words";
import { useSession } from "@/components/providers/session-provider";
import type { RouteCall } from "@/components/ui/api";
import { useRouteData } from "@/components/ui/use-route-data";
import type { ResponseOf, Route, RouteSpec } from "@/lib/contracts/route";

/** The keys of a route's answer that hold a list. */
type ListKey<S extends RouteSpec> = {
  [K in keyof ResponseOf<S>]: ResponseOf<S>[K] extends ReadonlyArray<unknown> ? K : never;
}[keyof ResponseOf<S>] &
  string;

/** One item of the list under `K` in a route's answer. */
type ListItem<S extends RouteSpec, K extends keyof ResponseOf<S>> =
  ResponseOf<S>[K] extends ReadonlyArray<infer T> ? T : never;

/**
 * A list on the profile page loaded from the API (`route`, the array under `itemsKey` of its answer): the
 * heading, the loading, error and empty states, and one row per item (`children`, keyed by the item's id).
 * The words come in the page's language; a server's message is said in it too.
 */
export function ProfileList<S extends RouteSpec, K extends ListKey<S>>({
  id,
  heading,
  route,
  itemsKey,
  failure,
  loadingLabel,
  listLabel,
  emptyTitle,
  emptyHint,
  retry,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  route: Route<S>;
  itemsKey: K;
  failure: string;
  loadingLabel: string;
  listLabel: string;
  emptyTitle: string;
  emptyHint: ReactNode;
  /** The error's Try Again button. */
  retry: string;
  children: (item: ListItem<S, K>) => ReactNode;
}) {
  const { user } = useSession();
  const say = useSayError();
  const { data, error, loading, reload } = useRouteData(route, {} as RouteCall<S>, failure, { scope: user?._id });
  const found = data?.[itemsKey];
  const items = Array.isArray(found) ? (found as ListItem<S, K>[]) : undefined;
  const problem = error?.message ?? (data && !items ? failure : null);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {loading && <ListSkeleton label={loadingLabel} />}
      {problem && !loading && <ListError message={say(problem)} onRetry={reload} retry={retry} />}
      {items && !problem && items.length === 0 && <ListEmpty title={emptyTitle}>{emptyHint}</ListEmpty>}
      {items && !problem && items.length > 0 && (
        <ul
          aria-label={listLabel}
          className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item) => (
            <li key={(item as { id: string }).id} className="flex flex-wrap items-center gap-x-6 gap-y-1 p-4 text-sm">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a payment or a visit stands, as a coloured pill. */
export function StatusPill({ look, children }: { look: string; children: ReactNode }) {
  return <p className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{children}</p>;
}
