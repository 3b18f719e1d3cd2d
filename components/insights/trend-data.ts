import type { MonthFigure, PriceMeasure } from "@/lib/insights/options";
import type { ListingType } from "@/domain/listings/options";

/** One tab of a locality's price trend: a size (or a measure for land) and its months, oldest first. */
export type TrendTab = {
  id: string;
  label: string;
  type: ListingType;
  measure: PriceMeasure;
  months: MonthFigure[];
};
