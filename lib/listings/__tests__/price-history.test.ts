import { LASTING_PRICE_DAYS, previousPriceAfter } from "@/lib/listings/price-history";

// The "was" price of the "x% OFF" badge comes only from a price that stood, and a plausible cut from it.

const now = new Date("2026-05-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const owner = { trusted: false, now };

describe("the price a cut is shown from", () => {
  it("is the old price when it stood long enough and the cut is at most half", () => {
    expect(previousPriceAfter({ ...owner, oldPrice: 20000, newPrice: 18000, oldPriceSince: daysAgo(30) })).toBe(20000);
    expect(
      previousPriceAfter({ ...owner, oldPrice: 20000, newPrice: 10000, oldPriceSince: daysAgo(LASTING_PRICE_DAYS) }),
    ).toBe(20000);
  });

  it("is none for a cut from a price set moments ago: an absurd price and back leaves no badge", () => {
    const raised = previousPriceAfter({ ...owner, oldPrice: 15000, newPrice: 1_000_000, oldPriceSince: daysAgo(60) });
    expect(raised).toBeUndefined();
    const back = previousPriceAfter({
      ...owner,
      oldPrice: 1_000_000,
      newPrice: 15000,
      previousPrice: raised,
      oldPriceSince: daysAgo(0),
    });
    expect(back).toBeUndefined();
  });

  it("keeps the last price that stood as the reference through quick further cuts", () => {
    expect(
      previousPriceAfter({
        ...owner,
        oldPrice: 18000,
        newPrice: 17000,
        previousPrice: 20000,
        oldPriceSince: daysAgo(1),
      }),
    ).toBe(20000);
    // Back up to the reference or above: no cut any more.
    expect(
      previousPriceAfter({
        ...owner,
        oldPrice: 17000,
        newPrice: 20000,
        previousPrice: 20000,
        oldPriceSince: daysAgo(1),
      }),
    ).toBeUndefined();
  });

  it("is none for a cut of more than half, even from a price that stood", () => {
    expect(
      previousPriceAfter({ ...owner, oldPrice: 8_000_000, newPrice: 3_000_000, oldPriceSince: daysAgo(90) }),
    ).toBeUndefined();
  });

  it("trusts the team's cut at once, within the same range", () => {
    expect(previousPriceAfter({ trusted: true, now, oldPrice: 20000, newPrice: 15000, oldPriceSince: now })).toBe(
      20000,
    );
    expect(
      previousPriceAfter({ trusted: true, now, oldPrice: 20000, newPrice: 5000, oldPriceSince: now }),
    ).toBeUndefined();
  });

  it("stays as it was when the price does not change", () => {
    expect(previousPriceAfter({ ...owner, oldPrice: 15000, newPrice: 15000, previousPrice: 18000 })).toBe(18000);
  });
});
