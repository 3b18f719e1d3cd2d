import { packTab, unpackTab, type TrendTab } from "@/components/insights/trend-data";
import { lastMonths } from "@/lib/insights/figures";

describe("a price trend's tab packed for the browser", () => {
  // Two years up to November 2026: across two New Years, as a locality page's tabs are.
  const months = lastMonths(new Date("2026-11-28T12:00:00+05:30"), 24);
  const tab: TrendTab = {
    id: "bhk2",
    label: "2 BHK",
    type: "rent",
    measure: "price",
    months: months.map((month, i) =>
      i % 5 === 0
        ? { month, count: 3 + i, median: 14_000 + i, p25: 12_000, p75: 16_000 + i }
        : { month, count: i % 3, median: null, p25: null, p75: null },
    ),
  };

  it("comes back as it was, month by month", () => {
    expect(months[0]).toBe("2024-12");
    expect(unpackTab(packTab(tab))).toEqual(tab);
  });

  it("is much smaller than the rows it stands for", () => {
    expect(JSON.stringify(packTab(tab)).length).toBeLessThan(JSON.stringify(tab).length / 2);
  });

  it("keeps an empty tab empty", () => {
    expect(unpackTab(packTab({ ...tab, months: [] }))).toEqual({ ...tab, months: [] });
  });
});
