import { formatFigure } from "@/components/insights/price-format";
import type { TrendTab } from "@/components/insights/trend-data";
import { latestMonth, latestWithMedian, monthLabel } from "@/lib/insights/options";

/** "Median ₹14,000/mo in Nov 2026 (middle half ₹12,000/mo to ₹16,000/mo), 23 listings". */
export function latestSummary(tab: TrendTab): string {
  const last = latestMonth(tab.months);
  const shown = latestWithMedian(tab.months);
  if (!last || last.count === 0) return `No ${tab.label} listings in the last months.`;
  if (!shown || shown.median === null) {
    return `${last.count} listing${last.count === 1 ? "" : "s"} in ${monthLabel(last.month)}: too few for a median.`;
  }
  const f = (value: number | null) => (value === null ? "" : formatFigure(tab.type, tab.measure, value));
  return `Median ${f(shown.median)} in ${monthLabel(shown.month)} (middle half ${f(shown.p25)} to ${f(shown.p75)}), ${shown.count} listings.`;
}
