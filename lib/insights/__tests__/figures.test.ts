import { lastMonths, monthOf, monthlyFigures, priceSeries, quantile, type PriceSpan } from "@/lib/insights/figures";
import { comparedWithMedian } from "@/lib/insights/options";

/** A moment in India's time: "2026-03-15" at noon IST. */
const ist = (day: string, time = "12:00") => new Date(`${day}T${time}:00+05:30`);

const span = (listing: string, from: string, to: string | null, price: number, sqft?: number): PriceSpan => ({
  listing,
  from: ist(from),
  to: to ? ist(to) : null,
  price,
  sqft,
});

const MONTHS = ["2026-01", "2026-02", "2026-03"];

describe("monthly asking-price figures", () => {
  it("names months in India's time and counts back from the current one", () => {
    expect(monthOf(new Date("2026-01-31T19:00:00Z"))).toBe("2026-02"); // 00:30 on 1 Feb in India
    expect(lastMonths(ist("2026-03-10"), 3)).toEqual(MONTHS);
    expect(lastMonths(ist("2026-01-10"), 2)).toEqual(["2025-12", "2026-01"]);
  });

  it("interpolates quartiles and takes the mean of the middle two for an even count", () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([10, 20, 30, 40, 50], 0.75)).toBe(40);
  });

  it("counts a listing in each month it was live, at the last price it asked that month", () => {
    const spans = [
      // Listing a: 10,000 from January, cut to 9,000 in mid-February, still live.
      span("a", "2026-01-05", "2026-02-14", 10000),
      span("a", "2026-02-14", null, 9000),
      span("b", "2026-01-10", null, 12000),
      span("c", "2026-01-20", null, 14000),
    ];
    const figures = monthlyFigures(spans, MONTHS);
    expect(figures[0]).toEqual({ month: "2026-01", count: 3, median: 12000, p25: 11000, p75: 13000 });
    // February: a at its new price, once.
    expect(figures[1]).toEqual({ month: "2026-02", count: 3, median: 12000, p25: 10500, p75: 13000 });
  });

  it("keeps closed and expired listings in the months they were live, and only those", () => {
    const spans = [
      span("a", "2026-01-05", "2026-02-01", 10000), // closed on 1 Feb: live that day too
      span("b", "2026-01-10", "2026-01-31", 11000), // expired in January
      span("c", "2026-01-20", null, 12000),
      span("d", "2026-02-20", null, 13000),
    ];
    const [january, february, march] = monthlyFigures(spans, MONTHS);
    expect(january.count).toBe(3);
    expect(january.median).toBe(11000);
    expect(february.count).toBe(3); // a (its last day), c, d
    expect(march.count).toBe(2);
  });

  it("shows the count and no median, quartiles of a month under 3 listings", () => {
    const spans = [span("a", "2026-03-01", null, 10000), span("b", "2026-03-02", null, 20000)];
    expect(monthlyFigures(spans, MONTHS)[2]).toEqual({
      month: "2026-03",
      count: 2,
      median: null,
      p25: null,
      p75: null,
    });
    expect(monthlyFigures(spans, MONTHS)[0]).toEqual({
      month: "2026-01",
      count: 0,
      median: null,
      p25: null,
      p75: null,
    });
  });

  it("a price changed and changed back the same month counts once, at the price asked last", () => {
    const spans = [
      span("a", "2026-03-01", "2026-03-02", 10000),
      span("a", "2026-03-02", "2026-03-03", 5000),
      span("a", "2026-03-03", null, 10000),
      span("b", "2026-03-01", null, 10000),
      span("c", "2026-03-01", null, 10000),
    ];
    expect(monthlyFigures(spans, MONTHS)[2]).toMatchObject({ count: 3, median: 10000, p25: 10000 });
  });

  it("measures land per sq ft and per decimal over the plots whose area is known", () => {
    const spans = [
      span("a", "2026-03-01", null, 435600, 4356), // 10 decimals: 43,560 a decimal, 100 a sq ft
      span("b", "2026-03-01", null, 871200, 4356), // 87,120 a decimal
      span("c", "2026-03-01", null, 653400, 4356), // 65,340 a decimal
      span("d", "2026-03-01", null, 900000), // no area: in the price figures only
    ];
    const series = priceSeries(spans, "land", MONTHS);
    expect(series.months[2].count).toBe(4);
    expect(series.perSqft?.[2]).toEqual({ month: "2026-03", count: 3, median: 150, p25: 125, p75: 175 });
    expect(series.perDecimal?.[2]).toEqual({ month: "2026-03", count: 3, median: 65340, p25: 54450, p75: 76230 });
  });

  it("gives rents no per-area series and sales a per sq ft one", () => {
    expect(priceSeries([], "rent", MONTHS).perSqft).toBeUndefined();
    expect(priceSeries([], "sale", MONTHS).perSqft).toHaveLength(3);
    expect(priceSeries([], "sale", MONTHS).perDecimal).toBeUndefined();
  });
});

describe("a price against the median", () => {
  it("says above, below or close to the median in neutral words", () => {
    expect(comparedWithMedian(18000, 14000).words).toBe("29% above the median");
    expect(comparedWithMedian(10000, 14000).words).toBe("29% below the median");
    expect(comparedWithMedian(14300, 14000).words).toBe("close to the median");
  });
});
