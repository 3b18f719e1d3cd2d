/**
 * How a page marked stale is answered: Next.js's own response cache and incremental cache, as `next start`
 * runs them for a cached page, with the app's handler. A listing change marks home and the list pages stale
 * (`revalidateTag(tag, "max")`, lib/listings/cache.ts): the next visitor must get the page from before at
 * once while one render in the background makes the new one, and the visitor after that the new one. The
 * handler says "stale" through the documented `lastModified` (lib/cache/next-internals.mjs, servedStale);
 * if an upgrade of Next.js reads staleness another way, this fails. Its own page's tag is expired instead:
 * the next visitor waits for the new render.
 */
import RenderResult from "next/dist/server/render-result";
import { nextCaches } from "@/test/next-response-cache";
import { LocalCacheHandler } from "@/lib/cache/handler.mjs";

/** The durations Next.js hands the handler for `revalidateTag(tag, "max")`: its "max" profile's expire. */
const MAX_PROFILE = { expire: 365 * 24 * 60 * 60 };

type Render = () => Promise<string>;

/** One request for `path` as `next start` makes it: the page it answers with, and whether it was stale. */
async function answer(path: string, render: Render) {
  const { incrementalCache, responseCache } = nextCaches(path);
  const entry = await responseCache.get(
    path,
    async () => {
      const body = await render();
      return {
        value: {
          kind: "APP_PAGE",
          html: RenderResult.fromStatic(`<html><body>${body}</body></html>`, "text/html; charset=utf-8"),
          rscData: Buffer.from("0:{}"),
          headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_${path},properties` },
          status: 200,
          postponed: undefined,
          segmentData: undefined,
        },
        cacheControl: { revalidate: 3600, expire: undefined },
      } as never;
    },
    { incrementalCache, isOnDemandRevalidate: false, isFallback: false, isRoutePPREnabled: false } as never,
  );
  const value = (entry as { value?: { html?: { toUnchunkedString(): string } } } | null)?.value;
  return {
    body: value?.html?.toUnchunkedString() ?? "",
    isStale: Boolean((entry as { isStale?: unknown } | null)?.isStale),
  };
}

/** A render that can be held, as a slow render of home on a busy machine; counts how often it runs. */
function heldRender(body: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls = { count: 0 };
  const render: Render = async () => {
    calls.count++;
    await released;
    return body;
  };
  return { render, release, calls };
}

const immediate =
  (body: string): Render =>
  async () =>
    body;

/** Waits until `check` holds, each turn after the event loop has run. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

const handler = new LocalCacheHandler({ maxMemoryCacheSize: 1024 * 1024 });

describe("a page marked stale by a listing change", () => {
  it("is answered from before at once, re-rendered once in the background, and new at the request after", async () => {
    const path = "/probe/stale-home";
    expect((await answer(path, immediate("2 listings"))).body).toContain("2 listings");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(["properties"], MAX_PROFILE);

    const slow = heldRender("3 listings");
    // Three visitors while the new render is held: each gets the page from before, none waits for it.
    for (let visitor = 0; visitor < 3; visitor++) {
      const served = await answer(path, slow.render);
      expect(served.body).toContain("2 listings");
      expect(served.isStale).toBe(true);
    }
    expect(slow.calls.count).toBeGreaterThanOrEqual(1);

    slow.release();
    // Once the background render is stored, the next visitor gets the new page without a render of its own.
    const unused = heldRender("never rendered");
    await until(async () => (await answer(path, unused.render)).body.includes("3 listings"));
    expect(unused.calls.count).toBe(0);
  });

  it("is not served stale when its tag was expired at once (a listing's own page): the visitor waits", async () => {
    const path = "/probe/expired-listing";
    expect((await answer(path, immediate("Open"))).body).toContain("Open");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag([`_N_T_${path}`]);

    const served = await answer(path, immediate("Rented out"));
    expect(served.body).toContain("Rented out");
    expect(served.isStale).toBe(false);
  });
});
