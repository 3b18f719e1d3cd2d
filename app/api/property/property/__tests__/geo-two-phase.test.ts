import mongoose, { Types } from "mongoose";
import { GET } from "@/app/api/property/property/route";
import { haversineKm, landmarkBySlug, type LatLng } from "@/domain/geo";
import { CONCURRENT_READS } from "@/lib/db/read-queue";
import { MAP_SEARCHES_AT_ONCE } from "@/lib/listings";
import { SORT_ORDERS } from "@/lib/listings/filter";
import { fromAddress, resetDatabase, routeContext } from "@/test/db-helpers";
import { Property } from "@/test/models";

// A distance search ranks its listings from their ids and points alone, then reads the page's listings whole
// by id. Over listings that crowd on one point (as around a locality's centre), spread thinly far out, or
// lie nowhere near the centre, every page must still hold exactly what a brute-force check over the database
// finds, in the order asked, with the same total.

const INFOCITY = landmarkBySlug("infocity")!;
/** A point about 37 km west of Infocity: the nearest listing is some 13 km from it. */
const AWAY: LatLng = { lat: 20.3447, lng: 85.45 };

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function destination(from: LatLng, km: number, bearing: number): LatLng {
  const d = km / 6371.0088;
  const b = (bearing * Math.PI) / 180;
  const lat1 = (from.lat * Math.PI) / 180;
  const lng1 = (from.lng * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

/** 240 listings on one point 0.8 km from Infocity, 150 spread within 6 km, 90 from 10 to 24 km, 20 at 30-40 km. */
async function seedPoints() {
  const next = random(7);
  const crowd = destination(INFOCITY, 0.8, 40);
  const points: LatLng[] = [];
  for (let i = 0; i < 240; i++) points.push(crowd);
  for (let i = 0; i < 150; i++) points.push(destination(INFOCITY, next() * 6, next() * 360));
  for (let i = 0; i < 90; i++) points.push(destination(INFOCITY, 10 + next() * 14, next() * 360));
  for (let i = 0; i < 20; i++) points.push(destination(INFOCITY, 30 + next() * 10, 60 + next() * 60));
  const now = Date.now();
  await Property.collection.insertMany(
    points.map((point, i) => ({
      _id: new Types.ObjectId(),
      title: `Listing ${i}`,
      type: i % 4 === 0 ? "sale" : "rent",
      propertyType: "Flats/Apartments",
      price: 5000 + ((i * 7919) % 40) * 1000,
      bhk: 1 + (i % 3),
      featured: i % 9 === 0,
      isActive: i % 13 !== 0,
      createdAt: new Date(now - i * 60_000),
      updatedAt: new Date(now - i * 60_000),
      freshAt: new Date(now - ((i * 37) % 500) * 60_000),
      location: { city: "Bhubaneswar", locality: "Patia", geo: { ...point, approximate: false } },
      mapPoint: { ...point, approximate: false },
    })),
  );
}

type Item = { _id: string; distanceKm: number };

let searches = 0;
/** A search from an address of its own, with the answer's status. */
async function answerTo(query: string) {
  searches += 1;
  const headers = fromAddress(`10.2.${(searches >> 8) & 255}.${searches & 255}`);
  const response = await GET(
    new Request(`http://localhost/api/property/property?${query}`, { headers }),
    routeContext({}),
  );
  return { status: response.status, body: (await response.json()) as { properties: Item[]; total: number } };
}

async function search(query: string) {
  const { status, body } = await answerTo(query);
  expect(status).toBe(200);
  return body;
}

/** Every active listing within `km` of `centre`, nearest first, ties by id (the brute force). */
async function nearestByBruteForce(centre: LatLng, km: number, type?: "rent" | "sale") {
  const docs = await Property.find({ isActive: true, ...(type ? { type } : {}) }).lean();
  return docs
    .map((doc) => ({ id: String(doc._id), km: haversineKm(centre, doc.mapPoint!) }))
    .filter((d) => d.km <= km)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
}

/** Every active listing within `km` of `centre`, in the database's own order of `sort`. */
async function inOrderByBruteForce(centre: LatLng, km: number, sort: keyof typeof SORT_ORDERS) {
  const docs = await Property.find({ isActive: true }).sort(SORT_ORDERS[sort]).lean();
  return docs.filter((doc) => haversineKm(centre, doc.mapPoint!) <= km).map((doc) => String(doc._id));
}

const near = (point: LatLng) => `near=${point.lat},${point.lng}`;

beforeAll(async () => {
  await resetDatabase();
  await seedPoints();
});

describe("a distance search, nearest first", () => {
  it.each([
    [25, 12, 1],
    [25, 12, 2],
    [25, 12, 20],
    [25, 12, 36],
    [25, 60, 3],
    [5, 24, 4],
    [1, 12, 1],
  ])("within %s km, %s a page, page %s: the brute force's page and total", async (km, limit, page) => {
    const expected = await nearestByBruteForce(INFOCITY, km);
    const { properties, total } = await search(
      `${near(INFOCITY)}&radius=${km}&sort=distance&page=${page}&limit=${limit}`,
    );
    expect(total).toBe(expected.length);
    const slice = expected.slice((page - 1) * limit, page * limit);
    expect(properties.map((p) => p._id)).toEqual(slice.map((e) => e.id));
    properties.forEach((p, i) => expect(p.distanceKm).toBeCloseTo(slice[i].km, 3));
  });

  it("about a point far from every listing: the nearest ones, 8 km and more away", async () => {
    const expected = await nearestByBruteForce(AWAY, 25);
    expect(expected[0].km).toBeGreaterThan(8);
    for (const page of [1, 2]) {
      const { properties, total } = await search(`${near(AWAY)}&radius=25&sort=distance&page=${page}&limit=12`);
      expect(total).toBe(expected.length);
      expect(properties.map((p) => p._id)).toEqual(expected.slice((page - 1) * 12, page * 12).map((e) => e.id));
    }
  });

  it("with another word: only sales, nearest first", async () => {
    const expected = await nearestByBruteForce(INFOCITY, 25, "sale");
    const { properties, total } = await search(`type=sale&${near(INFOCITY)}&radius=25&sort=distance&page=2&limit=12`);
    expect(total).toBe(expected.length);
    expect(properties.map((p) => p._id)).toEqual(expected.slice(12, 24).map((e) => e.id));
  });

  it("a page past the last is empty, with the total", async () => {
    const expected = await nearestByBruteForce(INFOCITY, 25);
    const last = Math.ceil(expected.length / 12);
    const { properties, total } = await search(`${near(INFOCITY)}&radius=25&sort=distance&page=${last + 1}&limit=12`);
    expect(total).toBe(expected.length);
    expect(properties).toEqual([]);
  });
});

describe("a radius search in another order", () => {
  it.each([
    ["featured", 1],
    ["featured", 4],
    ["price_desc", 3],
    ["newest", 30],
  ] as const)("%s, page %s: the database's order of the listings inside the circle", async (sort, page) => {
    const expected = await inOrderByBruteForce(INFOCITY, 25, sort);
    const { properties, total } = await search(`${near(INFOCITY)}&radius=25&sort=${sort}&page=${page}&limit=12`);
    expect(total).toBe(expected.length);
    expect(properties.map((p) => p._id)).toEqual(expected.slice((page - 1) * 12, page * 12));
  });
});

describe("a burst of distinct map searches", () => {
  it("twenty at once each get an answer: a page, or 429 once the process reads as many as it may", async () => {
    const centres = Array.from({ length: 20 }, (_, n) => `near=${(20.3 + n * 0.001).toFixed(5)},85.82`);
    const answers = await Promise.all(
      centres.map((centre) => answerTo(`${centre}&radius=25&sort=distance&page=1&limit=12`)),
    );
    const read = answers.filter((a) => a.status === 200);
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(read.length).toBeLessThanOrEqual(MAP_SEARCHES_AT_ONCE);
    for (const answer of read) expect(answer.body.properties).toHaveLength(12);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.status).toBe(429);
    // Fewer map searches than read slots at once: none holds a slot that its own parts wait for.
    expect(MAP_SEARCHES_AT_ONCE).toBeLessThan(CONCURRENT_READS);
    const after = await Promise.all(
      centres
        .slice(0, MAP_SEARCHES_AT_ONCE)
        .map((centre) => search(`${centre}&radius=20&sort=distance&page=2&limit=12`)),
    );
    for (const answer of after) expect(answer.properties).toHaveLength(12);
  });
});

describe("what a radius search reads", () => {
  type Read = { filter: Record<string, unknown>; projection?: Record<string, unknown> };

  /** The reads of listings one search makes, watched through mongoose's operation events. */
  async function readsOf(query: string): Promise<Read[]> {
    const reads: Read[] = [];
    const watch = (op: { collectionName: string; method: string; params: unknown[] }) => {
      if (op.collectionName !== Property.collection.collectionName || op.method !== "find") return;
      const [filter, options] = op.params as [Record<string, unknown>, { projection?: Record<string, unknown> }];
      reads.push({ filter, projection: options?.projection });
    };
    mongoose.connection.on("operation-start", watch);
    try {
      await search(query);
    } finally {
      mongoose.connection.off("operation-start", watch);
    }
    return reads;
  }

  it.each([
    ["nearest first", "sort=distance"],
    ["featured first", "sort=featured"],
  ])("%s: ids and points only, then the page's dozen whole, by id", async (_, sort) => {
    const reads = await readsOf(`${near(INFOCITY)}&radius=25&${sort}&page=2&limit=12`);
    const pointOnly = (read: Read) => JSON.stringify(read.projection) === JSON.stringify({ mapPoint: 1 });
    expect(reads.filter(pointOnly).length).toBeGreaterThan(0);
    // The one other read: the page's dozen by id, whole (the model leaves out only its keyword tokens).
    const whole = reads.filter((read) => !pointOnly(read));
    expect(whole).toHaveLength(1);
    expect(Object.keys(whole[0].filter)).toEqual(["_id"]);
    expect((whole[0].filter._id as { $in: unknown[] }).$in).toHaveLength(12);
    expect(Object.values(whole[0].projection ?? {}).every((value) => value === 0)).toBe(true);
  });
});
