// Next.js's cache of rendered pages, route answers and cached reads (`cacheHandler` in next.config.ts): the
// one place that decides where that cache lives and what it keeps.
//
// Where: in memory, least recently used entries dropped first once the entries add up to more than
// `cacheMaxMemorySize` bytes (next.config.ts). This is Next.js's own file-system cache with writing to disk
// turned off: it still serves the pages the build rendered from .next, but nothing a request adds is written
// to disk, where Next.js never removes anything. A cache shared by several instances (Redis) replaces the
// store here and keeps the same rules.
//
// What it never keeps, so requests for things that do not exist cannot fill it or push out the pages
// visitors read: error pages (a 404 for a made-up listing id) and reads that found nothing (a listing id
// that names no listing). A stored entry for the same key goes too, so a listing that was removed is not
// served from an older copy.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// Not a public module of Next.js: the tests in lib/cache/__tests__ fail if an upgrade moves or changes it.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

/** The cache's size when Next.js gives none: Next.js's own default. */
export const DEFAULT_CACHE_MAX_BYTES = 50 * 1024 * 1024;

/** Whether an entry is worth keeping: not an error page, not a read that found nothing. */
export function isKeepable(data) {
  if (!data) return false;
  if (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE" || data.kind === "PAGES") {
    return !(typeof data.status === "number" && data.status >= 400);
  }
  if (data.kind === "FETCH") {
    // A cached read stores its result as JSON: `null` (or nothing) means it found nothing.
    const body = data.data?.body;
    return body !== undefined && body !== "null";
  }
  return true;
}

export default class BoundedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, flushToDisk: false, maxMemoryCacheSize: ctx.maxMemoryCacheSize || DEFAULT_CACHE_MAX_BYTES });
  }

  async set(key, data, ctx) {
    if (isKeepable(data)) return super.set(key, data, ctx);
    FileSystemCache.memoryCache?.remove(key);
  }

  /** How many entries the cache holds and their estimated size in bytes (for tests and diagnostics). */
  static stats() {
    const cache = FileSystemCache.memoryCache;
    return { entries: cache?.size ?? 0, bytes: cache?.currentSize ?? 0 };
  }
}
