"use client";

import { useState } from "react";
import { rowRemover } from "@/components/admin/list-parts";
import { useAdminList, type RowOf, type RowsKey } from "@/components/admin/use-admin-list";
import type { Route, RouteSpec } from "@/lib/contracts/route";

/**
 * The state of one admin tab's paged table: the page, the tab's filters (changing one starts again at page
 * 1), the rows, and the row remover. `paging` is what the tab's PagedTable needs besides its columns.
 */
export function useAdminTable<
  S extends RouteSpec,
  K extends RowsKey<S>,
  F extends Record<string, string> = Record<string, never>,
>(route: Route<S>, itemsKey: K, { limit = 20, filters: initialFilters }: { limit?: number; filters?: F } = {}) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(initialFilters ?? ({} as F));
  const { state, reload, patch } = useAdminList<S, K, RowOf<S, K>>(route, itemsKey, { page, limit, ...filters });

  function setFilter(name: keyof F, value: string) {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  }

  return {
    filters,
    setFilter,
    state,
    reload,
    patch,
    removeRow: rowRemover(state.items?.length, page, setPage, reload),
    paging: { state, onRetry: reload, page, limit, onPage: setPage },
  };
}
