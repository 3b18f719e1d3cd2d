"use client";

import { useCallback, useEffect, useState } from "react";
import { callApi, failureMessage } from "@/components/ui/api";
import type { Paged } from "@/components/admin/types";
import { leaveDashboard } from "@/components/admin/session-notice";

export type ListState<T> =
  | { status: "loading"; items?: T[]; total?: number }
  | { status: "error"; message: string; items?: T[]; total?: number }
  | { status: "ready"; items: T[]; total: number };

/**
 * One server-paged admin list: refetches when the query changes, keeps the previous rows visible while the
 * next page loads, and lets a tab patch or drop rows after an edit without waiting for a refetch.
 */
export function useAdminList<T extends { _id: string }>(
  path: string,
  itemsKey: string,
  query: Record<string, string | number | undefined>,
) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: "loading" }) as ListState<T>);
    callApi<Paged & Record<string, unknown>>(`${path}?${search}`).then((answer) => {
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
  }, [path, itemsKey, search, version]);

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
