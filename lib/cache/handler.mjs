// Next.js's cache of rendered pages, route answers and cached reads (`cacheHandler` in next.config.ts): the
// one place that decides where that cache lives and what it keeps.
//
// Where, without REDIS_URL (one instance): in memory, least recently used entries dropped first once the
// entries add up to more than `cacheMaxMemorySize` bytes (next.config.ts). This is Next.js's own file-system
// cache with writing to disk turned off: it still serves the pages the build rendered from .next, but nothing
// a request adds is written to disk, where Next.js never removes anything.
//
// Where, with REDIS_URL (several instances behind a load balancer): in Redis, through
// @fortedigital/nextjs-cache-handler (its `redis-strings` store), so every instance reads the same pages and
// reads, and a tag expired through one instance (expireListing) is gone for all of them at their next
// request. Keys carry the build's id: a new deployment never serves an older build's pages. Redis being
// down is never an error: every read is a miss (pages are rendered for each request, slower but right),
// writes are dropped, tag expiries that could not reach Redis are sent again when it is back, and the
// client reconnects by itself. The build itself (`next build`) always uses the local cache.
//
// What it never keeps, so requests for things that do not exist cannot fill it or push out the pages
// visitors read: error pages (a 404 for a made-up listing id) and reads that found nothing (a listing id
// that names no listing). A stored entry for the same key goes too, so a listing that was removed is not
// served from an older copy.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisStore from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

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

export class BoundedCacheHandler extends FileSystemCache {
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

/** How long one Redis command may take before the cache treats it as a miss (a frozen Redis stalls nothing). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long an expiry waits for the first connection to Redis before it is kept to be sent on connect. */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * The shared cache's state, for /api/health and the logs (lib/cache/status.ts reads it): "up", "down" or
 * "connecting". On globalThis because Next.js loads this module apart from the app's own modules.
 */
const status = (globalThis.__sharedCacheStatus ??= { mode: "local", state: "local", since: Date.now() });

function warn(message, extra = {}) {
  console.warn(JSON.stringify({ level: "warn", time: new Date().toISOString(), msg: message, ...extra }));
}

/**
 * A route's answer (the sitemap, kind APP_ROUTE) names the tags of what it read in its `x-next-cache-tags`
 * header, as a page does; the library reads that header for pages only, so without this the sitemap would
 * be stored untagged and outlive the listing changes it shows.
 */
function withRouteTags(entry) {
  const header = entry?.value?.kind === "APP_ROUTE" ? entry.value.headers?.["x-next-cache-tags"] : undefined;
  if (!header) return entry;
  const named = (Array.isArray(header) ? header : String(header).split(",")).map((tag) => tag.trim()).filter(Boolean);
  return { ...entry, tags: [...new Set([...(entry.tags ?? []), ...named])] };
}

/**
 * The Redis store with this app's rules on top: the keep rules above (an entry not worth keeping removes
 * the stored one), and tag expiries that failed while Redis was unreachable kept and sent again once it
 * answers, so no instance serves a page that was changed during the outage.
 */
export function createSharedStore({ url, keyPrefix, timeoutMs = REDIS_COMMAND_TIMEOUT_MS }) {
  const client = createClient({
    url,
    // Commands while disconnected fail at once instead of queueing: a miss, not a wait.
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: {
      connectTimeout: 2000,
      // Reconnect forever, at most every two seconds.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
  });
  const store = createRedisStore({ client, keyPrefix, timeoutMs });
  /** Tags whose expiry did not reach Redis. */
  const pendingTags = new Set();

  Object.assign(status, { mode: "shared", state: "connecting", since: Date.now() });
  client.on("error", (error) => {
    if (status.state !== "down") {
      Object.assign(status, { state: "down", since: Date.now() });
      warn("shared cache (Redis) unreachable: pages are rendered without it until it is back", {
        cause: String(error?.message ?? error),
      });
    }
  });
  client.on("ready", () => {
    const wasDown = status.state === "down";
    Object.assign(status, { state: "up", since: Date.now() });
    if (wasDown) warn("shared cache (Redis) reachable again");
    void replayPendingTags();
  });
  client.connect().catch(() => undefined);

  /**
   * Resolves once the client is connected, or false after `ms`: only while it makes its first connection
   * (a process's first cache call is often an expiry, which must not be lost to the connection still being
   * opened); once it was up and went down, callers do not wait.
   */
  function connected(ms = FIRST_CONNECT_WAIT_MS) {
    if (client.isReady) return Promise.resolve(true);
    if (status.state !== "connecting") return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      client.once("ready", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async function replayPendingTags() {
    for (const tag of [...pendingTags]) {
      try {
        await store.revalidateTag(tag);
        pendingTags.delete(tag);
      } catch {
        return;
      }
    }
  }

  return {
    name: "redis",
    client,
    pendingTags,
    get: (key, meta) => store.get(key, meta),
    async set(key, entry, ctx) {
      if (!isKeepable(entry?.value)) return store.delete(key);
      return store.set(key, withRouteTags(entry), ctx);
    },
    async revalidateTag(tag) {
      try {
        await connected();
        await store.revalidateTag(tag);
      } catch (error) {
        pendingTags.add(tag);
        throw error;
      }
    },
    delete: (key) => store.delete(key),
  };
}

/** Next.js's cache kept in Redis (REDIS_URL), shared by every instance of one build. */
export class SharedCacheHandler extends CacheHandler {}

/** The shared store of this process, made once (the first request loads this module). */
function sharedStore(buildId) {
  globalThis.__sharedCacheStore ??= createSharedStore({
    url: process.env.REDIS_URL,
    keyPrefix: `odisha-homes:${buildId ?? "dev"}:`,
  });
  return globalThis.__sharedCacheStore;
}

SharedCacheHandler.onCreation(({ buildId }) => ({ handlers: [sharedStore(buildId)] }));

/** Whether this process keeps Next.js's cache in Redis: REDIS_URL is set and this is not the build. */
export function usesSharedCache(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
}

if (!usesSharedCache()) Object.assign(status, { mode: "local", state: "local" });

// Connect as soon as Next.js loads the handler (at the first request), before any route can change a
// listing: lib/cache/shared.ts expires the shared cache through this store while the change's request runs.
if (usesSharedCache()) {
  let buildId;
  try {
    buildId = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8");
  } catch {
    buildId = undefined;
  }
  sharedStore(buildId);
}

export default usesSharedCache() ? SharedCacheHandler : BoundedCacheHandler;
