import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { lastMonths, monthBounds, monthFigure, priceSeries, type PriceSpan as Span } from "@/lib/insights/figures";
import { COMPARED_BHKS, type MonthFigure, type PriceSeries } from "@/lib/insights/options";
import { LISTING_TYPES, type ListingType } from "@/domain/listings/options";
import { PriceSpan, type PriceSpanDoc } from "@/models/PriceSpan";

/**
 * The database side of price insight: the spans of one place read by one indexed range (kind, city,
 * maybe locality, then the window on the span's end), handed to the pure figures of figures.ts.
 */

export type SeriesQuery = { type: ListingType; citySlug: string; localitySlug?: string; bhk?: number };

/** A place's figures as the API answers them. */
export type PriceInsight = PriceSeries & {
  place: { type: ListingType; city: string; citySlug: string; locality?: string; localitySlug?: string; bhk?: number };
  /** What the figures are: stated with them, so no reader takes them for sale prices. */
  basis: string;
  /** A month under this many listings shows its count and no median. */
  minListings: number;
};

/**
 * The most spans one read hands over: a city with 10,000 listings has some 10,000 to 30,000 in two years.
 * A place beyond it would be read only up to the bound (its figures then rest on part of its spans), never
 * without one; long before that, figures kept by a job would be the better design (docs/insights.md).
 */
const MAX_SPANS = 200_000;

type SpanRow = Pick<PriceSpanDoc, "listing" | "from" | "to" | "price" | "sqft" | "bhk" | "localitySlug" | "type">;

async function readSpans(filter: QueryFilter<PriceSpanDoc>): Promise<SpanRow[]> {
  await connectToDatabase();
  return PriceSpan.find(filter, {
    _id: 0,
    listing: 1,
    from: 1,
    to: 1,
    price: 1,
    sqft: 1,
    bhk: 1,
    localitySlug: 1,
    type: 1,
  })
    .limit(MAX_SPANS)
    .lean<SpanRow[]>();
}

const toSpan = (row: SpanRow): Span => ({
  listing: String(row.listing),
  from: row.from,
  to: row.to,
  price: row.price,
  sqft: row.sqft ?? null,
});

function addTo<T>(groups: Map<string, T[]>, key: string, item: T): void {
  const group = groups.get(key);
  if (group) group.push(item);
  else groups.set(key, [item]);
}

/** The spans that overlap the window starting at `since`, of one kind in one place. */
function windowFilter(type: ListingType, citySlug: string, localitySlug: string | undefined, since: number) {
  return {
    type,
    citySlug,
    ...(localitySlug !== undefined ? { localitySlug } : {}),
    to: { $gt: new Date(since) },
  } satisfies QueryFilter<PriceSpanDoc>;
}

/** The last 24 months of one kind (and maybe BHK) of listing in a city or a locality. */
export async function findPriceSeries(query: SeriesQuery, now = new Date()): Promise<PriceSeries> {
  const months = lastMonths(now);
  const filter = windowFilter(query.type, query.citySlug, query.localitySlug, monthBounds(months[0]).start);
  const rows = await readSpans(query.bhk ? { ...filter, bhk: query.bhk } : filter);
  return priceSeries(rows.map(toSpan), query.type, months);
}

/** A place's series for all sizes together and for each of `bhks`, from one read of its spans. */
export type SeriesBySize = { all: PriceSeries; bySize: Array<{ bhk: number; series: PriceSeries }> };

export async function findPriceSeriesBySize(
  query: Omit<SeriesQuery, "bhk">,
  bhks: readonly number[],
  now = new Date(),
): Promise<SeriesBySize> {
  const months = lastMonths(now);
  const rows = await readSpans(
    windowFilter(query.type, query.citySlug, query.localitySlug, monthBounds(months[0]).start),
  );
  const series = (of: SpanRow[]) => priceSeries(of.map(toSpan), query.type, months);
  return {
    all: series(rows),
    bySize: bhks.map((bhk) => ({ bhk, series: series(rows.filter((row) => row.bhk === bhk)) })),
  };
}

/** One locality's figures this month: its rents per BHK compared (COMPARED_BHKS). */
export type LocalityRents = { localitySlug: string; byBhk: Record<string, MonthFigure> };

/**
 * The city page's comparison: for each locality with rentals this month, the month's figure of 1, 2 and 3
 * BHK homes (count always, median from 3 listings). One read of the city's rent spans of this month.
 */
export async function findLocalityRents(citySlug: string, now = new Date()): Promise<LocalityRents[]> {
  const [month] = lastMonths(now, 1);
  const rows = await readSpans({
    ...windowFilter("rent", citySlug, undefined, monthBounds(month).start),
    bhk: { $in: [...COMPARED_BHKS] },
  });
  const groups = new Map<string, SpanRow[]>();
  for (const row of rows) {
    if (row.localitySlug) addTo(groups, `${row.localitySlug}|${row.bhk}`, row);
  }
  const localities = new Map<string, Record<string, MonthFigure>>();
  for (const [key, group] of groups) {
    const [localitySlug, bhk] = key.split("|");
    const byBhk = localities.get(localitySlug) ?? {};
    byBhk[bhk] = priceSeries(group.map(toSpan), "rent", [month]).months[0];
    localities.set(localitySlug, byBhk);
  }
  return [...localities.entries()].map(([localitySlug, byBhk]) => ({ localitySlug, byBhk }));
}

/** One row of a city's open data: a place, a kind and size, a month. */
export type CsvRow = {
  localitySlug: string;
  type: ListingType;
  /** null: every size together (and land). */
  bhk: number | null;
  figure: MonthFigure;
  perSqft?: MonthFigure;
  perDecimal?: MonthFigure;
};

/**
 * Every figure of a city for its open data: per locality (and the whole city, locality ""), per kind, per
 * BHK and all sizes together, per month with at least one listing. Three reads, one per kind.
 */
export async function findCityFigures(citySlug: string, now = new Date()): Promise<CsvRow[]> {
  const months = lastMonths(now);
  const since = monthBounds(months[0]).start;
  const out: CsvRow[] = [];
  for (const type of LISTING_TYPES) {
    const rows = await readSpans(windowFilter(type, citySlug, undefined, since));
    const groups = new Map<string, SpanRow[]>();
    for (const row of rows) {
      for (const locality of row.localitySlug ? ["", row.localitySlug] : [""]) {
        addTo(groups, `${locality}|`, row);
        if (type !== "land" && row.bhk) addTo(groups, `${locality}|${row.bhk}`, row);
      }
    }
    for (const [key, group] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const [localitySlug, bhk] = key.split("|");
      const series = priceSeries(group.map(toSpan), type, months);
      series.months.forEach((figure, i) => {
        if (figure.count === 0) return;
        out.push({
          localitySlug,
          type,
          bhk: bhk ? Number(bhk) : null,
          figure,
          ...(series.perSqft ? { perSqft: series.perSqft[i] } : {}),
          ...(series.perDecimal ? { perDecimal: series.perDecimal[i] } : {}),
        });
      });
    }
  }
  return out;
}

/** This month's figures of one kind and size in one place, in each measure it has. */
export type ThisMonth = { price: MonthFigure; perSqft?: MonthFigure; perDecimal?: MonthFigure };

/** This month's figures of one kind and size in one place (the listing page's line, the form's hint). */
export async function findThisMonth(query: SeriesQuery, now = new Date()): Promise<ThisMonth> {
  const [month] = lastMonths(now, 1);
  const filter = windowFilter(query.type, query.citySlug, query.localitySlug, monthBounds(month).start);
  const rows = await readSpans(query.bhk ? { ...filter, bhk: query.bhk } : filter);
  const series = priceSeries(rows.map(toSpan), query.type, [month]);
  return {
    price: series.months[0] ?? monthFigure(month, []),
    ...(series.perSqft ? { perSqft: series.perSqft[0] } : {}),
    ...(series.perDecimal ? { perDecimal: series.perDecimal[0] } : {}),
  };
}
