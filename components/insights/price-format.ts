import { formatIndianAmount, formatRupees, formatShortPrice } from "@/lib/format";
import type { PriceMeasure } from "@/lib/insights/options";
import type { ListingType } from "@/domain/listings/options";
import type { Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import englishInsights from "@/messages/en/Insights.json";

/** The insight sections' words: plain strings with `{name}` placeholders, so the browser can fill them too. */
export type InsightWords = Words<"Insights">;

/**
 * A figure as the insight pages write it: ₹14,000/mo, ₹45 Lakh, ₹4,210/sq ft, ₹1.8 Lakh/decimal; the unit
 * after the slash, and lakh and crore, in the page's language.
 */
export function formatFigure(
  type: ListingType,
  measure: PriceMeasure,
  value: number,
  words: InsightWords = englishInsights,
  locale: Locale = "en",
): string {
  if (measure === "perSqft") return fillWords(words.figure.perSqft, { price: formatRupees(value) });
  if (measure === "perDecimal") {
    return fillWords(words.figure.perDecimal, { price: formatIndianAmount(value, locale) });
  }
  return type === "rent"
    ? fillWords(words.figure.perMonth, { price: formatRupees(value) })
    : formatIndianAmount(value, locale);
}

/** The same, short enough for a chart's axis. */
export const formatAxis = (value: number, locale: Locale = "en") => formatShortPrice(value, locale);

/** "Nov 2026" for "2026-11", with the month's name in the page's language. */
export function monthIn(words: InsightWords, month: string): string {
  const [year, number] = month.split("-").map(Number);
  const names = words.months as Record<string, string>;
  return fillWords(words.monthYear, { month: names[String(number)] ?? "?", year });
}
