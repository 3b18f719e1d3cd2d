"use client";

import { useEffect, useState } from "react";
import { toCardData, type ListingCardData, type StripResult } from "@/components/home/listing-card-data";
import {
  EMPTY_HOME_FILTERS,
  hasHomeFilters,
  homePriceProblem,
  homeStripQuery,
  toApiSearchParams,
  type HomeFilters,
} from "@/lib/validation/listing-query";
import { callApi } from "@/components/ui/api";

/** How long typing may pause before the strip refreshes. */
const TYPING_PAUSE_MS = 300;

export type SearchState =
  | { status: "ready"; result: StripResult }
  | { status: "loading"; result: StripResult }
  | { status: "invalid" | "error"; message: string; result: StripResult };

async function fetchStrip(filters: HomeFilters, signal: AbortSignal): Promise<StripResult> {
  const answer = await callApi<{ properties: ListingCardData[]; total: number }>(
    `/api/property/property?${toApiSearchParams(homeStripQuery(filters))}`,
    { signal },
  );
  if (signal.aborted) throw new DOMException("The search was replaced by a newer one", "AbortError");
  const { message, properties, total } = answer.body;
  if (!answer.ok) throw new Error(message ?? "Failed to fetch properties");
  if (!Array.isArray(properties) || typeof total !== "number") throw new Error("Invalid response format");
  return { properties: properties.map(toCardData), total };
}

/**
 * The home search: form values, the filters last searched for, and the strip they produced. With no filter
 * set, the strip is the server-rendered one (or, if the server could not read it, fetched here); otherwise
 * the API is asked once typing pauses (or at once on submit), and a newer search cancels an older one.
 */
export function useListingSearch(initial: StripResult | null) {
  const [draft, setDraft] = useState<HomeFilters>(EMPTY_HOME_FILTERS);
  const [searched, setSearched] = useState<HomeFilters>(EMPTY_HOME_FILTERS);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchState>(
    initial ? { status: "ready", result: initial } : { status: "loading", result: { properties: [], total: 0 } },
  );

  useEffect(() => {
    const timer = setTimeout(() => setSearched(draft), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    if (!hasHomeFilters(searched) && initial) {
      setState({ status: "ready", result: initial });
      return;
    }
    const problem = homePriceProblem(searched);
    if (problem) {
      setState((s) => ({ status: "invalid", message: problem, result: s.result }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: "loading", result: s.result }));
    fetchStrip(searched, controller.signal).then(
      (result) => setState({ status: "ready", result }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : "Failed to fetch properties";
        setState((s) => ({ status: "error", message, result: s.result }));
      },
    );
    return () => controller.abort();
  }, [searched, attempt, initial]);

  return {
    draft,
    searched,
    state,
    filtered: hasHomeFilters(searched),
    update: (patch: Partial<HomeFilters>) => setDraft((current) => ({ ...current, ...patch })),
    /** Searches now instead of after the typing pause. */
    submit: () => setSearched(draft),
    clear: () => {
      setDraft(EMPTY_HOME_FILTERS);
      setSearched(EMPTY_HOME_FILTERS);
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
