import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { BoundedCacheHandler, isKeepable, type CacheValue } from "@/lib/cache/handler.mjs";

// One bound per process: Next.js's cache is one store shared by every handler instance.
const MAX_BYTES = 100_000;
const PAGE_BYTES = 10_000;
const PAGE = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const FETCH = { kind: "FETCH", tags: ["properties"], softTags: [] };

const page = (status = 200, tags = "properties"): CacheValue => ({
  kind: "APP_PAGE",
  html: "x".repeat(PAGE_BYTES),
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": tags },
  status,
});
const read = (result: unknown): CacheValue => ({
  kind: "FETCH",
  data: { headers: {}, body: JSON.stringify(result), status: 200, url: "" },
  revalidate: 3600,
});

let dir: string;
let handler: BoundedCacheHandler;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "cache-handler-"));
  handler = new BoundedCacheHandler({
    fs: nodeFs,
    serverDistDir: path.join(dir, "server"),
    flushToDisk: true,
    maxMemoryCacheSize: MAX_BYTES,
    revalidatedTags: [],
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Files under the handler's folder: anything the cache wrote to disk. */
const filesOnDisk = () => readdirSync(dir, { recursive: true });

/** Waits until the clock has moved on, so an expiry is strictly later than the entry it expires. */
async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
}

describe("Next.js's cache handler", () => {
  it("holds at most its size in bytes, dropping the least recently used entry first, and writes nothing to disk", async () => {
    await handler.set("/bound/0", page(), { cacheControl: { revalidate: 3600 } });
    for (let i = 1; i < 30; i++) {
      await handler.set(`/bound/${i}`, page(), { cacheControl: { revalidate: 3600 } });
      // Read the first page after each write: used recently, it stays while older ones go.
      expect(await handler.get("/bound/0", PAGE)).not.toBeNull();
    }
    const { entries, bytes } = BoundedCacheHandler.stats();
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(entries).toBeLessThanOrEqual(MAX_BYTES / PAGE_BYTES);
    expect(await handler.get("/bound/1", PAGE)).toBeNull();
    expect(await handler.get("/bound/29", PAGE)).toMatchObject({ value: { status: 200 } });
    expect(filesOnDisk()).toEqual([]);
  });

  it("never keeps a 404 page, and drops the page it had for the same address", async () => {
    await handler.set("/listing/a", page(), { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("/listing/a", PAGE)).toMatchObject({ value: { status: 200 } });
    await handler.set("/listing/a", page(404), { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("/listing/a", PAGE)).toBeNull();
    await handler.set("/listing/made-up", page(404), { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("/listing/made-up", PAGE)).toBeNull();
  });

  it("never keeps a cached read that found nothing, and drops what it had for the same key", async () => {
    await handler.set("read-key", read({ title: "Flat" }), { fetchCache: true, tags: ["properties"] });
    expect(await handler.get("read-key", FETCH)).toMatchObject({ value: { data: { body: '{"title":"Flat"}' } } });
    await handler.set("read-key", read(null), { fetchCache: true, tags: ["properties"] });
    expect(await handler.get("read-key", FETCH)).toBeNull();
  });

  it("still expires pages by tag", async () => {
    await handler.set("/tagged", page(200, "property:1,properties"), { cacheControl: { revalidate: 3600 } });
    await nextMillisecond();
    await handler.revalidateTag("property:1", { expire: 0 });
    await nextMillisecond();
    expect(await handler.get("/tagged", PAGE)).toBeNull();
  });
});

describe("what the cache keeps", () => {
  it("keeps pages, route answers and reads that found something", () => {
    expect(isKeepable(page())).toBe(true);
    expect(isKeepable({ kind: "APP_ROUTE", status: 200 })).toBe(true);
    expect(isKeepable(read([]))).toBe(true);
    expect(isKeepable(read(0))).toBe(true);
  });

  it("refuses error pages, empty reads and nothing", () => {
    expect(isKeepable(page(404))).toBe(false);
    expect(isKeepable({ kind: "APP_ROUTE", status: 500 })).toBe(false);
    expect(isKeepable(read(null))).toBe(false);
    expect(isKeepable(read(undefined))).toBe(false);
    expect(isKeepable(null)).toBe(false);
  });
});
