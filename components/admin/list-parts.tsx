"use client";

import { ChevronLeft, ChevronRight, LoaderCircle, Search, AlertTriangle } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { DebouncedField } from "@/components/properties/debounced-field";
import { pageWindow } from "@/components/properties/list-pagination";
import { failureMessage, type ApiAnswer } from "@/components/ui/api";
import type { ListState } from "@/components/admin/use-admin-list";

/** The card around an admin table; should anything still be wider, it scrolls inside the card, never the page. */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* relative: the sr-only labels in the table are absolutely placed, and would otherwise escape the
          scrolling box and widen the page. */}
      <div
        className="relative overflow-x-auto"
        role="region"
        aria-label={label}
        // Focusable so keyboard users can scroll it too.
        tabIndex={0}
        data-testid="table-scroll"
      >
        {children}
      </div>
    </div>
  );
}

export const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase";
export const td = "px-4 py-3 align-top text-sm text-slate-800";

/** Loading, error and empty states of a list; renders the rows only when there are some. */
export function ListBody<T>({
  state,
  empty,
  onRetry,
  children,
}: {
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  if (state.status === "error" && !state.items?.length) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-rose-800">
        <AlertTriangle aria-hidden className="h-8 w-8" />
        <p>{state.message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!state.items) return <Loading />;
  if (state.items.length === 0) {
    return state.status === "loading" ? <Loading /> : <p className="px-4 py-10 text-center text-slate-600">{empty}</p>;
  }
  return (
    <>
      {state.status === "error" && (
        <p role="alert" className="border-b border-rose-200 bg-rose-50 px-4 py-2 text-sm text-rose-800">
          {state.message}
        </p>
      )}
      <div aria-busy={state.status === "loading"} className={state.status === "loading" ? "opacity-60" : undefined}>
        {children(state.items)}
      </div>
    </>
  );
}

export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-slate-600">
      <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
      {label}
    </p>
  );
}

/**
 * A server-paged admin table: the card, the loading, error and empty states, the header row and the pager
 * under it. A tab gives its columns and renders only its rows, one per item (`children`), the title first
 * and, with `actions`, the row's buttons last. `name` labels the table's region ("Users table") and the pager
 * ("Users pages").
 *
 * Wide screens (1440 px and up) get a table that fits its card; narrower ones get
 * each row as a card of labelled lines, read top to bottom with nothing to scroll sideways (admin-tables.css).
 * Each cell is labelled with its column's name for those cards here, so no tab repeats its column names.
 */
export function PagedTable<T>({
  name,
  columns,
  actions = false,
  state,
  empty,
  onRetry,
  page,
  limit,
  onPage,
  children,
}: {
  name: string;
  columns: string[];
  /** Adds a last column of row actions, named for screen readers only. */
  actions?: boolean;
  state: ListState<T>;
  empty: string;
  onRetry: () => void;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    for (const row of body.current?.rows ?? []) {
      Array.from(row.cells).forEach((cell, index) => {
        const label = index < columns.length ? columns[index] : "";
        if (cell.dataset.label !== label) cell.dataset.label = label;
      });
    }
  });
  return (
    <>
      <TableCard label={`${name} table`}>
        <ListBody state={state} empty={empty} onRetry={onRetry}>
          {(items) => (
            <table className={`admin-table w-full divide-y divide-slate-200 ${actions ? "admin-table-actions" : ""}`}>
              <thead className="bg-slate-50">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={th}>
                      {column}
                    </th>
                  ))}
                  {actions && (
                    <th scope="col" className={th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody ref={body} className="divide-y divide-slate-100">
                {items.map(children)}
              </tbody>
            </table>
          )}
        </ListBody>
      </TableCard>
      {state.total !== undefined && (
        <Pager page={page} total={state.total} limit={limit} onPage={onPage} label={name} />
      )}
    </>
  );
}

/** A search box over an admin list: commits the trimmed text once typing pauses. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  return (
    <DebouncedField
      label={label}
      placeholder={placeholder}
      urlValue={value}
      onCommit={(text) => onSearch(text.trim())}
      icon={<Search aria-hidden className="h-4 w-4" />}
      className={className}
    />
  );
}

/**
 * Deletes rows of a server-paged list: makes the delete call `send` (a `callRoute` of the row's delete route),
 * toasts the outcome, and refetches; the last row of a page going away leaves an empty page, so it steps back
 * to the one before. Resolves whether it was deleted.
 */
export function rowRemover(
  rowsShown: number | undefined,
  page: number,
  setPage: (page: number) => void,
  reload: () => void,
) {
  return async function remove(
    send: () => Promise<ApiAnswer<unknown>>,
    { failure, success }: { failure: string; success: (serverMessage: string | undefined) => string },
  ): Promise<boolean> {
    const answer = await send();
    if (!answer.ok) {
      toast.error(failureMessage(answer, failure));
      return false;
    }
    toast.success(success(answer.body.message));
    if (rowsShown === 1 && page > 1) setPage(page - 1);
    else reload();
    return true;
  };
}

/** Previous / numbered / Next buttons for a server-paged list, with the range shown. */
export function Pager({
  page,
  total,
  limit,
  onPage,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const last = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const base = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium";
  const idle = `${base} border border-slate-300 bg-white text-slate-700 hover:border-brand-500 disabled:opacity-50`;
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">{total === 0 ? "No results" : `Showing ${from}-${to} of ${total}`}</p>
      {last > 1 && (
        <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-1.5">
          <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
          </button>
          {pageWindow(page, last).map((p, i) =>
            p === "gap" ? (
              <span key={`gap-${i}`} aria-hidden className="px-1 text-slate-500">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
                onClick={() => onPage(p)}
                className={p === page ? `${base} bg-brand-600 text-white` : idle}
              >
                {p}
              </button>
            ),
          )}
          <button type="button" className={idle} disabled={page >= last} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden className="h-4 w-4" />
          </button>
        </nav>
      )}
    </div>
  );
}

/** Short dates as an Indian reader writes them: 23 Nov 2026. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  });
}

export function Badge({
  tone,
  children,
}: {
  tone: "green" | "slate" | "amber" | "rose" | "blue";
  children: ReactNode;
}) {
  const tones = {
    green: "bg-emerald-100 text-emerald-800",
    blue: "bg-indigo-100 text-indigo-800",
    slate: "bg-slate-100 text-slate-700",
    amber: "bg-amber-100 text-amber-900",
    rose: "bg-rose-100 text-rose-800",
  };
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A small square icon button whose accessible name says what it does to which row. */
export function IconButton({
  label,
  onClick,
  children,
  tone = "slate",
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: "slate" | "rose" | "green";
}) {
  const tones = {
    slate: "text-slate-600 hover:bg-slate-100 hover:text-brand-700",
    rose: "text-rose-700 hover:bg-rose-50",
    green: "text-emerald-700 hover:bg-emerald-50",
  };
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        // Rows open a detail view on click; an action must not open it as well.
        event.stopPropagation();
        onClick();
      }}
      className={`grid h-9 w-9 place-items-center rounded-lg ${tones[tone]}`}
    >
      {children}
    </button>
  );
}
