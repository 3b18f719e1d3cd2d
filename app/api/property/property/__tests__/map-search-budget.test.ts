import { GET } from "@/app/api/property/property/route";
import { LIMITS, resetLimit } from "@/lib/rate-limit";
import { createProperty } from "@/test/factories";
import { clearRateLimits, fromAddress, resetDatabase, routeContext } from "@/test/db-helpers";

// The per-address budget of map-area and distance searches (LIMITS.mapSearchPerIpMinute and ...Hourly): a
// client that sends more than its allowance is refused with 429 and Retry-After, and nobody else is, nor its
// own other searches.

const search = async (query: string, address: string) => {
  const response = await GET(
    new Request(`http://localhost/api/property/property?${query}`, { headers: fromAddress(address) }),
    routeContext({}),
  );
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
};

/** A distance search about the n-th of many points around Patia: distinct coordinates, as a script sends. */
const distanceSearch = (n: number) =>
  `near=${(20.35 + (n % 50) * 0.0001).toFixed(5)},85.82&radius=25&sort=distance&page=1&limit=12`;

const { points } = LIMITS.mapSearchPerIpMinute;
const hourly = LIMITS.mapSearchPerIpHourly.points;

beforeAll(async () => {
  await resetDatabase();
  for (let i = 0; i < 3; i++) {
    await createProperty({
      location: { address: `Lane ${i}, Patia`, city: "Bhubaneswar", locality: "Patia", state: "Odisha" },
    });
  }
});

beforeEach(clearRateLimits);

describe("map-area and distance searches, per client address", () => {
  it("are answered up to the budget, then refused with 429, Retry-After and a message", async () => {
    expect(points).toBeGreaterThanOrEqual(10);
    for (let n = 0; n < points; n++) {
      const { status, body } = await search(distanceSearch(n), "203.0.113.21");
      expect(status).toBe(200);
      expect(body.total).toBe(3);
    }
    const refused = await search(distanceSearch(points), "203.0.113.21");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(LIMITS.mapSearchPerIpMinute.duration);
    expect(refused.body.message).toMatch(
      /^Too many map and distance searches from your network\. Please try again in \d+ seconds\.$/,
    );
    expect(refused.body.retryAfter).toBe(Number(refused.retryAfter));
    expect(refused.body.properties).toBeUndefined();

    // Every map word is counted: a map area, a radius in any order, are refused from there too.
    expect((await search("bounds=20.3,85.8,20.4,85.9&page=1&limit=12", "203.0.113.21")).status).toBe(429);
    expect((await search("near=infocity&radius=3&sort=price_asc", "203.0.113.21")).status).toBe(429);

    // Another address still searches by distance, and the refused one still searches by words and filters.
    const elsewhere = await search(distanceSearch(0), "203.0.113.22");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.properties).toHaveLength(3);
    const ordinary = await search("type=rent&bhk=2&sort=price_asc&page=1&limit=12", "203.0.113.21");
    expect(ordinary.status).toBe(200);
    expect(ordinary.body.total).toBe(3);
  });

  it("are also capped by the hour, with the hour's wait in Retry-After", async () => {
    const address = "203.0.113.24";
    // The hour's allowance, a minute's allowance at a time (the minute's window forgotten in between).
    for (let sent = 0; sent < hourly; sent += points) {
      for (let n = 0; n < Math.min(points, hourly - sent); n++)
        expect((await search(`bounds=20.3,85.8,20.4,${85.9 + n * 0.001}&page=1&limit=12`, address)).status).toBe(200);
      await resetLimit({ rule: LIMITS.mapSearchPerIpMinute, key: address });
    }
    const refused = await search(distanceSearch(0), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(LIMITS.mapSearchPerIpMinute.duration);
    expect(refused.body.message).toMatch(
      /^Too many map and distance searches from your network\. Please try again in \d+ minutes\.$/,
    );
    // Refused by the hour, it used none of the minute's allowance.
    await resetLimit({ rule: LIMITS.mapSearchPerIpHourly, key: address });
    for (let n = 0; n < points; n++) expect((await search(distanceSearch(n), address)).status).toBe(200);
  }, 300_000);

  it("do not count searches without map words, nor map words the parser refuses", async () => {
    for (let n = 0; n <= points; n++) {
      expect((await search(`q=patia&sort=newest&page=${1 + (n % 3)}&limit=12`, "203.0.113.23")).status).toBe(200);
      expect((await search("near=atlantis&radius=3", "203.0.113.23")).status).toBe(400);
    }
    expect((await search(distanceSearch(1), "203.0.113.23")).status).toBe(200);
  });
});
