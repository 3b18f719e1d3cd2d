import { GET } from "@/app/api/property/property/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };
const list = async (query = "") => {
  const response = await GET(jsonRequest(`/api/property/property${query}`), ctx);
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  await resetDatabase();
  await createProperty({ title: "2BHK near Infocity", price: 16000, type: "rent", bhk: 2, featured: true });
  await createProperty({
    title: "3BHK Family Flat",
    price: 24000,
    type: "rent",
    bhk: 3,
    location: { address: "Sainik School Road, Nayapalli", city: "Bhubaneswar", state: "Odisha" },
  });
  await createProperty({
    title: "Independent House",
    price: 18_500_000,
    type: "sale",
    bhk: 4,
    propertyType: "Individual House/Villa",
    location: { address: "Saheed Nagar", city: "Bhubaneswar", state: "Odisha" },
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
  it("answers every active listing with SPEC fields and string ids when no page is asked for", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBe(4);
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
    expect(body.properties.map((p: { title: string }) => p.title)).not.toContain("Hidden Flat in Patia");
  });

  it("puts featured listings first by default", async () => {
    const { body } = await list();
    expect(body.properties[0].title).toBe("2BHK near Infocity");
  });

  it("filters by listing type and by BHK", async () => {
    expect((await list("?type=rent")).body.total).toBe(2);
    expect((await list("?type=land")).body.properties[0].title).toBe("Residential Plot");
    expect((await list("?bhk=3")).body.properties.map((p: { title: string }) => p.title)).toEqual(["3BHK Family Flat"]);
  });

  it("matches keywords in title and location, case-insensitively and by word prefix", async () => {
    expect((await list("?q=NAYAPALLI")).body.properties[0].title).toBe("3BHK Family Flat");
    expect((await list("?q=infoc")).body.total).toBe(1);
    expect((await list("?q=family%20sainik")).body.total).toBe(1);
    expect((await list("?q=2%20bhk")).body.total).toBe(1);
    expect((await list("?q=mumbai")).body.total).toBe(0);
  });

  it("treats 0 and empty price bounds as no bound and applies the others inclusively", async () => {
    expect((await list("?minPrice=0&maxPrice=")).body.total).toBe(4);
    expect((await list("?minPrice=16000&maxPrice=24000")).body.total).toBe(2);
    expect((await list("?maxPrice=20000")).body.total).toBe(1);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = (await list("?sort=price_asc")).body.properties.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list("?sort=price_desc")).body.properties.map((p: { price: number }) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await list("?sort=newest")).body.properties[0].title).toBe("Residential Plot");
  });

  it("pages with total, page and limit", async () => {
    const page1 = (await list("?sort=price_asc&page=1&limit=3")).body;
    const page2 = (await list("?sort=price_asc&page=2&limit=3")).body;
    expect(page1).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(page1.properties).toHaveLength(3);
    expect(page2.properties).toHaveLength(1);
    expect(page2.properties[0].price).toBe(18_500_000);
  });

  it.each([
    ["?q[$gt]=", "bracketed key"],
    ["?type=villa", "unknown type"],
    ["?limit=61", "page size above 60"],
    ["?minPrice=abc", "non-numeric price"],
    ["?minPrice=5000&maxPrice=100", "min above max"],
    ["?sort=random", "unknown sort"],
    ["?type=rent&type=sale", "repeated key"],
    ["?colour=red", "unknown parameter"],
  ])("answers 400 with a message for %s (%s)", async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
  });
});
