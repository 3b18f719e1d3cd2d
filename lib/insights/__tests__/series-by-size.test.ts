import { recordListingHistory } from "@/lib/insights";
import { findPriceSeries, findPriceSeriesBySize } from "@/lib/insights/reads";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// A place page's trend tabs come from one read of its spans: each size's series must be the one a read of
// that size alone gives.

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await resetDatabase();
  const prices: Array<[number, number]> = [
    [1, 8000],
    [2, 12000],
    [2, 14000],
    [2, 16000],
    [3, 30000],
    [3, 26000],
  ];
  for (const [i, [bhk, price]] of prices.entries()) {
    const doc = await createProperty({
      price,
      bhk,
      location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    });
    await recordListingHistory(doc._id, new Date(Date.now() - (40 + i * 30) * DAY));
  }
});

it("answers all sizes and each size as separate reads of each would", async () => {
  const place = { type: "rent" as const, citySlug: "bhubaneswar", localitySlug: "patia" };
  const { all, bySize } = await findPriceSeriesBySize(place, [1, 2, 3, 4]);
  expect(all).toEqual(await findPriceSeries(place));
  expect(all.months.at(-1)?.count).toBe(6);
  expect(bySize.map((size) => size.bhk)).toEqual([1, 2, 3, 4]);
  for (const { bhk, series } of bySize) expect(series).toEqual(await findPriceSeries({ ...place, bhk }));
  expect(bySize.map(({ series }) => series.months.at(-1)?.count)).toEqual([1, 3, 2, 0]);
});
