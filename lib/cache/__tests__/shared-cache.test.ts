import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSharedStore, SharedCacheHandler, type CacheValue, type SharedStore } from "@/lib/cache/handler.mjs";
import { closeRedis, openRedis, redisStatus, sharedCacheStore } from "@/lib/redis/index.mjs";
import { eventually } from "@/test/eventually";
import { startRedis, type TestRedis } from "@/test/redis-server";

// The cache shared by several instances (REDIS_URL): a real redis-server, two stores standing for two app
// instances of one build (each on a connection of its own), and Next.js's side of it (SharedCacheHandler, on
// this process's connection) when Redis goes away and comes back.

const page = (status = 200, tags = "properties,property:1"): CacheValue => ({
  kind: "APP_PAGE",
  html: "<html>listing</html>",
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": tags },
  status,
});
const entry = (value: CacheValue, tags: string[] = ["properties", "property:1"]) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value,
});
let redis: TestRedis;
let a: SharedStore;
let b: SharedStore;
let dir: string;
beforeAll(async () => {
  redis = await startRedis();
  const keyPrefix = `test-${Date.now()}:`;
  a = createSharedStore({ client: openRedis(redis.url), keyPrefix });
  b = createSharedStore({ client: openRedis(redis.url), keyPrefix });
  await eventually(async () => a.client.isReady && b.client.isReady);
  // Next.js's handler reads the build's id next to its server folder.
  dir = mkdtempSync(path.join(tmpdir(), "shared-cache-"));
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "BUILD_ID"), "test-build");
  process.env.REDIS_URL = redis.url;
}, 90_000);
afterAll(async () => {
  for (const store of [a, b]) store.client.destroy();
  await closeRedis();
  await redis.remove();
  rmSync(dir, { recursive: true, force: true });
});

it("serves on one instance what another stored, and a tag expired through either is gone for both", async () => {
  await a.set("/properties/1", entry(page()));
  const seen = await b.get("/properties/1", { implicitTags: [] });
  expect(seen?.value).toMatchObject({ kind: "APP_PAGE", html: "<html>listing</html>" });

  await b.revalidateTag("property:1");
  expect(await a.get("/properties/1", { implicitTags: [] })).toBeNull();
});

it("tags a route's answer (the sitemap) with what it read, so a listing change expires it", async () => {
  const sitemap: CacheValue = {
    kind: "APP_ROUTE",
    status: 200,
    body: Buffer.from("<urlset/>"),
    headers: { "content-type": "application/xml", "x-next-cache-tags": "_N_T_/sitemap.xml,properties" },
  };
  await a.set("/sitemap.xml", entry(sitemap, []));
  expect(await b.get("/sitemap.xml", { implicitTags: [] })).not.toBeNull();
  await b.revalidateTag("properties");
  expect(await a.get("/sitemap.xml", { implicitTags: [] })).toBeNull();
});

it("keeps no error page, and an error page for a key removes the copy stored before", async () => {
  await a.set("/properties/2", entry(page(), ["properties"]));
  await b.set("/properties/2", entry(page(404), ["properties"]));
  expect(await a.get("/properties/2", { implicitTags: [] })).toBeNull();
});

it("answers misses while Redis is down, never errors, and expires on reconnect what changed meanwhile", async () => {
  const handler = new SharedCacheHandler({ serverDistDir: path.join(dir, "server"), dev: false });
  // The first call configures the handler, which connects in the background: until then, misses.
  expect(await handler.get("/properties/3", { softTags: [] })).toBeNull();
  const own = sharedCacheStore() as SharedStore;
  await eventually(async () => own.client.isReady);
  expect(redisStatus()).toEqual({ mode: "shared", state: "up" });
  await handler.set("/properties/3", page(200, "properties,property:3"), { cacheControl: { revalidate: 3600 } });
  // Pages shared through Redis carry their policy as local ones do (lib/cache/page-answer.mjs).
  expect(await handler.get("/properties/3", { softTags: [] })).toMatchObject({
    value: { headers: { "content-security-policy": expect.stringContaining("frame-ancestors 'none'") } },
  });
  await b.set("/properties/4", entry(page(200, "property:4"), ["property:4"]));

  await redis.stop();
  // /api/health says so, and stays 200 (lib/cache/status.ts).
  await eventually(async () => redisStatus().state === "down");
  // Reads miss (the page is rendered afresh), writes and expiries are dropped: nothing throws.
  expect(await handler.get("/properties/3", { softTags: [] })).toBeNull();
  await expect(handler.set("/properties/5", page(), { cacheControl: { revalidate: 3600 } })).resolves.toBeUndefined();
  // A listing changed through instance A during the outage.
  await expect(a.revalidateTag("property:4")).rejects.toThrow();
  expect(a.pendingTags.has("property:4")).toBe(true);

  // Redis comes back with what it held (its append-only file): the clients reconnect by themselves, and the
  // expiry that could not be sent is sent now, so B never serves the page changed during the outage.
  await redis.start();
  await eventually(async () => a.client.isReady && b.client.isReady && a.pendingTags.size === 0);
  await eventually(async () => redisStatus().state === "up");
  expect(await b.get("/properties/4", { implicitTags: [] })).toBeNull();
  await eventually(async () => (await handler.get("/properties/3", { softTags: [] })) !== null);
}, 180_000);
