import { createSharedStore, LocalCacheHandler, type CacheValue, type SharedStore } from "@/lib/cache/handler.mjs";
import { sharedExpiriesSettled } from "@/lib/cache/shared";
import { DAY_MS, runFreshnessCycle } from "@/lib/freshness";
import { placeTag, PROPERTIES_TAG, propertyTag } from "@/lib/listings/cache";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { openRedis, redisReady, setSharedCacheStore } from "@/lib/redis/index.mjs";
import { Property } from "@/test/models";
import { startRedis, type TestRedis } from "@/test/redis-server";

// The daily freshness job runs in the job worker, outside any request, where Next.js's revalidateTag cannot
// reach the cache handler. These run the job as the worker does (no request) against the app's own handler
// holding the pages a visitor would be served, and ask it for them again as the next request would.

const PAGE = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

/** A rendered page as Next.js hands it to the handler: its tags are the path's and those of its reads. */
const renderedPage = (path: string, readTags: string[]): CacheValue => ({
  kind: "APP_PAGE",
  html: `<html>${path}</html>`,
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": ["_N_T_/layout", `_N_T_${path}`, ...readTags].join(",") },
  status: 200,
});

const PAGES = {
  home: renderedPage("/", [PROPERTIES_TAG]),
  city: renderedPage("/rent/bhubaneswar", [placeTag("rent", "bhubaneswar")]),
  locality: renderedPage("/rent/bhubaneswar/patia", [placeTag("rent", "bhubaneswar", "patia")]),
  otherCity: renderedPage("/rent/cuttack", [placeTag("rent", "cuttack")]),
};

const NOW = new Date("2026-11-20T01:30:00Z");
const patia = { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" };

/** A live rental in Patia whose reminder went unanswered 14 days ago: the run expires it. */
const unansweredListing = () =>
  createProperty({
    type: "rent",
    location: patia,
    freshAt: new Date(NOW.getTime() - 44 * DAY_MS),
    remindedAt: new Date(NOW.getTime() - 14 * DAY_MS),
  });

/** The daily run as the worker makes it, its mails left out. */
const dailyRun = () => runFreshnessCycle(NOW, async () => true);

/** A page's cache control as Next.js stores it with the entry (the pages' revalidate period, an hour). */
const HOUR = { cacheControl: { revalidate: 3600, expire: undefined } };

/** Whether the handler answers an entry as Next.js takes a stale one: older than its hour (next-internals). */
const servedAsStale = (entry: { lastModified: number } | null) =>
  entry !== null && entry.lastModified < Date.now() - 3600 * 1000;

/** Waits until the clock has moved on, so an expiry is strictly later than the entries it expires. */
async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(resetDatabase);

describe("a listing expired by the daily job, without REDIS_URL (this process's cache)", () => {
  const handler = new LocalCacheHandler({ maxMemoryCacheSize: 10 * 1024 * 1024 });

  it("is gone from its listing page at the next request; its places and home are served stale once", async () => {
    const listing = await unansweredListing();
    const listingPage = renderedPage(`/properties/${listing.id}`, [propertyTag(listing.id)]);
    for (const [key, value] of Object.entries({ ...PAGES, listing: listingPage })) await handler.set(key, value, HOUR);
    await handler.set(
      "read:patia-cards",
      { kind: "FETCH", data: { headers: {}, body: "[1]", status: 200, url: "" } },
      {
        fetchCache: true,
        tags: [placeTag("rent", "bhubaneswar", "patia")],
      },
    );
    expect(servedAsStale(await handler.get("locality", PAGE))).toBe(false);
    await nextMillisecond();

    const report = await dailyRun();
    expect(report.expired).toEqual([listing.id]);
    expect((await Property.findById(listing.id).lean())?.isActive).toBe(false);

    // Its own page answers 410 at once: the cached copy is gone.
    expect(await handler.get("listing", PAGE)).toBeNull();
    // Home and its places are handed back as stale: Next.js serves them while it renders them anew.
    for (const key of ["home", "city", "locality"]) expect(servedAsStale(await handler.get(key, PAGE))).toBe(true);
    expect(servedAsStale(await handler.get("read:patia-cards", { kind: "FETCH", revalidate: 3600 }))).toBe(true);
    // Another city's page shows nothing of it and is kept fresh.
    const other = await handler.get("otherCity", PAGE);
    expect(other).toMatchObject({ value: { html: "<html>/rent/cuttack</html>" } });
    expect(servedAsStale(other)).toBe(false);
    // The render that replaces a stale page is fresh again.
    await handler.set("home", PAGES.home, HOUR);
    expect(servedAsStale(await handler.get("home", PAGE))).toBe(false);
  });

  it("leaves the pages alone when the run only reminds", async () => {
    await createProperty({ type: "rent", location: patia, freshAt: new Date(NOW.getTime() - 30 * DAY_MS) });
    await handler.set("locality-2", PAGES.locality, HOUR);
    await nextMillisecond();
    const report = await dailyRun();
    expect(report).toMatchObject({ expired: [], reminded: [expect.any(String)] });
    const page = await handler.get("locality-2", PAGE);
    expect(page).not.toBeNull();
    expect(servedAsStale(page)).toBe(false);
  });
});

describe("a listing expired by the daily job, with REDIS_URL (the shared cache)", () => {
  let redis: TestRedis;
  let store: SharedStore;

  beforeAll(async () => {
    redis = await startRedis();
    // What the handler does when Next.js (or the worker's start) loads it with REDIS_URL set.
    store = setSharedCacheStore(
      createSharedStore({ client: openRedis(redis.url), keyPrefix: `job-expiry-${Date.now()}:` }),
    );
    await redisReady(store.client);
  }, 90_000);
  afterAll(async () => {
    setSharedCacheStore(undefined);
    store.client.destroy();
    await redis.remove();
  });

  it("is gone from its page and stale on home and its places for every instance at their next request", async () => {
    const listing = await unansweredListing();
    const entry = (value: CacheValue, tags: string[]) => ({
      lastModified: Date.now(),
      // As the library dates an entry of an hour's revalidate period, kept for a day.
      lifespan: { revalidate: 3600, expireAt: Math.floor(Date.now() / 1000) + 86_400 },
      tags,
      value,
    });
    const listingPage = renderedPage(`/properties/${listing.id}`, [propertyTag(listing.id)]);
    await store.set(`/properties/${listing.id}`, entry(listingPage, [propertyTag(listing.id)]));
    await store.set("/", entry(PAGES.home, [PROPERTIES_TAG]));
    await store.set("/rent/bhubaneswar/patia", entry(PAGES.locality, [placeTag("rent", "bhubaneswar", "patia")]));
    await store.set("/rent/cuttack", entry(PAGES.otherCity, [placeTag("rent", "cuttack")]));
    await nextMillisecond();

    expect((await dailyRun()).expired).toEqual([listing.id]);
    await sharedExpiriesSettled();

    expect(await store.get(`/properties/${listing.id}`, { implicitTags: [] })).toBeNull();
    expect(servedAsStale(await store.get("/", { implicitTags: [] }))).toBe(true);
    expect(servedAsStale(await store.get("/rent/bhubaneswar/patia", { implicitTags: [] }))).toBe(true);
    const other = await store.get("/rent/cuttack", { implicitTags: [] });
    expect(other).not.toBeNull();
    expect(servedAsStale(other)).toBe(false);
  });
});
