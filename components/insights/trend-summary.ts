import { formatFigure, monthIn, type InsightWords } from "@/components/insights/price-format";
import type { TrendTab } from "@/components/insights/trend-data";
import { latestMonth, latestWithMedian } from "@/lib/insights/options";
import { fillWords } from "@/lib/i18n/words";
import type { Locale } from "@/lib/i18n/locales";

/** "Median ₹14,000/mo in Nov 2026 (middle half ₹12,000/mo to ₹16,000/mo), 23 listings". */
export function latestSummary(tab: TrendTab, words: InsightWords, locale: Locale = "en"): string {
  const w = words.trend;
  const last = latestMonth(tab.months);
  const shown = latestWithMedian(tab.months);
  if (!last || last.count === 0) return fillWords(w.noListings, { label: tab.label });
  if (!shown || shown.median === null) {
    return fillWords(last.count === 1 ? w.fewOne : w.fewMany, {
      count: last.count,
      month: monthIn(words, last.month),
    });
  }
  const f = (value: number | null) => (value === null ? "" : formatFigure(tab.type, tab.measure, value, words, locale));
  return fillWords(w.median, {
    median: f(shown.median),
    month: monthIn(words, shown.month),
    low: f(shown.p25),
    high: f(shown.p75),
    count: shown.count,
  });
}
