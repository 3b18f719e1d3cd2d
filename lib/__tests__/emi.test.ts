import { calculateEmi, typicalLoan } from "@/lib/emi";

describe("calculateEmi", () => {
  it("follows the reducing-balance formula", () => {
    // ₹10 lakh at 8.5% for 20 years: the figure bank calculators quote.
    const plan = calculateEmi({ principal: 1_000_000, annualRatePercent: 8.5, tenureYears: 20 })!;
    expect(plan.months).toBe(240);
    expect(plan.emi).toBeCloseTo(8678.23, 2);
    expect(plan.totalPayment).toBeCloseTo(2_082_775, -1);
    expect(plan.totalInterest).toBeCloseTo(plan.totalPayment - 1_000_000, 6);
  });

  it("matches a one-month loan: principal plus one month of interest", () => {
    const plan = calculateEmi({ principal: 120_000, annualRatePercent: 12, tenureYears: 1 / 12 })!;
    expect(plan.months).toBe(1);
    expect(plan.emi).toBeCloseTo(121_200, 6);
  });

  it("divides the principal evenly when the rate is zero", () => {
    const plan = calculateEmi({ principal: 600_000, annualRatePercent: 0, tenureYears: 5 })!;
    expect(plan.emi).toBe(10_000);
    expect(plan.totalInterest).toBe(0);
  });

  it("answers null for inputs that make no loan", () => {
    expect(calculateEmi({ principal: 0, annualRatePercent: 8, tenureYears: 10 })).toBeNull();
    expect(calculateEmi({ principal: 100_000, annualRatePercent: -1, tenureYears: 10 })).toBeNull();
    expect(calculateEmi({ principal: 100_000, annualRatePercent: 8, tenureYears: 0 })).toBeNull();
    expect(calculateEmi({ principal: Number.NaN, annualRatePercent: 8, tenureYears: 10 })).toBeNull();
    expect(calculateEmi({ principal: 100_000, annualRatePercent: 8, tenureYears: 0.01 })).toBeNull();
  });
});

describe("typicalLoan", () => {
  it("is 80% of the price in whole rupees, what banks usually lend", () => {
    expect(typicalLoan(4_500_000)).toBe(3_600_000);
    expect(typicalLoan(1_234_567)).toBe(987_654);
  });
});
