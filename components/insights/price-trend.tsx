"use client";

import { useMemo, useState } from "react";
import { TrendChart } from "@/components/insights/trend-chart";
import { unpackTab, type PackedTrendTab } from "@/components/insights/trend-data";
import { latestSummary } from "@/components/insights/trend-summary";
import type { InsightWords } from "@/components/insights/price-format";
import { fillWords } from "@/lib/i18n/words";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A locality's price trend by tab (BHK, or a measure for land): tabs, the chart, the chosen tab's latest
 * figure, in the page's language (`words`, from the server page).
 */
export function PriceTrend({
  tabs: packed,
  label,
  words,
  locale = "en",
}: {
  /** Packed for the trip (trend-data.ts). */
  tabs: PackedTrendTab[];
  label: string;
  words: InsightWords;
  locale?: Locale;
}) {
  const tabs = useMemo(() => packed.map(unpackTab), [packed]);
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const tab = tabs.find((t) => t.id === chosen) ?? tabs[0];
  if (!tab) return null;
  const summary = latestSummary(tab, words, locale);
  return (
    <div className="mt-4">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`trend-tab-${t.id}`}
            aria-selected={t.id === tab.id}
            aria-controls="trend-panel"
            onClick={() => setChosen(t.id)}
            className={`min-h-9 rounded-full border px-3 text-sm font-medium ${
              t.id === tab.id
                ? "border-brand-600 bg-brand-600 text-white"
                : "hover:border-brand-500 border-slate-300 bg-white text-slate-700"
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="trend-panel" role="tabpanel" aria-labelledby={`trend-tab-${tab.id}`} className="mt-3">
        <p className="text-sm text-slate-800" data-testid="price-trend-summary">
          {summary}
        </p>
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
          {tab.months.some((m) => m.median !== null) ? (
            <TrendChart
              key={tab.id}
              tab={tab}
              summary={`${label}, ${tab.label}: ${summary}`}
              words={words}
              locale={locale}
            />
          ) : (
            <p className="py-6 text-center text-sm text-slate-600">
              {fillWords(words.trend.tooFew, { count: tab.months.reduce((n, m) => Math.max(n, m.count), 0) })}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-600">{words.trend.legend}</p>
        </div>
      </div>
    </div>
  );
}
