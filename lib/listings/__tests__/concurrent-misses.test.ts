import mongoose from "mongoose";
import { getCachedProperties } from "@/lib/listings";
import { CONCURRENT_READS, readQueueState } from "@/lib/db/read-queue";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// Many visitors asking for searches that are not cached yet, at the same moment: identical ones share one
// database query, distinct ones queue for a bounded number of read slots and are all answered.

/** The find commands sent to the listings collection while `run` runs. */
async function listingFinds<T>(run: () => Promise<T>) {
  const finds: unknown[] = [];
  mongoose.set("debug", (collection: string, method: string, query: unknown) => {
    if (collection === "properties" && method === "find") finds.push(query);
  });
  try {
    const result = await run();
    return { result, finds };
  } finally {
    mongoose.set("debug", false);
  }
}

beforeEach(async () => {
  await resetDatabase();
  for (let i = 0; i < 30; i++) await createProperty({ title: `Flat ${i} in Patia`, price: 10_000 + i * 500 });
});

it("answers 20 identical concurrent uncached searches with one database query", async () => {
  const query = { q: "patia", sort: "newest" as const, page: 1, limit: 24 };
  const { result, finds } = await listingFinds(() =>
    Promise.all(Array.from({ length: 20 }, () => getCachedProperties(query))),
  );
  expect(finds).toHaveLength(1);
  expect(result).toHaveLength(20);
  for (const page of result) expect(page.total).toBe(30);
});

it("answers a burst of distinct searches, at most a few at a time", async () => {
  let mostRunning = 0;
  const watch = setInterval(() => (mostRunning = Math.max(mostRunning, readQueueState().running)), 1);
  try {
    const { result, finds } = await listingFinds(() =>
      Promise.all(
        // Twenty searches that differ in a filter (every listing is under each price cap), each a first page.
        Array.from({ length: 20 }, (_, i) =>
          getCachedProperties({ sort: "price_asc", maxPrice: 30_000 + i, page: 1, limit: 3 }),
        ),
      ),
    );
    expect(finds).toHaveLength(20);
    expect(result.every((page) => page.total === 30)).toBe(true);
    expect(result[0].properties.map((p) => p.price)).toEqual([10_000, 10_500, 11_000]);
  } finally {
    clearInterval(watch);
  }
  expect(mostRunning).toBeGreaterThan(0);
  expect(mostRunning).toBeLessThanOrEqual(CONCURRENT_READS);
  expect(readQueueState()).toEqual({ running: 0, waiting: 0 });
});
