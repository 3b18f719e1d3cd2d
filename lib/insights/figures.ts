import {
  MIN_MONTH_LISTINGS,
  MONTHS_SHOWN,
  SQFT_PER_DECIMAL,
  type MonthFigure,
  type PriceMeasure,
  type PriceSeries,
} from "@/lib/insights/options";

/**
 * Monthly asking-price figures from listings' price histories: a pure function of the spans, so the rules
 * are tested on hand-made histories and the database only has to hand over the spans of one place.
 *
 * A span is a stretch of time during which a listing was live at one price (lib/insights/history.ts keeps
 * them). A listing counts in each month it was live on at least one day (any part of a day, in India's
 * time), once, at the last price it asked that month; closed and expired listings count in the months they
 * were live. Months are those of Asia/Kolkata, which has no daylight saving: a fixed +5:30.
 */

export type PriceSpan = {
  listing: string;
  from: Date;
  /** When the price or the listing's live state changed; null while it still stands. */
  to: Date | null;
  price: number;
  /** The listing's area in sq ft at the time, when known. */
  sqft?: number | null;
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The month of a moment, "2026-11", in India's time. */
export function monthOf(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** When a month ("2026-11") begins and the next begins, as moments. */
export function monthBounds(month: string): { start: number; end: number } {
  const [year, number] = month.split("-").map(Number);
  return {
    start: Date.UTC(year, number - 1, 1) - IST_OFFSET_MS,
    end: Date.UTC(year, number, 1) - IST_OFFSET_MS,
  };
}

/** The last `count` months up to the one `now` is in, oldest first. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): string[] {
  const [year, number] = monthOf(now).split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, number - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * The value at quantile q of sorted values, interpolating between the two nearest (the method of
 * spreadsheets' PERCENTILE.INC), so a median of an even count is the mean of its middle two.
 */
export function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** One month's figure from its listings' values; under MIN_MONTH_LISTINGS only the count is stated. */
export function monthFigure(month: string, values: number[]): MonthFigure {
  const count = values.length;
  if (count < MIN_MONTH_LISTINGS) return { month, count, median: null, p25: null, p75: null };
  const sorted = [...values].sort((a, b) => a - b);
  return {
    month,
    count,
    median: Math.round(quantile(sorted, 0.5)),
    p25: Math.round(quantile(sorted, 0.25)),
    p75: Math.round(quantile(sorted, 0.75)),
  };
}

/** What a span's price is in a measure: the price, or per sq ft or per decimal (null without an area). */
export function measured(span: Pick<PriceSpan, "price" | "sqft">, measure: PriceMeasure): number | null {
  if (measure === "price") return span.price;
  if (!span.sqft || span.sqft <= 0) return null;
  const perSqft = span.price / span.sqft;
  return measure === "perSqft" ? perSqft : perSqft * SQFT_PER_DECIMAL;
}

/** For each month, each listing's last span live in it (the price it asked last that month). */
export function lastSpanPerMonth(spans: PriceSpan[], months: string[]): Map<string, PriceSpan[]> {
  const ordered = [...spans].sort((a, b) => a.from.getTime() - b.from.getTime());
  const result = new Map<string, PriceSpan[]>();
  for (const month of months) {
    const { start, end } = monthBounds(month);
    const byListing = new Map<string, PriceSpan>();
    for (const span of ordered) {
      const to = span.to?.getTime() ?? Infinity;
      // Live on some day of the month: the span begins before the month ends and ends after it begins.
      if (span.from.getTime() < end && to > start && to > span.from.getTime()) byListing.set(span.listing, span);
    }
    result.set(month, [...byListing.values()]);
  }
  return result;
}

/** The monthly figures of these spans in one measure, for the given months (oldest first). */
export function monthlyFigures(spans: PriceSpan[], months: string[], measure: PriceMeasure = "price"): MonthFigure[] {
  const perMonth = lastSpanPerMonth(spans, months);
  return months.map((month) =>
    monthFigure(
      month,
      (perMonth.get(month) ?? []).flatMap((span) => {
        const value = measured(span, measure);
        return value === null ? [] : [value];
      }),
    ),
  );
}

/**
 * The series of one kind of listing: the asking price; sales also per sq ft; land per sq ft and per
 * decimal (each over the listings whose area is known, so its counts may be smaller).
 */
export function priceSeries(spans: PriceSpan[], type: string, months: string[]): PriceSeries {
  const series: PriceSeries = { months: monthlyFigures(spans, months) };
  if (type === "sale" || type === "land") series.perSqft = monthlyFigures(spans, months, "perSqft");
  if (type === "land") series.perDecimal = monthlyFigures(spans, months, "perDecimal");
  return series;
}
