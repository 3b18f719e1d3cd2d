import { unstable_cache } from "next/cache";
import {
  getCachedFeaturedProperties,
  getCachedPlace,
  getCachedPlaceDirectory,
  getCachedPlaceListings,
  getCachedPlaceStats,
  getCachedProperties,
  getCachedProperty,
  getCachedPropertyStats,
  getCachedSitemapListings,
  listingCacheKey,
  PROPERTIES_TAG,
} from "@/lib/listings";
import { KEPT_WHILE_READ_TAG } from "@/lib/cache/kept-while-read.mjs";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

// Next.js's data cache exists only inside the server; here a stand-in records what would be kept in it and
// runs the read, so the test sees which reads go through the cache and which go straight to the database.
jest.mock("next/cache", () => {
  const actual = jest.requireActual("next/cache");
  return {
    ...actual,
    unstable_cache: jest.fn((read: () => Promise<unknown>) => read),
  };
});
const cachedReads = () =>
  jest.mocked(unstable_cache).mock.calls.map(([, keyParts, options]) => ({ keyParts, options }));

beforeEach(async () => {
  await resetDatabase();
  jest.mocked(unstable_cache).mockClear();
});

describe("what the listing readers keep in the data cache", () => {
  it("keeps a page of listings", async () => {
    await createProperty({ title: "Quiet 2BHK in Patia" });
    const page = await getCachedProperties({ sort: "newest", page: 1, limit: 12 });
    expect(page.properties).toHaveLength(1);
    expect(cachedReads()).toEqual([
      expect.objectContaining({ keyParts: expect.arrayContaining(["properties-query"]) }),
    ]);
  });

  it("keeps a page deep in a list whole, beside its search's order shared by all its pages", async () => {
    for (let i = 0; i < 5; i++) await createProperty({ title: `Flat ${i}`, price: 10_000 + i });
    const page = await getCachedProperties({ sort: "price_asc", page: 5, limit: 1 });
    expect(page.properties.map((p) => p.price)).toEqual([10_004]);
    expect(cachedReads().map((read) => read.keyParts?.slice(1))).toEqual([
      ["properties-order", "sort=price_asc"],
      ["properties-query", listingCacheKey({ sort: "price_asc", page: 5, limit: 1 })],
    ]);
  });

  it("reads a whole list, asked for without paging, from the database without keeping it", async () => {
    await createProperty({ title: "Quiet 2BHK in Patia" });
    const list = await getCachedProperties({ sort: "newest", minPrice: 1 });
    expect(list.properties).toHaveLength(1);
    expect(cachedReads()).toEqual([]);
  });

  it("reads the sitemap's listings from the database, keeping only a marker that tags the sitemap", async () => {
    await createProperty({ title: "Quiet 2BHK in Patia" });
    expect(await getCachedSitemapListings()).toHaveLength(1);
    expect(cachedReads()).toEqual([
      {
        keyParts: expect.arrayContaining(["page-tags", PROPERTIES_TAG]),
        options: expect.objectContaining({ tags: [PROPERTIES_TAG] }),
      },
    ]);
  });

  it("keys a page by the search's canonical query string, so one search spelt two ways shares an entry", async () => {
    await getCachedProperties({ limit: 12, q: "patia", type: "rent", page: 1 });
    await getCachedProperties({ type: "rent", q: "patia", page: 1 });
    const keys = cachedReads().map(({ keyParts }) => keyParts?.at(-1));
    expect(keys).toEqual(["type=rent&q=patia&page=1&limit=12", "type=rent&q=patia&page=1&limit=12"]);
    expect(listingCacheKey({ sort: "featured", page: 2 })).toBe("page=2&limit=12");
  });

  it("keeps a search's own reads only while they are read, and everyone's reads until a change", async () => {
    const keptWhileRead = () =>
      cachedReads().map(({ keyParts, options }) => [keyParts?.[1], options?.tags?.includes(KEPT_WHILE_READ_TAG)]);
    await getCachedProperties({ type: "rent", bounds: "20.3,85.8,20.4,85.9", page: 1, limit: 12 });
    await getCachedFeaturedProperties({ type: "rent", bhk: 2 });
    await getCachedFeaturedProperties({});
    expect(keptWhileRead()).toEqual([
      ["properties-query", true],
      ["properties-featured", true],
      ["properties-featured", false],
    ]);
  });

  it("keys the featured carousel by the filters alone, without order or paging", async () => {
    await getCachedFeaturedProperties({ type: "sale", sort: "price_desc", page: 3, limit: 12 });
    expect(cachedReads()).toEqual([
      expect.objectContaining({ keyParts: expect.arrayContaining(["properties-featured", "type=sale"]) }),
    ]);
  });
});

describe("the tags each reader gives the pages that read it", () => {
  const tagsOf = () => cachedReads().map(({ options }) => options?.tags);

  it("tags a place page's reads with its own place only, so a change elsewhere leaves the page cached", async () => {
    const listing = await createProperty({
      location: { address: "Lane 2", city: "Bhubaneswar", locality: "Saheed Nagar", state: "Odisha" },
    });
    await createProperty({ location: { address: "Lane 3", city: "Bhubaneswar", locality: "Patia", state: "Odisha" } });

    const place = (await getCachedPlace("rent", "bhubaneswar", "saheed-nagar"))!;
    expect(place.locality?.name).toBe("Saheed Nagar");
    await getCachedPlaceStats(place);
    await getCachedPlaceListings(place, {}, 12);
    expect(tagsOf()).toEqual([
      ["place:rent/bhubaneswar/saheed-nagar"],
      ["place:rent/bhubaneswar/saheed-nagar"],
      ["place:rent/bhubaneswar/saheed-nagar"],
    ]);

    jest.mocked(unstable_cache).mockClear();
    const city = (await getCachedPlace("rent", "bhubaneswar"))!;
    await getCachedPlaceStats(city);
    await getCachedPlaceListings(city, { bhk: 2 }, 12);
    // A filtered page is one visitor's search: kept only while it is read (lib/cache/kept-while-read.mjs).
    expect(tagsOf()).toEqual([
      ["place:rent/bhubaneswar"],
      ["place:rent/bhubaneswar"],
      ["place:rent/bhubaneswar", KEPT_WHILE_READ_TAG],
    ]);

    // A listing's page: its own tag alone. The catalogue's readers: the catalogue tag.
    jest.mocked(unstable_cache).mockClear();
    await getCachedProperty(String(listing._id));
    await getCachedPlaceDirectory();
    await getCachedPropertyStats();
    expect(tagsOf()).toEqual([[`property:${listing._id}`], [PROPERTIES_TAG], [PROPERTIES_TAG]]);
  });

  it("does not look up a path segment that is no slug", async () => {
    expect(await getCachedPlace("rent", "Bhubaneswar")).toBeNull();
    expect(await getCachedPlace("rent", "bhubaneswar", "x".repeat(500))).toBeNull();
    expect(await getCachedPlace("sell", "bhubaneswar")).toBeNull();
    expect(cachedReads()).toEqual([]);
  });
});
