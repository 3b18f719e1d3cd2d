import { GET } from "@/app/api/property/property/route";
import {
  MAP_SEARCH_BUSY_SECONDS,
  MAP_SEARCHES_AT_ONCE,
  MAP_SEARCHES_BUSY,
  mapSearchesInProgress,
  takeMapSearchPlace,
} from "@/lib/listings";
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
    // Refused by its budget, the search gave its place in the process back.
    expect(mapSearchesInProgress()).toBe(0);

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

describe("map-area and distance searches, per process", () => {
  it("are refused at once with 429 and a short Retry-After while the process reads as many as it may", async () => {
    const held = Array.from({ length: MAP_SEARCHES_AT_ONCE }, () => takeMapSearchPlace());
    try {
      // More refusals than the address's budget: a search refused for the process's sake costs it nothing.
      for (let n = 0; n <= points; n++) {
        const refused = await search(distanceSearch(n), "203.0.113.31");
        expect(refused.status).toBe(429);
        expect(refused.retryAfter).toBe(String(MAP_SEARCH_BUSY_SECONDS));
        expect(refused.body).toMatchObject({ message: MAP_SEARCHES_BUSY, retryAfter: MAP_SEARCH_BUSY_SECONDS });
        expect(refused.body.properties).toBeUndefined();
      }
      expect((await search("bounds=20.3,85.8,20.4,85.9&page=1&limit=12", "203.0.113.32")).status).toBe(429);
      // Searches without map words are not held up.
      const ordinary = await search("type=rent&sort=price_desc&page=1&limit=12", "203.0.113.31");
      expect(ordinary.status).toBe(200);
      expect(ordinary.body.total).toBe(3);
    } finally {
      held.forEach((giveBack) => giveBack());
    }
    const admitted = await search(distanceSearch(1), "203.0.113.31");
    expect(admitted.status).toBe(200);
    expect(admitted.body.total).toBe(3);
  });

  it("answers a burst from many addresses with the searches it can read and 429 for the rest, then frees every place", async () => {
    const burst = MAP_SEARCHES_AT_ONCE + 4;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, n) => search(distanceSearch(100 + n), `198.51.100.${n + 1}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(MAP_SEARCHES_AT_ONCE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(burst - MAP_SEARCHES_AT_ONCE);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    for (const a of answers) if (a.status === 200) expect(a.body.total).toBe(3);
    expect(mapSearchesInProgress()).toBe(0);
  });

  it("takes a place back once however often it is given back, and refuses past the last place", () => {
    const giveBack = takeMapSearchPlace();
    giveBack();
    giveBack();
    expect(mapSearchesInProgress()).toBe(0);
    const places = Array.from({ length: MAP_SEARCHES_AT_ONCE }, () => takeMapSearchPlace());
    expect(() => takeMapSearchPlace()).toThrow(MAP_SEARCHES_BUSY);
    places.forEach((p) => p());
    expect(mapSearchesInProgress()).toBe(0);
  });
});
