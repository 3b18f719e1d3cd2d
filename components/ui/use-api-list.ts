"use client";

import { useCallback, useEffect, useState } from "react";
import { callApi } from "@/components/ui/api";

export type ApiListState<T> = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; items: T[] };

/**
 * A list the browser loads from the API (GET `url`, the array under `key`), with the loading, error and
 * ready states every such block shows, and `reload` for its Try Again button.
 */
export function useApiList<T>(url: string, key: string, failure: string) {
  const [state, setState] = useState<ApiListState<T>>({ kind: "loading" });

  const reload = useCallback(async () => {
    setState({ kind: "loading" });
    const answer = await callApi<Record<string, unknown>>(url, { cache: "no-store" });
    const items = answer.body[key];
    if (answer.ok && Array.isArray(items)) setState({ kind: "ready", items: items as T[] });
    else setState({ kind: "error", message: answer.body.message ?? failure });
  }, [url, key, failure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
