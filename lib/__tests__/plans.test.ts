import {
  discountPercent,
  durationDays,
  findPlan,
  findPlanByAmountPaise,
  ONE_TIME_PLAN,
  planAmountPaise,
  PLANS,
  VISIT_PLANS,
} from "@/lib/plans";

describe("plan catalogue", () => {
  it("sells the four plans at 199, 499, 799 and 999 rupees for 1, 3, 6 and 9 visits", () => {
    expect(PLANS.map((p) => [p.name, p.price, p.houseVisits])).toEqual([
      ["One-Time Visit", 199, 1],
      ["3 House Plan", 499, 3],
      ["6 House Plan", 799, 6],
      ["9 House Plan", 999, 9],
    ]);
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
  });

  it("states an offer's saving against the normal price and marks only the 3 House Plan most popular", () => {
    expect(ONE_TIME_PLAN).toMatchObject({ price: 199, isOneTime: true });
    expect(discountPercent({ price: 99, normalPrice: 199 })).toBe(50);
    expect(VISIT_PLANS.map((p) => p.name)).toEqual(["3 House Plan", "6 House Plan", "9 House Plan"]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(["3 House Plan"]);
    expect(discountPercent({ price: 199, normalPrice: 199 })).toBe(0);
  });

  it("finds a plan by id and nothing for an unknown id", () => {
    expect(findPlan("6-house-plan")?.price).toBe(799);
    expect(findPlan("free-plan")).toBeUndefined();
  });

  it("charges each plan's price in paise and finds a plan only by its exact amount", () => {
    expect(PLANS.map((p) => [p.id, planAmountPaise(p)])).toEqual([
      ["one-time-visit", 19900],
      ["3-house-plan", 49900],
      ["6-house-plan", 79900],
      ["9-house-plan", 99900],
    ]);
    expect(findPlanByAmountPaise(79900)?.id).toBe("6-house-plan");
    expect(findPlanByAmountPaise(799)).toBeUndefined();
    expect(findPlanByAmountPaise(100)).toBeUndefined();
  });

  it("reads every plan's duration as days", () => {
    expect(PLANS.map((p) => durationDays(p.duration))).toEqual([7, 30, 60, 90]);
    expect(durationDays("2 weeks")).toBe(14);
    expect(durationDays("1 month")).toBe(30);
    expect(() => durationDays("forever")).toThrow(/duration/);
  });
});
