import { GET } from "@/app/api/property/property/route";
import { Property, type UserDoc } from "@/test/models";
import { seedSynthetic } from "@/scripts/seed-database";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";
import { authedRequest, sessionCookieFor, userWithSession } from "@/test/session-helpers";

const ctx = { params: Promise.resolve({}) };
type Listing = { _id: string; title: string; price: number; type: string; bhk: number; isActive: boolean };

const list = async (query = "", cookie?: string) => {
  const url = `/api/property/property${query}`;
  const response = await GET(cookie ? authedRequest(url, cookie) : jsonRequest(url), ctx);
  return { status: response.status, body: await response.json() };
};
const titles = (body: { properties: Listing[] }) => body.properties.map((p) => p.title);

beforeAll(async () => {
  await resetDatabase();
  await createProperty({
    title: "2BHK near Infocity",
    price: 16000,
    type: "rent",
    bhk: 2,
    featured: true,
    nearbyPlaces: [{ name: "KIIT University", distance: "1.8 km", category: "education" }],
  });
  await createProperty({
    title: "3BHK Family Flat",
    price: 24000,
    type: "rent",
    bhk: 3,
    location: { address: "Sainik School Road, Nayapalli", city: "Bhubaneswar", state: "Odisha" },
    nearbyPlaces: [{ name: "AMRI Hospital", distance: "3.2 km", category: "health" }],
  });
  await createProperty({
    title: "Independent House",
    price: 18_500_000,
    type: "sale",
    bhk: 4,
    featured: true,
    propertyType: "Individual House/Villa",
    location: { address: "Saheed Nagar, ସହିଦ ନଗର", city: "Bhubaneswar", state: "Odisha" },
  });
  await createProperty({
    title: "Residential Plot",
    price: 2_400_000,
    type: "land",
    bhk: 0,
    propertyType: "Plots & Land",
    location: { address: "Tamando", city: "Khordha", state: "Odisha" },
  });
  await createProperty({ title: "Hidden Flat in Patia", price: 9000, isActive: false });
});

describe("GET /api/property/property", () => {
  it("answers every active listing with the public fields and string ids when no page is asked for", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 4, page: 1, limit: 500 });
    expect(body.properties).toHaveLength(4);
    const first = body.properties[0];
    expect(first._id).toMatch(/^[a-f0-9]{24}$/);
    for (const field of [
      "title",
      "price",
      "type",
      "propertyType",
      "bhk",
      "location",
      "images",
      "pictures",
      "isActive",
      "views",
      "createdAt",
    ]) {
      expect(first).toHaveProperty(field);
    }
    expect(first).not.toHaveProperty("keywords");
    expect(first).not.toHaveProperty("nearbyKeywords");
    expect(titles(body)).not.toContain("Hidden Flat in Patia");
  });

  it("puts featured listings first by default, newest first among them", async () => {
    const { body } = await list();
    expect(titles(body).slice(0, 2)).toEqual(["Independent House", "2BHK near Infocity"]);
  });

  it("filters by listing type, by BHK, by city, and by several at once", async () => {
    expect((await list("?type=rent")).body.total).toBe(2);
    expect(titles((await list("?type=land")).body)).toEqual(["Residential Plot"]);
    expect(titles((await list("?bhk=3")).body)).toEqual(["3BHK Family Flat"]);
    expect(titles((await list("?city=Khordha")).body)).toEqual(["Residential Plot"]);
    expect(titles((await list("?type=rent&bhk=2&maxPrice=20000")).body)).toEqual(["2BHK near Infocity"]);
    expect((await list("?type=sale&bhk=2")).body.total).toBe(0);
  });

  it("filters by furnishing and by who posted the listing, counting listings that predate the field as agents'", async () => {
    const extra = await Promise.all([
      createProperty({ title: "Owner Flat", type: "rent", bhk: 2, furnishing: "Furnished", postedBy: "owner" }),
      createProperty({ title: "Agent Flat", type: "rent", bhk: 2, furnishing: "Semi-Furnished", postedBy: "agent" }),
    ]);
    try {
      expect(titles((await list("?furnishing=Furnished")).body)).toEqual(["Owner Flat"]);
      expect(titles((await list("?postedBy=owner")).body)).toEqual(["Owner Flat"]);
      // The four listings made without postedBy count as agents' listings.
      expect((await list("?postedBy=agent")).body.total).toBe(5);
      expect(titles((await list("?type=rent&bhk=2&postedBy=agent&furnishing=Semi-Furnished")).body)).toEqual([
        "Agent Flat",
      ]);
    } finally {
      await Property.deleteMany({ _id: { $in: extra.map((p) => p._id) } });
    }
  });

  it("matches keywords in title and location, case-insensitively, by word prefix, in any script", async () => {
    expect(titles((await list("?q=NAYAPALLI")).body)).toEqual(["3BHK Family Flat"]);
    expect((await list("?q=infoc")).body.total).toBe(1);
    expect((await list("?q=family%20sainik")).body.total).toBe(1);
    expect((await list("?q=2%20bhk")).body.total).toBe(1);
    expect(titles((await list(`?q=${encodeURIComponent("ସହିଦ")}`)).body)).toEqual(["Independent House"]);
    expect((await list("?q=mumbai")).body.total).toBe(0);
    expect((await list("?q=family%20mumbai")).body.total).toBe(0);
  });

  it("finds a place typed in Odia or Hindi, or spelt otherwise, as the place's English name", async () => {
    const search = async (q: string) => titles((await list(`?q=${encodeURIComponent(q)}`)).body);
    // The factory's listing is in Patia; the hidden one there is not shown.
    expect(await search("ପାଟିଆ")).toEqual(["2BHK near Infocity"]);
    expect(await search("पटिया")).toEqual(["2BHK near Infocity"]);
    expect(await search("ନୟାପଲ୍ଲୀ")).toEqual(["3BHK Family Flat"]);
    expect(await search("नयापल्ली")).toEqual(["3BHK Family Flat"]);
    expect(await search("3bhk ନୟାପଲ୍ଲୀ")).toEqual(["3BHK Family Flat"]);
    // ଵ for ୱ, and a Latin spelling of the same city.
    expect((await search("ଭୁବନେଶ\u0B4D\u0B35ର")).sort()).toEqual(
      ["2BHK near Infocity", "3BHK Family Flat", "Independent House"].sort(),
    );
    expect((await search("bhubaneshwar")).length).toBe(3);
    // The address written in Odia still matches as typed, and the Hindi name reads as Saheed Nagar.
    expect(await search("ସହିଦ ନଗର")).toEqual(["Independent House"]);
    expect(await search("शहीद नगर")).toEqual(["Independent House"]);
    expect(await search("ପାଟିଆ ନୟାପଲ୍ଲୀ")).toEqual([]);
  });

  it("matches the nearby filter against the places stored with each listing", async () => {
    expect(titles((await list("?nearby=kiit")).body)).toEqual(["2BHK near Infocity"]);
    expect(titles((await list("?nearby=Hospital")).body)).toEqual(["3BHK Family Flat"]);
    expect((await list("?nearby=airport")).body.total).toBe(0);
  });

  it("treats operator-shaped text as plain words, never as a query", async () => {
    const { status, body } = await list(`?q=${encodeURIComponent('{"$gt":""}')}&nearby=${encodeURIComponent(".*")}`);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it("treats 0 and empty price bounds as no bound and applies the others inclusively", async () => {
    expect((await list("?minPrice=0&maxPrice=")).body.total).toBe(4);
    expect((await list("?minPrice=16000&maxPrice=24000")).body.total).toBe(2);
    expect((await list("?maxPrice=20000")).body.total).toBe(1);
    expect((await list("?minPrice=2400000")).body.total).toBe(2);
    expect(titles((await list("?type=sale&minPrice=18500000&maxPrice=18500000")).body)).toEqual(["Independent House"]);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = (await list("?sort=price_asc")).body.properties.map((p: Listing) => p.price);
    expect(asc).toEqual([16000, 24000, 2_400_000, 18_500_000]);
    const desc = (await list("?sort=price_desc")).body.properties.map((p: Listing) => p.price);
    expect(desc).toEqual([18_500_000, 2_400_000, 24000, 16000]);
    expect(titles((await list("?sort=newest")).body)[0]).toBe("Residential Plot");
  });

  it("pages with total, page and limit, and past the last page answers no listings but the total", async () => {
    const page1 = (await list("?sort=price_asc&page=1&limit=3")).body;
    const page2 = (await list("?sort=price_asc&page=2&limit=3")).body;
    expect(page1).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(page1.properties).toHaveLength(3);
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.properties.map((p: Listing) => p.price)).toEqual([18_500_000]);
    expect((await list("?limit=2")).body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect((await list("?page=2")).body).toMatchObject({ total: 4, page: 2, limit: 12, properties: [] });
    expect((await list("?type=rent&page=9&limit=5")).body).toMatchObject({ total: 2, properties: [] });
  });

  it("pages through listings of equal price without repeating or skipping any", async () => {
    const same = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createProperty({ title: `Twin ${n}`, price: 7777, type: "rent", bhk: 1 })),
    );
    try {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const { body } = await list(`?bhk=1&sort=price_desc&page=${page}&limit=2`);
        seen.push(...body.properties.map((p: Listing) => p._id));
      }
      expect(new Set(seen).size).toBe(5);
      expect([...seen].sort()).toEqual(same.map((p) => p.id).sort());
    } finally {
      await Property.deleteMany({ _id: { $in: same.map((p) => p._id) } });
    }
  });

  it("shows admins inactive listings too, checking the role in the database rather than the cookie", async () => {
    const admin = await userWithSession({ role: "admin" });
    const asAdmin = (await list("?q=hidden", admin.cookie)).body;
    expect(asAdmin.total).toBe(1);
    expect(asAdmin.properties[0]).toMatchObject({ title: "Hidden Flat in Patia", isActive: false });

    const user = await userWithSession({ role: "user" });
    expect((await list("?q=hidden", user.cookie)).body.total).toBe(0);
    // A session that claims admin for someone the database knows as a plain user.
    const claimed = await sessionCookieFor({ ...(user.user.toObject() as UserDoc), role: "admin" });
    expect((await list("?q=hidden", claimed)).body.total).toBe(0);
  });

  it.each([
    ["?q[$gt]=", "bracketed key"],
    ["?nearby[$ne]=x", "bracketed nearby"],
    ["?$where=1", "operator key"],
    ["?type=villa", "unknown type"],
    ["?bhk=two", "non-numeric bhk"],
    ["?limit=61", "page size above 60"],
    ["?page=0", "page below 1"],
    ["?minPrice=abc", "non-numeric price"],
    ["?maxPrice=-5", "negative price"],
    ["?minPrice=5000&maxPrice=100", "min above max"],
    ["?sort=random", "unknown sort"],
    ["?furnishing=Luxury", "unknown furnishing"],
    ["?postedBy[$ne]=owner", "bracketed postedBy"],
    ["?type=rent&type=sale", "repeated key"],
    ["?colour=red", "unknown parameter"],
    [`?q=${"x".repeat(101)}`, "search text too long"],
  ])("answers 400 with a message for %s (%s)", async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
  });
});

describe("GET /api/property/property without paging, on a large catalogue", () => {
  beforeAll(() => seedSynthetic(510));
  afterAll(() => Property.deleteMany({ source: "seed" }));

  it("answers at most 500 listings and the full total, so a client knows there are more", async () => {
    const { body } = await list();
    expect(body.properties).toHaveLength(500);
    expect(body).toMatchObject({ total: 514, page: 1, limit: 500 });
  });
});
