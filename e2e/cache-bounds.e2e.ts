import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { freshFromCache } from "./support/page-cache";

// Requests for things that do not exist, or for whole lists, must leave nothing behind in Next.js's caches:
// before, each made-up listing id added a 404 page (seven files) and a cached read to .next, and each
// unpaged list call some 600 KB, none of it ever removed.

const REQUESTS = 50;

/** Where Next.js writes pages rendered on request and cached reads: the build's own files live elsewhere. */
const CACHE_FOLDERS = [path.join(".next", "server", "route-cache"), path.join(".next", "cache", "fetch-cache")];

function cachedFiles(): number {
  return CACHE_FOLDERS.reduce((count, dir) => {
    try {
      return count + readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    } catch {
      return count; // not created: nothing cached there
    }
  }, 0);
}

const madeUpId = () => randomBytes(12).toString("hex");

test.describe("the page and data caches", () => {
  test("keep no 404 page for a made-up listing id, on disk or in memory, and still serve home from the cache", async ({
    request,
  }) => {
    const before = cachedFiles();
    for (let i = 0; i < REQUESTS; i++) {
      const address = `/properties/${madeUpId()}`;
      const first = await request.get(address);
      expect(first.status(), address).toBe(404);
      // Asked again, the page is rendered again: nothing was kept from the first answer.
      const second = await request.get(address);
      expect(second.status(), address).toBe(404);
      expect(second.headers()["x-nextjs-cache"], address).not.toBe("HIT");
    }
    expect(cachedFiles()).toBe(before);

    // Home is still kept and served from the cache.
    await freshFromCache(request, "/");
  });

  test("keep nothing on disk for list API calls without paging", async ({ request }) => {
    const before = cachedFiles();
    for (let i = 1; i <= REQUESTS; i++) {
      const response = await request.get(`/api/property/property?minPrice=${i}`);
      expect(response.status()).toBe(200);
      expect((await response.json()).properties.length).toBeGreaterThan(0);
    }
    expect(cachedFiles()).toBe(before);
  });
});
