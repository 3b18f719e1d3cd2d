"use client";

import { useSyncExternalStore } from "react";
import { freshnessDateLabel, freshnessLabel } from "@/lib/format";

const noSubscription = () => () => {};
/** The minute now: a stable value between renders, so React does not render again in a loop. */
const thisMinute = () => Math.floor(Date.now() / 60_000);
const onServer = () => null;

/**
 * "Posted 12 days ago" or "Available, confirmed 3 days ago". Pages with listings sit in the page cache for
 * up to an hour and their cards are rendered once for every visitor, so the server writes the date itself
 * ("Posted on 14 Nov 2026"), which stays true however long the page is kept, and the browser swaps in the
 * relative words counted from its own clock once it runs. The date stays as the element's title.
 */
export function FreshnessLabel({
  createdAt,
  confirmedAt,
  className = "",
}: {
  createdAt?: string | null;
  confirmedAt?: string | null;
  className?: string;
}) {
  const minute = useSyncExternalStore(noSubscription, thisMinute, onServer);
  const fixed = freshnessDateLabel({ createdAt, confirmedAt });
  if (!fixed) return null;
  const label = minute === null ? fixed : freshnessLabel({ createdAt, confirmedAt }, minute * 60_000);
  return (
    <time
      dateTime={confirmedAt ?? createdAt ?? undefined}
      title={fixed}
      data-testid="freshness-label"
      className={`${confirmedAt ? "font-medium text-emerald-800" : ""} ${className}`.trim() || undefined}
    >
      {label}
    </time>
  );
}
