import { findHomeCatalogue, findHomeStrips, findProperties } from "@/lib/listings/reads";
import { findPlaceTallies, statsOf } from "@/lib/listings/place-tallies";
import { HOME_STRIP_QUERY, LATEST_DEALS_QUERY } from "@/lib/listings/links/home-page";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/models/Property";

// Home's strips are read without counting: they must be exactly the list's first pages in those orders, and
// the count home states (the site's figures) the list's total.

beforeAll(async () => {
  await resetDatabase();
  for (let i = 0; i < 14; i++)
    await createProperty({
      featured: i % 4 === 0,
      isActive: i % 5 !== 0,
      type: i % 3 === 0 ? "sale" : "rent",
      price: 9_000 + i * 500,
    });
});

const ids = (listings: Array<{ _id: unknown }>) => listings.map((listing) => String(listing._id));

it("are the first page of the default order and of the newest, and home's count is the list's total", async () => {
  const catalogue = await findHomeCatalogue();
  const [strips, featured, newest, tallies] = await Promise.all([
    findHomeStrips(catalogue.strips),
    findProperties(HOME_STRIP_QUERY),
    findProperties(LATEST_DEALS_QUERY),
    findPlaceTallies(),
  ]);
  // The one pass's tallies are the tallies.
  const byKey = (rows: typeof tallies) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
  expect(byKey(catalogue.tallies)).toEqual(byKey(tallies));
  expect(ids(strips.featured)).toEqual(ids(featured.properties));
  expect(strips.featured).toHaveLength(HOME_STRIP_QUERY.limit!);
  expect(strips.featured.filter((listing) => listing.featured).length).toBeGreaterThan(0);
  expect(ids(strips.newest)).toEqual(ids(newest.properties));
  expect(strips.newest).toHaveLength(LATEST_DEALS_QUERY.limit!);
  expect(statsOf(tallies).total).toBe(featured.total);
  expect(featured.total).toBe(11);
});

describe("on a catalogue where few listings are recent", () => {
  const DAY = 24 * 60 * 60 * 1000;
  // Listings added and last confirmed long ago, set in the database as a catalogue ages.
  const ageBy = async (listing: { _id: unknown }, days: number) => {
    const at = new Date(Date.now() - days * DAY);
    await Property.collection.updateOne({ _id: listing._id as never }, { $set: { createdAt: at, freshAt: at } });
  };

  beforeAll(async () => {
    await resetDatabase();
    // An old featured listing and an old one that was the newest of them all, among twelve old ones.
    for (let i = 0; i < 12; i++) await ageBy(await createProperty({ price: 20_000 + i }), 60 + i);
    await ageBy(await createProperty({ featured: true }), 400);
    await ageBy(await createProperty({}), 45);
  });

  const firstPages = async () => {
    const catalogue = await findHomeCatalogue();
    const [featured, newest] = await Promise.all([
      findProperties(HOME_STRIP_QUERY),
      findProperties(LATEST_DEALS_QUERY),
    ]);
    return { strips: catalogue.strips, featured: ids(featured.properties), newest: ids(newest.properties) };
  };

  it("are still the list's first pages when the last month holds less than a strip", async () => {
    const { strips, featured, newest } = await firstPages();
    expect(strips.featured).toEqual(featured);
    expect(strips.featured).toHaveLength(HOME_STRIP_QUERY.limit!);
    expect(strips.newest).toEqual(newest);
    expect(strips.newest).toHaveLength(LATEST_DEALS_QUERY.limit!);
  });

  it("put an old featured listing first, ahead of a month of new ones", async () => {
    for (let i = 0; i < HOME_STRIP_QUERY.limit!; i++) await createProperty({ price: 30_000 + i });
    const { strips, featured, newest } = await firstPages();
    expect(strips.featured).toEqual(featured);
    const oldFeatured = await Property.findOne({ featured: true }).lean();
    expect(strips.featured[0]).toBe(String(oldFeatured!._id));
    expect(strips.newest).toEqual(newest);
  });
});
