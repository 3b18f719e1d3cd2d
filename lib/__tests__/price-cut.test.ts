import { priceCutPercent } from "@/lib/format";

describe("the Latest Deals discount", () => {
  it("is the cut from the stored previous price, in whole percent", () => {
    expect(priceCutPercent({ price: 8_000_000, previousPrice: 8_500_000 })).toBe(6);
    expect(priceCutPercent({ price: 12_000, previousPrice: 15_000 })).toBe(20);
  });

  it("is none without a previous price, after a raise, or when it rounds to nothing", () => {
    expect(priceCutPercent({ price: 15_000 })).toBeNull();
    expect(priceCutPercent({ price: 15_000, previousPrice: null })).toBeNull();
    expect(priceCutPercent({ price: 16_000, previousPrice: 15_000 })).toBeNull();
    expect(priceCutPercent({ price: 15_000, previousPrice: 15_000 })).toBeNull();
    expect(priceCutPercent({ price: 9_990_000, previousPrice: 10_000_000 })).toBeNull();
  });
});
