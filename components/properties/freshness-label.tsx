"use client";

import { useBrowserValue } from "@/components/ui/use-hydrated";
import { freshnessDateLabel, freshnessLabel } from "@/lib/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

const now = () => Date.now();

/**
 * "Posted 12 days ago" or "Available, confirmed 3 days ago". Pages with listings sit in the page cache for
 * up to an hour and their cards are rendered once for every visitor, so the server writes the date itself
 * ("Posted on 14 Nov 2026"), which stays true however long the page is kept, and the browser swaps in the
 * relative words counted from its own clock once it runs. The date stays as the element's title. Both in
 * `locale`, the page's language (English without it).
 */
export function FreshnessLabel({
  createdAt,
  confirmedAt,
  className = "",
  locale = DEFAULT_LOCALE,
}: {
  createdAt?: string | null;
  confirmedAt?: string | null;
  className?: string;
  locale?: Locale;
}) {
  const browserNow = useBrowserValue(now);
  const fixed = freshnessDateLabel({ createdAt, confirmedAt }, locale);
  if (!fixed) return null;
  const label = browserNow === null ? fixed : freshnessLabel({ createdAt, confirmedAt }, browserNow, locale);
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
