import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalCacheHandler, isKeepable, sweepIdleReads, type CacheValue } from "@/lib/cache/handler.mjs";
import { IDLE_LIFE_MS, KEPT_WHILE_READ_TAG } from "@/lib/cache/kept-while-read.mjs";
import { LISTING_GONE_ATTRIBUTE } from "@/domain/owners/options";

// One bound per process: Next.js's cache is one store shared by every handler instance.
const MAX_BYTES = 100_000;
const PAGE_BYTES = 10_000;
const PAGE = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const FETCH = { kind: "FETCH", tags: ["properties"], softTags: [] };

const page = (status = 200, tags = "properties", html = "x".repeat(PAGE_BYTES)): CacheValue => ({
  kind: "APP_PAGE",
  html,
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
let handler: LocalCacheHandler;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "cache-handler-"));
  handler = new LocalCacheHandler({ serverDistDir: path.join(dir, "server"), maxMemoryCacheSize: MAX_BYTES });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Files under the build's folder as Next.js names it to the handler: anything the cache wrote to disk. */
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
    const { entries, bytes } = LocalCacheHandler.stats();
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(entries).toBeLessThanOrEqual(MAX_BYTES / PAGE_BYTES);
    expect(await handler.get("/bound/1", PAGE)).toBeNull();
    expect(await handler.get("/bound/29", PAGE)).toMatchObject({ value: { status: 200 } });
    expect(filesOnDisk()).toEqual([]);
  });

  it("drops a search's read and page once nobody asked for them in their idle life, and keeps everyone's", async () => {
    const search = { fetchCache: true, tags: ["properties", KEPT_WHILE_READ_TAG] };
    const pageLife = { cacheControl: { revalidate: 3600 } };
    await handler.set("search-asked-again", read({ title: "Flat" }), search);
    await handler.set("search-left", read({ title: "Plot" }), search);
    await handler.set("everyones-read", read({ title: "House" }), { fetchCache: true, tags: ["properties"] });
    // A page whose render read a search (a place page narrowed by filters) names the read's tags.
    await handler.set("/filtered-page-left", page(200, `properties,${KEPT_WHILE_READ_TAG}`), pageLife);
    await handler.set("/filtered-page-asked-again", page(200, `properties,${KEPT_WHILE_READ_TAG}`), pageLife);
    await handler.set("/everyones-page", page(200, "properties"), pageLife);
    const setAt = Date.now();
    expect(sweepIdleReads(setAt + IDLE_LIFE_MS - 1000)).toBe(0);

    // Asked for again later: its idle life starts again from then.
    jest.useFakeTimers({ now: setAt + IDLE_LIFE_MS - 1000, doNotFake: ["setImmediate", "nextTick"] });
    try {
      expect(await handler.get("search-asked-again", FETCH)).not.toBeNull();
      expect(await handler.get("/filtered-page-asked-again", PAGE)).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(sweepIdleReads(setAt + IDLE_LIFE_MS + 1000)).toBe(2);
    expect(await handler.get("search-left", FETCH)).toBeNull();
    expect(await handler.get("/filtered-page-left", PAGE)).toBeNull();
    expect(await handler.get("search-asked-again", FETCH)).not.toBeNull();
    expect(await handler.get("/filtered-page-asked-again", PAGE)).not.toBeNull();
    expect(await handler.get("everyones-read", FETCH)).not.toBeNull();
    expect(await handler.get("/everyones-page", PAGE)).not.toBeNull();
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
    await handler.set("/untagged", page(200, "property:2"), { cacheControl: { revalidate: 3600 } });
    await nextMillisecond();
    await handler.revalidateTag("property:1", { expire: 0 });
    await nextMillisecond();
    expect(await handler.get("/tagged", PAGE)).toBeNull();
    expect(await handler.get("/untagged", PAGE)).not.toBeNull();
    // A page made after the expiry is served.
    await handler.set("/tagged", page(200, "property:1,properties"), { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("/tagged", PAGE)).not.toBeNull();
  });

  it("expires cached reads by their own tags and by the tags of the page reading them", async () => {
    await handler.set("read-a", read({ title: "Flat" }), { fetchCache: true, tags: ["property:7"] });
    await handler.set("read-b", read({ title: "Plot" }), { fetchCache: true, tags: ["properties"] });
    await nextMillisecond();
    await handler.revalidateTag(["property:7", "_N_T_/rent"]);
    await nextMillisecond();
    expect(await handler.get("read-a", { ...FETCH, tags: ["property:7"] })).toBeNull();
    expect(await handler.get("read-b", { ...FETCH, softTags: ["_N_T_/rent"] })).toBeNull();
  });

  it("leaves entries whose tag is only marked stale: Next.js serves them while it renders anew", async () => {
    await handler.set("/stale", page(200, "property:3"), { cacheControl: { revalidate: 3600 } });
    await nextMillisecond();
    await handler.revalidateTag("property:3", {});
    expect(await handler.get("/stale", PAGE)).not.toBeNull();
  });
});

describe("what a page's entry says about its answers", () => {
  const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
  const html = (body: string) => `<!DOCTYPE html><html><body>${body}<script>${BOOTSTRAP}</script></body></html>`;
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const policyOf = (value: CacheValue) => String(value?.headers?.["content-security-policy"] ?? "");

  it("names the page's inline scripts in its policy, on the value the answer is made from and on the kept entry", async () => {
    const value = page(200, "properties", html("<p>Patia</p>"));
    await handler.set("/policy", value, { cacheControl: { revalidate: 3600 } });
    expect(policyOf(value)).toContain(`script-src 'self' ${hash(BOOTSTRAP)}`);
    expect(policyOf(value)).toContain("frame-ancestors 'none'");
    expect(policyOf((await handler.get("/policy", PAGE))!.value)).toBe(policyOf(value));
  });

  it("names them on error pages too, which are answered once and never kept", async () => {
    const value = page(404, "properties", html("<p>Not found</p>"));
    await handler.set("/missing", value, { cacheControl: { revalidate: 3600 } });
    expect(policyOf(value)).toContain(hash(BOOTSTRAP));
    expect(await handler.get("/missing", PAGE)).toBeNull();
  });

  it("answers a closed listing's page 410 and keeps it; a live one stays 200", async () => {
    const gone = page(200, "property:9", html(`<article ${LISTING_GONE_ATTRIBUTE}="true">Rented out</article>`));
    await handler.set("/closed", gone, { cacheControl: { revalidate: 3600 } });
    expect(gone?.status).toBe(410);
    expect(await handler.get("/closed", PAGE)).toMatchObject({ value: { status: 410 } });
    const live = page(200, "property:10", html("<article>2BHK in Patia</article>"));
    await handler.set("/live", live, { cacheControl: { revalidate: 3600 } });
    expect(live?.status).toBe(200);
  });

  it("leaves route answers and cached reads as they are", async () => {
    const sitemap: CacheValue = { kind: "APP_ROUTE", status: 200, body: Buffer.from("<urlset/>"), headers: {} };
    await handler.set("/sitemap.xml", sitemap, { cacheControl: { revalidate: 3600 } });
    expect(sitemap?.headers).toEqual({});
  });
});

describe("what the cache keeps", () => {
  it("keeps pages, route answers and reads that found something", () => {
    expect(isKeepable(page())).toBe(true);
    expect(isKeepable(page(410))).toBe(true); // a closed listing's page
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
