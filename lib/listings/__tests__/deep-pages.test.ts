import mongoose from "mongoose";
import { getCachedProperties } from "@/lib/listings";
import { FIRST_WHOLE_PAGES } from "@/lib/listings/deep-pages";
import { findProperties } from "@/lib/listings/reads";
import type { ListingQuery } from "@/lib/listings/query-words";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// Pages past the first ones come from their search's order, read once and shared (lib/listings/deep-pages.ts):
// every page must hold exactly what the plain sorted page holds, and a burst of different deep pages of one
// search must sort the search once.

/**
 * The reads sent to the listings collection while `run` runs, with whether each sorted the listings: a
 * `find` with a sort, or an aggregation with a `$sort` stage (how sorted reads are sent, see
 * lib/db/embedded-engine-gaps.ts).
 */
async function listingReads<T>(run: () => Promise<T>) {
  const reads: Array<{ sorted: boolean }> = [];
  mongoose.set("debug", (collection: string, method: string, first: unknown, options: unknown) => {
    if (collection !== "properties") return;
    if (method === "find") reads.push({ sorted: Boolean((options as { sort?: unknown } | undefined)?.sort) });
    if (method === "aggregate")
      reads.push({ sorted: Array.isArray(first) && first.some((stage) => "$sort" in (stage as object)) });
  });
  try {
    return { result: await run(), reads };
  } finally {
    mongoose.set("debug", false);
  }
}

const LISTINGS = 70;

beforeAll(async () => {
  await resetDatabase();
  // Prices repeat (ties are ordered by id), some listings are featured, two kinds.
  for (let i = 0; i < LISTINGS; i++)
    await createProperty({
      title: `Flat ${i} in Patia`,
      price: 10_000 + (i % 17) * 500,
      featured: i % 9 === 0,
      type: i % 5 === 0 ? "sale" : "rent",
    });
});

const ids = (page: { properties: Array<{ _id: string }> }) => page.properties.map((p) => p._id);

it.each<ListingQuery>([
  { sort: "price_asc" },
  { sort: "price_desc", type: "rent" },
  { sort: "newest", q: "patia" },
  { sort: "featured" },
])("every page of %j holds what the plain sorted page holds", async (search) => {
  const limit = 6;
  const pages = Math.ceil(LISTINGS / limit) + 1;
  for (let page = 1; page <= pages; page++) {
    const query = { ...search, page, limit };
    const [cached, plain] = await Promise.all([getCachedProperties(query), findProperties(query)]);
    expect(ids(cached)).toEqual(ids(plain));
    expect(cached.total).toBe(plain.total);
    expect(cached.page).toBe(page);
  }
});

it("answers 20 different deep pages of one search with one sort of it and a read by id per page", async () => {
  const pages = Array.from({ length: 20 }, (_, i) => ({
    sort: "price_asc" as const,
    maxPrice: 40_000,
    page: FIRST_WHOLE_PAGES + 1 + (i % 10),
    limit: 2 + Math.floor(i / 10),
  }));
  const { result, reads } = await listingReads(() => Promise.all(pages.map((query) => getCachedProperties(query))));
  expect(reads.filter((read) => read.sorted)).toHaveLength(1);
  expect(reads.filter((read) => !read.sorted)).toHaveLength(20);
  for (const [i, page] of result.entries()) {
    expect(page.total).toBe(LISTINGS);
    expect(ids(page)).toEqual(ids(await findProperties(pages[i])));
  }
});
