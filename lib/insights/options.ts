/**
 * Browser-safe: the thresholds and units of price insight, and the shape of its figures. The page, the
 * listing form's hint and the API share them, so every place states the same rule.
 */

/** A month resting on fewer listings shows its count and no median or quartiles. */
export const MIN_MONTH_LISTINGS = 3;
/** A listing's fair-price line needs this many comparable listings this month. */
export const MIN_COMPARABLES = 5;
/** How many months the figures cover, the current one included. */
export const MONTHS_SHOWN = 24;
/** Odisha's land unit: 1 decimal (one hundredth of an acre) is 435.6 sq ft. */
export const SQFT_PER_DECIMAL = 435.6;
/** A price within this share of the median reads "close to the median". */
export const CLOSE_TO_MEDIAN = 0.05;
/** The BHK sizes the pages compare (the API takes any from 1 to 10). */
export const COMPARED_BHKS = [1, 2, 3] as const;

/** One month's asking prices: how many listings, and their median and quartiles (null under the threshold). */
export type MonthFigure = {
  /** "2026-11", in India's time. */
  month: string;
  count: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
};

/** What a price is measured in: the whole asking price, or per sq ft or per decimal of its area. */
export type PriceMeasure = "price" | "perSqft" | "perDecimal";

/** The figures of one kind (and maybe size) of listing in one place, month by month, oldest first. */
export type PriceSeries = {
  months: MonthFigure[];
  /** Sales and land whose area is known, per sq ft. */
  perSqft?: MonthFigure[];
  /** Land whose area is known, per decimal. */
  perDecimal?: MonthFigure[];
};

/** The latest month's figure of a series, or null when it has none. */
export const latestMonth = (months: MonthFigure[]): MonthFigure | null => months[months.length - 1] ?? null;

/** The latest month that shows a median (3 listings or more), or null. */
export const latestWithMedian = (months: MonthFigure[]): MonthFigure | null =>
  [...months].reverse().find((month) => month.median !== null) ?? null;

/** How a price compares with a median, in neutral words, and by how much (a whole percentage). */
export function comparedWithMedian(price: number, median: number): { words: string; percent: number } {
  const share = (price - median) / median;
  const percent = Math.round(Math.abs(share) * 100);
  if (Math.abs(share) < CLOSE_TO_MEDIAN) return { words: "close to the median", percent };
  return { words: `${percent}% ${share > 0 ? "above" : "below"} the median`, percent };
}
