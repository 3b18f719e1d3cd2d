// What the page cache relies on from Next.js beyond its documented API, in this one file. Next.js documents
// the cache handler's methods but not three things this site needs from them:
//   - the tag it gives a path's page (`revalidatePath` expires it): the prefix below, Next's own constant;
//   - the build id at the moment the handler module loads, before Next.js hands it over (the shared cache's
//     keys name the build, so two builds sharing one Redis never serve each other's pages);
//   - the shape of a page's entry (`kind`, `html`, `headers`, `status`), which the handler writes the page's
//     policy and a closed listing's 410 into (lib/cache/page-answer.mjs): Next.js gives a cached page no
//     other way to carry a per-page header or status;
//   - how a handler has Next.js serve an entry as stale: the documented `lastModified` of `get`, older than
//     the entry's revalidate period (servedStale below). Next.js keeps the stale marks of
//     `revalidateTag(tag, "max")` for its own file-system handler only; a handler of the app's own keeps them
//     itself, and this is how it says so.
// lib/cache/__tests__/next-internals.test.ts pins the first three to the Next.js version below, and
// lib/cache/__tests__/stale-answer.test.ts the fourth, so an upgrade that changes any of them fails the suite
// instead of quietly breaking the cache (docs/architecture.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants.js";

/** The Next.js version these facts were checked against; the pinning test compares package-lock.json. */
export const CHECKED_NEXT_VERSION = "16.4.6";

/** The kind Next.js gives an App Router page's entry in its incremental cache. */
export const APP_PAGE_KIND = "APP_PAGE";

/** Next.js's tags for a path's cached page (what `revalidatePath` expires). */
export function pathTags(pagePath) {
  return pagePath === "/"
    ? [`${NEXT_CACHE_IMPLICIT_TAG_ID}/`, `${NEXT_CACHE_IMPLICIT_TAG_ID}/index`]
    : [`${NEXT_CACHE_IMPLICIT_TAG_ID}${pagePath}`];
}

/** The id of the build being served (`next build` writes it), or undefined outside a built app. */
export function currentBuildId(cwd = process.cwd()) {
  try {
    return readFileSync(path.join(cwd, ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * A page's entry as Next.js hands it to the cache handler's `set`, or null for any other entry (route
 * answers such as the sitemap, cached reads).
 *
 * @param {{ kind?: string, html?: unknown, headers?: Record<string, unknown>, status?: number } | null | undefined} value
 * @returns {{ html: string, headers: Record<string, unknown>, status: number, setStatus: (status: number) => void } | null}
 */
export function pageEntry(value) {
  if (value?.kind !== APP_PAGE_KIND || typeof value.html !== "string" || !value.html) return null;
  value.headers ??= {};
  return {
    html: value.html,
    headers: value.headers,
    status: value.status ?? 200,
    setStatus: (status) => {
      value.status = status;
    },
  };
}

/**
 * The `lastModified` that has Next.js serve a cached entry as stale (and render it anew in the background)
 * rather than fresh: just older than its revalidate period, which a page's entry names in its cache control
 * and a cached read in its value (or the read's own `revalidate`). Null when the entry has no period: Next.js
 * would always take it as fresh, so the caller drops it instead.
 *
 * @param {{ cacheControl?: { revalidate?: number | false }, value?: { revalidate?: number | false } | null }} entry
 * @param {{ revalidate?: number | false } | undefined} ctx
 * @returns {number | null}
 */
export function servedStale(entry, ctx, now = Date.now()) {
  const revalidate = entry.cacheControl?.revalidate || ctx?.revalidate || entry.value?.revalidate;
  // A minute older than that: Next.js reads its clock through `performance`, which can drift from Date.now.
  return typeof revalidate === "number" && revalidate > 0 ? now - revalidate * 1000 - 60_000 : null;
}
