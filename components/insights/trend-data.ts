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

/**
 * A tab as the page hands it to the browser: its figures as columns, one entry a month from `from` on. The
 * series are the last months up to this one, consecutive (lib/insights/figures.ts, `lastMonths`), so the
 * months need not travel; a two-year tab is about a third of its rows' size in the page's HTML and payload.
 */
export type PackedTrendTab = Omit<TrendTab, "months"> & {
  /** The first month, "2024-12". */
  from: string;
  count: number[];
  median: Array<number | null>;
  p25: Array<number | null>;
  p75: Array<number | null>;
};

/** "2025-01" for 2024, 12 and one month on. */
function monthAfter(year: number, month: number, step: number): string {
  return new Date(Date.UTC(year, month - 1 + step, 1)).toISOString().slice(0, 7);
}

export function packTab({ months, ...tab }: TrendTab): PackedTrendTab {
  return {
    ...tab,
    from: months[0]?.month ?? "",
    count: months.map((m) => m.count),
    median: months.map((m) => m.median),
    p25: months.map((m) => m.p25),
    p75: months.map((m) => m.p75),
  };
}

export function unpackTab({ from, count, median, p25, p75, ...tab }: PackedTrendTab): TrendTab {
  const [year, month] = from.split("-").map(Number);
  const months = count.map((n, i) => ({
    month: monthAfter(year, month, i),
    count: n,
    median: median[i],
    p25: p25[i],
    p75: p75[i],
  }));
  return { ...tab, months };
}
