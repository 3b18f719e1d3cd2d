import { GET as csvGet } from "@/app/api/insights/prices/csv/route";
import { GET } from "@/app/api/insights/prices/route";
import { recordListingHistory } from "@/lib/insights";
import { lastMonths } from "@/lib/insights/figures";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };
const DAY = 24 * 60 * 60 * 1000;

/** A live listing in Bhubaneswar with its price history begun `daysAgo` days ago. */
async function listed(locality: string, price: number, extra: Record<string, unknown> = {}, daysAgo = 40) {
  const doc = await createProperty({
    price,
    location: { address: `Lane 1, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
    ...extra,
  });
  await recordListingHistory(doc._id, new Date(Date.now() - daysAgo * DAY));
  return doc;
}

const ask = async (query: string) => {
  const response = await GET(jsonRequest(`/api/insights/prices?${query}`), ctx);
  return { status: response.status, body: await response.json(), response };
};

beforeAll(async () => {
  await resetDatabase();
  await listed("Patia", 12000);
  await listed("Patia", 14000);
  await listed("Patia", 16000);
  await listed("Patia", 30000, { bhk: 3 });
  await listed("Nayapalli", 9000);
  await listed("Nayapalli", 11000);
  await listed("Tamando", 800000, { type: "land", propertyType: "Plots & Land", bhk: 0 });
});

describe("GET /api/insights/prices", () => {
  it("answers a locality's monthly asking rents of one BHK for 24 months, and lets a CDN keep them", async () => {
    const { status, body, response } = await ask("city=bhubaneswar&locality=patia&type=rent&bhk=2");
    expect(status).toBe(200);
    expect(body.months).toHaveLength(24);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(lastMonths(new Date()));
    expect(body.months.at(-1)).toEqual({
      month: lastMonths(new Date(), 1)[0],
      count: 3,
      median: 14000,
      p25: 13000,
      p75: 15000,
    });
    expect(body.place).toMatchObject({ city: "Bhubaneswar", locality: "Patia", type: "rent", bhk: 2 });
    expect(body.basis).toMatch(/asking prices/i);
    expect(response.headers.get("Cache-Control")).toMatch(/public, s-maxage=\d+/);
  });

  it("answers the whole city when no locality is named, every BHK when none is", async () => {
    const { status, body } = await ask("city=bhubaneswar&type=rent");
    expect(status).toBe(200);
    expect(body.months.at(-1)).toMatchObject({ count: 6, median: 13000 });
  });

  it("shows a month under 3 listings with its count and no median", async () => {
    const { body } = await ask("city=bhubaneswar&locality=nayapalli&type=rent");
    expect(body.months.at(-1)).toMatchObject({ count: 2, median: null, p25: null, p75: null });
    // Before any listing was live, a month rests on none.
    expect(body.months[0]).toMatchObject({ count: 0, median: null });
  });

  it("gives land per sq ft and per decimal besides the whole price", async () => {
    const { status, body } = await ask("city=bhubaneswar&locality=tamando&type=land");
    expect(status).toBe(200);
    expect(body.perSqft).toHaveLength(24);
    expect(body.perDecimal).toHaveLength(24);
  });

  it.each([
    ["type=flat&city=bhubaneswar", /type must be rent, sale, land/],
    ["type=rent&city=bhubaneswar&bhk=-1", /bhk must be a whole number/],
    ["type=rent&city=bhubaneswar&bhk=two", /bhk must be a whole number/],
    ["type=rent&city=bhubaneswar&bhk=11", /bhk must be a whole number from 1 to 10/],
    ["type=land&city=bhubaneswar&bhk=2", /bhk applies to homes/],
    ["type=rent&city=bhubaneswar&sort=price", /Unknown word: sort/],
    ["type=rent&city[$ne]=x", /city\[\$ne\]/],
    ["type=rent&city=Bhubaneswar%20City", /city must be a place name/],
    ["type=rent", /city/],
    ["type=rent&city=bhubaneswar&type=sale", /more than once: type/],
  ])("refuses %s with a 400 naming the word", async (query, message) => {
    const { status, body } = await ask(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  });

  it("answers 404 for a city or a locality it does not know", async () => {
    expect((await ask("city=atlantis&type=rent")).status).toBe(404);
    const { status, body } = await ask("city=bhubaneswar&locality=nowhere&type=rent");
    expect(status).toBe(404);
    expect(body.message).toMatch(/locality/);
  });
});

describe("GET /api/insights/prices/csv", () => {
  it("answers a city's monthly figures per locality, kind and size as a CSV file", async () => {
    const response = await csvGet(jsonRequest("/api/insights/prices/csv?city=bhubaneswar"), ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toMatch(/asking-prices-bhubaneswar\.csv/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "city,locality,kind,bhk,month,listings,median,p25,p75,listings_with_area,median_per_sqft,median_per_decimal",
    );
    const month = lastMonths(new Date(), 1)[0];
    expect(lines).toContain(`Bhubaneswar,Patia,rent,2,${month},3,14000,13000,15000,,,`);
    // Under 3 listings: the count, no median.
    expect(lines).toContain(`Bhubaneswar,Nayapalli,rent,all,${month},2,,,,,,`);
  });

  it("refuses another word with a 400 and an unknown city with a 404", async () => {
    expect((await csvGet(jsonRequest("/api/insights/prices/csv?city=bhubaneswar&type=rent"), ctx)).status).toBe(400);
    expect((await csvGet(jsonRequest("/api/insights/prices/csv?city=atlantis"), ctx)).status).toBe(404);
  });
});
