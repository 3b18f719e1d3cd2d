import en from "@/messages/en";
import or from "@/messages/or";
import hi from "@/messages/hi";
import { formatFigure, monthIn } from "@/components/insights/price-format";
import { latestSummary } from "@/components/insights/trend-summary";
import type { TrendTab } from "@/components/insights/trend-data";

const tab = (label: string): TrendTab => ({
  id: "bhk2",
  label,
  type: "rent",
  measure: "price",
  months: [
    { month: "2026-10", count: 2, median: null, p25: null, p75: null },
    { month: "2026-11", count: 23, median: 14_000, p25: 12_000, p75: 16_000 },
  ],
});

describe("the price trend's words", () => {
  it("reads in English as it always has", () => {
    expect(formatFigure("rent", "price", 14_000)).toBe("₹14,000/mo");
    expect(formatFigure("land", "perSqft", 4_210, en.Insights)).toBe("₹4,210/sq ft");
    expect(monthIn(en.Insights, "2026-11")).toBe("Nov 2026");
    expect(latestSummary(tab("2 BHK"), en.Insights)).toBe(
      "Median ₹14,000/mo in Nov 2026 (middle half ₹12,000/mo to ₹16,000/mo), 23 listings.",
    );
  });

  it("reads in Odia and Hindi, with Western digits and Indian grouping", () => {
    expect(latestSummary(tab("2 BHK"), or.Insights)).toBe(
      "ନଭେମ୍ବର 2026ରେ ମଧ୍ୟମ ଦର ₹14,000/ମାସ (ମଝି ଅଧା ₹12,000/ମାସ – ₹16,000/ମାସ), 23ଟି ବିଜ୍ଞାପନ।",
    );
    expect(monthIn(hi.Insights, "2027-01")).toBe("जनवरी 2027");
    expect(formatFigure("land", "perDecimal", 180_000, hi.Insights)).toMatch(/\/डिसमिल$/);
  });

  it("says when a month has too few listings for a median", () => {
    const few: TrendTab = {
      ...tab("1 BHK"),
      months: [{ month: "2026-11", count: 1, median: null, p25: null, p75: null }],
    };
    expect(latestSummary(few, en.Insights)).toBe("1 listing in Nov 2026: too few for a median.");
    expect(latestSummary(few, hi.Insights)).toBe("नवंबर 2026 में 1 विज्ञापन: मीडियन के लिए बहुत कम।");
  });
});
