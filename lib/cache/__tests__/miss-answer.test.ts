/**
 * The one place the app leans on how Next.js uses its cache handler beyond the documented interface: the
 * answer of the request whose render produced a page's entry (x-nextjs-cache: MISS) is made from the very
 * value Next.js handed to the handler's `set`, so the policy and status the handler writes into it
 * (lib/cache/page-answer.mjs) reach that first answer too. This runs Next.js's own response cache and
 * incremental cache, as `next start` does for a page, with the app's handler; if an upgrade of Next.js
 * copies the value instead, this fails, and the first answer of every cached page would go out without its
 * Content-Security-Policy. (That is why this test, and only this one, reads modules inside next/dist.)
 */
import { createHash } from "node:crypto";
import RenderResult from "next/dist/server/render-result";
import { nextCaches } from "@/test/next-response-cache";
import { LISTING_GONE_ATTRIBUTE } from "@/domain/owners/options";

const SCRIPT = 'self.__next_f.push([1,"2BHK in Patia"])';
const hash = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;
const html = (body: string) => `<!DOCTYPE html><html><body>${body}<script>${SCRIPT}</script></body></html>`;

/** What `next start` gets back for one request of a cached page: the entry its answer is made from. */
async function answer(path: string, page: string, renders: { count: number }) {
  const { incrementalCache, responseCache } = nextCaches(path);
  const entry = await responseCache.get(
    path,
    async () => {
      renders.count++;
      return {
        value: {
          kind: "APP_PAGE",
          html: RenderResult.fromStatic(page, "text/html; charset=utf-8"),
          rscData: Buffer.from("0:{}"),
          headers: { "x-next-cache-tags": `_N_T_${path}` },
          status: 200,
          postponed: undefined,
          segmentData: undefined,
        },
        cacheControl: { revalidate: 3600, expire: undefined },
      } as never;
    },
    { incrementalCache, isOnDemandRevalidate: false, isFallback: false, isRoutePPREnabled: false } as never,
  );
  const value = (entry as { value?: { headers?: Record<string, unknown>; status?: number } } | null)?.value;
  return {
    isMiss: (entry as { isMiss?: boolean } | null)?.isMiss,
    headers: value?.headers ?? {},
    status: value?.status,
  };
}

describe("a page's first answer, made by the render that fills the cache", () => {
  it("carries the policy naming the page's inline scripts, as every later answer from the cache does", async () => {
    const renders = { count: 0 };
    const first = await answer("/probe/policy", html("<p>Patia</p>"), renders);
    expect(first.isMiss).toBe(true);
    expect(String(first.headers["content-security-policy"])).toContain(`script-src 'self' ${hash}`);
    const second = await answer("/probe/policy", html("<p>Patia</p>"), renders);
    expect(second.isMiss).toBeFalsy();
    expect(renders.count).toBe(1);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("answers a closed listing's page 410 the first time and from the cache", async () => {
    const renders = { count: 0 };
    const gone = html(`<article ${LISTING_GONE_ATTRIBUTE}="true">Rented out</article>`);
    expect((await answer("/probe/gone", gone, renders)).status).toBe(410);
    expect((await answer("/probe/gone", gone, renders)).status).toBe(410);
    expect(renders.count).toBe(1);
  });
});
