import { findProperties } from "@/lib/listings/reads";
import { RECENT_WINDOW_DAYS } from "@/lib/listings/recent-window";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/models/Property";
import type { ListingQuery } from "@/lib/listings/query-words";
import type { ListingType } from "@/domain/listings/options";

// A list's first pages in the default order and newest first are read from the last month's listings when
// those hold the page. Whatever the month holds, every page must be the page of the whole list: here the
// order is worked out independently, from every listing read and sorted in the test.

const DAY = 24 * 60 * 60 * 1000;

type Row = { _id: unknown; featured?: boolean; freshAt?: Date; createdAt?: Date; type: string; isActive: boolean };
const desc = (a: number, b: number) => b - a;
const time = (date?: Date) => (date ? new Date(date).getTime() : 0);
const byId = (a: Row, b: Row) => (String(b._id) < String(a._id) ? -1 : String(b._id) > String(a._id) ? 1 : 0);
const ORDERS: Record<"featured" | "newest", (a: Row, b: Row) => number> = {
  featured: (a, b) =>
    desc(Number(!!a.featured), Number(!!b.featured)) || desc(time(a.freshAt), time(b.freshAt)) || byId(a, b),
  newest: (a, b) => desc(time(a.createdAt), time(b.createdAt)) || byId(a, b),
};

/** The page as the whole list orders it, from every active listing of the type. */
async function expectedPage(sort: "featured" | "newest", page: number, limit: number, type?: ListingType) {
  const rows = await Property.find({ isActive: true, ...(type ? { type } : {}) }).lean<Row[]>();
  return rows
    .sort(ORDERS[sort])
    .slice((page - 1) * limit, page * limit)
    .map((row) => String(row._id));
}

async function pageIds(query: ListingQuery) {
  const found = await findProperties(query);
  return found.properties.map((listing) => String(listing._id));
}

/** A listing added and last confirmed `days` ago, set in the database as a catalogue ages. */
async function aged(days: number, overrides: Record<string, unknown> = {}) {
  const listing = await createProperty(overrides);
  const at = new Date(Date.now() - days * DAY);
  await Property.collection.updateOne({ _id: listing._id }, { $set: { createdAt: at, freshAt: at } });
}

beforeAll(async () => {
  await resetDatabase();
  // Four recent listings (one of them a sale), two featured ones long out of the window, nine old ones, one
  // inactive recent one: the window holds less than the second page of three.
  for (let i = 0; i < 4; i++) await aged(i + 1, { type: i === 2 ? "sale" : "rent" });
  await aged(RECENT_WINDOW_DAYS + 200, { featured: true });
  await aged(RECENT_WINDOW_DAYS + 300, { featured: true, type: "sale" });
  for (let i = 0; i < 9; i++) await aged(RECENT_WINDOW_DAYS + 1 + i * 7, { type: i % 3 ? "rent" : "land" });
  await aged(2, { isActive: false });
});

describe.each(["featured", "newest"] as const)("the %s order", (sort) => {
  it.each([1, 2, 3, 4, 5, 6])("page %i of three of the whole catalogue is the whole list's", async (page) => {
    const expected = await expectedPage(sort, page, 3);
    expect(await pageIds({ sort, page, limit: 3 })).toEqual(expected);
  });

  it.each([1, 2, 3])("page %i of three of the rentals is the whole list's", async (page) => {
    const expected = await expectedPage(sort, page, 3, "rent");
    expect(expected.length).toBeGreaterThan(0);
    expect(await pageIds({ sort, type: "rent", page, limit: 3 })).toEqual(expected);
  });
});

it("puts featured listings from long ago ahead of the month's listings", async () => {
  const [first, second] = await pageIds({ sort: "featured", page: 1, limit: 3 });
  const featured = await Property.find({ featured: true, isActive: true }).lean();
  expect(new Set([first, second])).toEqual(new Set(featured.map((listing) => String(listing._id))));
});

it("reads a whole page from the window when it holds one, the same page as the whole list's", async () => {
  // Twelve rentals confirmed this week: the first pages now come from the window alone.
  for (let i = 0; i < 12; i++) await aged(i / 10, { type: "rent" });
  for (const page of [1, 2, 5]) {
    expect(await pageIds({ sort: "featured", type: "rent", page, limit: 3 })).toEqual(
      await expectedPage("featured", page, 3, "rent"),
    );
    expect(await pageIds({ sort: "newest", page, limit: 3 })).toEqual(await expectedPage("newest", page, 3));
  }
});
