"use client";

import { useState } from "react";
import { rowRemover } from "@/components/admin/list-parts";
import { useAdminList } from "@/components/admin/use-admin-list";

/**
 * The state of one admin tab's paged table: the page, the tab's filters (changing one starts again at page
 * 1), the rows, and the row remover. `paging` is what the tab's PagedTable needs besides its columns.
 */
export function useAdminTable<T extends { _id: string }, F extends Record<string, string> = Record<string, never>>(
  path: string,
  itemsKey: string,
  { limit = 20, filters: initialFilters }: { limit?: number; filters?: F } = {},
) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(initialFilters ?? ({} as F));
  const { state, reload, patch } = useAdminList<T>(path, itemsKey, { page, limit, ...filters });

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
