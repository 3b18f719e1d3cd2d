"use client";

import type { ReactNode } from "react";
import { ListEmpty, ListError, ListSkeleton } from "@/components/account/list-states";
import { useApiList, type ListItem, type ListKey } from "@/components/ui/use-api-list";
import type { Route, RouteSpec } from "@/lib/contracts/route";

/**
 * A list on the profile page loaded from the API (`route`, the array under `itemsKey` of its answer): the
 * heading, the loading, error and empty states, and one row per item (`children`, keyed by the item's id).
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
  children: (item: ListItem<S, K>) => ReactNode;
}) {
  const { state, reload } = useApiList(route, itemsKey, failure);
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {state.kind === "loading" && <ListSkeleton label={loadingLabel} />}
      {state.kind === "error" && <ListError message={state.message} onRetry={() => void reload()} />}
      {state.kind === "ready" && state.items.length === 0 && <ListEmpty title={emptyTitle}>{emptyHint}</ListEmpty>}
      {state.kind === "ready" && state.items.length > 0 && (
        <ul
          aria-label={listLabel}
          className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {state.items.map((item) => (
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
