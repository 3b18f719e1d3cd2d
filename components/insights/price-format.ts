import { formatIndianAmount, formatRupees, formatShortPrice } from "@/lib/format";
import type { PriceMeasure } from "@/lib/insights/options";
import type { ListingType } from "@/domain/listings/options";

/** A figure as the insight pages write it: ₹14,000/mo, ₹45 Lakh, ₹4,210/sq ft, ₹1.8 Lakh/decimal. */
export function formatFigure(type: ListingType, measure: PriceMeasure, value: number): string {
  if (measure === "perSqft") return `${formatRupees(value)}/sq ft`;
  if (measure === "perDecimal") return `${formatIndianAmount(value)}/decimal`;
  return type === "rent" ? `${formatRupees(value)}/mo` : formatIndianAmount(value);
}

/** The same, short enough for a chart's axis. */
export const formatAxis = (value: number) => formatShortPrice(value);
