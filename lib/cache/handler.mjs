// Next.js's cache of rendered pages, route answers and cached reads (`cacheHandler` in next.config.ts): the
// one place that decides where that cache lives and what it keeps. Built on the cache handler interface
// Next.js documents (get, set, revalidateTag, resetRequestCache); it reaches into nothing else of Next.js.
//
// Where, without REDIS_URL (one instance): in memory, least recently used entries dropped first once the
// entries add up to more than `cacheMaxMemorySize` bytes (next.config.ts). Nothing is written to disk, where
// Next.js never removes anything. The pages the build rendered are not read back from .next (Next.js does
// not read them itself for a cache handler of the app's own, and their files are no public format): each
// page is rendered on its first request after a start, from the database as it is then.
//
// Where, with REDIS_URL (several instances behind a load balancer): in Redis, through
// @fortedigital/nextjs-cache-handler (its `redis-strings` store) on the process's one Redis client
// (lib/redis), so every instance reads the same pages and reads, and a tag expired through one instance
// (expireListing) is gone for all of them at their next request. Keys carry the build's id: a new deployment
// never serves an older build's pages. Redis being down is never an error: every read is a miss (pages are
// rendered for each request, slower but right), writes are dropped, tag expiries that could not reach Redis
// are sent again when it is back, and the client reconnects by itself. The build itself (`next build`)
// always uses the local cache.
//
// What it never keeps, so requests for things that do not exist cannot fill it or push out the pages
// visitors read: error pages (a 404 for a made-up listing id) and reads that found nothing (a listing id
// that names no listing). A stored entry for the same key goes too, so a listing that was removed is not
// served from an older copy.
//
// What it adds to a page's entry, in both places: its Content-Security-Policy, naming the page's own inline
// scripts, and 410 for a closed listing's page (lib/cache/page-answer.mjs). Next.js sends an entry's headers
// and status with every answer it makes from the entry, and also with the answer of the request whose
// render produced it (a MISS): in Next.js 16 the response cache awaits the handler's `set` and then answers
// from the very value it handed to `set` (server/response-cache, handleRevalidate). That second part is
// behaviour rather than a documented promise: lib/cache/__tests__/miss-answer.test.ts runs Next.js's own
// response cache with this handler and fails if an upgrade changes it, and the journeys in
// e2e/security.e2e.ts check the first answer of every page.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisStore from "@fortedigital/nextjs-cache-handler/redis-strings";
import { LRUCache } from "lru-cache";
import { serverPolicy } from "../http/content-security-policy.mjs";
import {
  REDIS_COMMAND_TIMEOUT_MS,
  redisClient,
  redisReady,
  redisUrl,
  setSharedCacheStore,
  sharedCacheStore,
} from "../redis/index.mjs";
import { currentBuildId, servedStale } from "./next-internals.mjs";
import { IDLE_LIFE_MS, KEPT_WHILE_READ_TAG, SWEEP_EVERY_MS } from "./kept-while-read.mjs";
import { describePageAnswer, GONE } from "./page-answer.mjs";

/** The cache's size when Next.js gives none: Next.js's own default. */
export const DEFAULT_CACHE_MAX_BYTES = 50 * 1024 * 1024;

const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** Whether an entry is worth keeping: not an error page, not a read that found nothing. */
export function isKeepable(data) {
  if (!data) return false;
  if (RESPONSE_KINDS.has(data.kind)) {
    // A closed listing's page is a page like any other, answered 410 (page-answer.mjs).
    return !(typeof data.status === "number" && data.status >= 400 && data.status !== GONE);
  }
  if (data.kind === "FETCH") {
    // A cached read stores its result as JSON: `null` (or nothing) means it found nothing.
    const body = data.data?.body;
    return body !== undefined && body !== "null";
  }
  return true;
}

/** The policy pages of this server start from (the same one proxy.ts and next.config.ts use). */
const PAGE_POLICY = serverPolicy();

/** Adds to a page's entry what its answers say besides the page (see the top of this file). */
function describe(data) {
  describePageAnswer(data, PAGE_POLICY);
  return data;
}

const NEXT_CACHE_TAGS_HEADER = "x-next-cache-tags";

/** The tags an entry is expired by: a page's or route answer's own header, a cached read's tags. */
function tagsOf(value, ctx) {
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? [])];
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER];
  if (!header) return [];
  return (Array.isArray(header) ? header : String(header).split(",")).map((tag) => tag.trim()).filter(Boolean);
}

/**
 * The memory a value takes, roughly: a string as two bytes a character (V8 keeps a string holding any
 * character beyond Latin-1, such as the rupee sign every page carries, in two bytes a character), bytes as
 * they are.
 */
function memoryOf(value) {
  if (typeof value === "string") return 2 * value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  return 0;
}

const jsonMemory = (value) => memoryOf(JSON.stringify(value ?? ""));

/** Roughly how many bytes of memory an entry holds (its page, payload and data). */
function sizeOf(entry, key) {
  const { value } = entry;
  let size = 25;
  switch (value?.kind) {
    case "APP_PAGE":
      size = memoryOf(value.html) + memoryOf(value.rscData) + memoryOf(value.postponed);
      for (const [segment, data] of value.segmentData ?? []) size += memoryOf(segment) + memoryOf(data);
      break;
    case "APP_ROUTE":
      size = memoryOf(value.body);
      break;
    case "PAGES":
      size = memoryOf(value.html) + jsonMemory(value.pageData);
      break;
    case "FETCH":
      size = jsonMemory(value.data);
      break;
    case undefined:
      break;
    default:
      size = jsonMemory(value);
  }
  return Math.max(1, memoryOf(key) + size + jsonMemory(value?.headers));
}

/**
 * The entries of this process and the times tags were expired. One store per process: Next.js makes a
 * handler for each request, and every one of them reads and writes the same cache. It sits on globalThis
 * (as lib/redis keeps the shared one, for the same reason), so that every copy of this module in the
 * process (Next.js's, and one the app may load itself) holds the same entries and expiries.
 */
function localStore(maxBytes) {
  if (!globalThis.__localCacheStore) {
    globalThis.__localCacheStore = {
      entries: new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf }),
      /** tag -> when it expires (ms): entries made before that moment are gone from then on. */
      expiries: new Map(),
      /** tag -> when it was marked stale (ms): entries made before then are served while a render replaces them. */
      stales: new Map(),
    };
    // Never keeps the process alive by itself.
    setInterval(() => sweepIdleReads(), SWEEP_EVERY_MS).unref();
  }
  return globalThis.__localCacheStore;
}

/**
 * Drops the entries kept only while they are read (kept-while-read.mjs) that nobody asked for in their idle
 * life before `now`. Runs every SWEEP_EVERY_MS; answers how many went.
 */
export function sweepIdleReads(now = Date.now()) {
  const store = globalThis.__localCacheStore;
  if (!store) return 0;
  const idle = [];
  // `entries()` walks the cache without counting as a use; deletions wait until the walk is over.
  for (const [key, entry] of store.entries.entries())
    if (entry.readAt !== undefined && now - entry.readAt > IDLE_LIFE_MS) idle.push(key);
  for (const key of idle) store.entries.delete(key);
  return idle.length;
}

/**
 * Expires `tags` in this process's cache: at once, or `expireSeconds` from now. Next.js reaches a cache
 * handler only through a request (revalidateTag outside one throws before it gets here), so code that
 * changes listings outside a request, the job worker's daily run, calls this directly
 * (lib/cache/local.ts). Before the first request there is no store: nothing is cached to expire.
 */
export function expireLocalTags(tags, expireSeconds = 0) {
  const store = globalThis.__localCacheStore;
  if (!store) return;
  const at = Date.now() + expireSeconds * 1000;
  for (const tag of typeof tags === "string" ? [tags] : tags) store.expiries.set(tag, at);
}

/**
 * Marks `tags` stale in this process's cache, now: an entry made before this moment is still served, once,
 * as stale, and Next.js renders it anew in the background (its next request gets the new one). For what a
 * visitor may see a moment late: home, the list and place pages, the sitemap (lib/listings/cache.ts).
 */
export function markLocalTagsStale(tags) {
  const store = globalThis.__localCacheStore;
  if (!store) return;
  const now = Date.now();
  for (const tag of typeof tags === "string" ? [tags] : tags) store.stales.set(tag, now);
}

/** Whether any of `tags` was marked stale after `lastModified`. */
function staleSince(stales, tags, lastModified) {
  return tags.some((tag) => (stales.get(tag) ?? 0) > lastModified);
}

/** Whether any of `tags` was expired after `lastModified` (and that expiry has come). */
function expiredSince(expiries, tags, lastModified, now = Date.now()) {
  return tags.some((tag) => {
    const at = expiries.get(tag);
    return at !== undefined && at <= now && at > lastModified;
  });
}

/** Next.js's cache in this process's memory, bounded (REDIS_URL unset). */
export class LocalCacheHandler {
  constructor(ctx = {}) {
    this.store = localStore(ctx.maxMemoryCacheSize || DEFAULT_CACHE_MAX_BYTES);
  }

  async get(key, ctx = {}) {
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    // A cached read is also expired by the tags of the page reading it, which Next.js names on each read.
    const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    if (expiredSince(this.store.expiries, tags, entry.lastModified)) {
      this.store.entries.delete(key);
      return null;
    }
    if (entry.readAt !== undefined) entry.readAt = Date.now();
    let { lastModified } = entry;
    if (staleSince(this.store.stales, tags, lastModified)) {
      lastModified = servedStale(entry, ctx);
      // An entry that cannot say it is stale (no revalidate period) is not served old: it goes.
      if (lastModified === null) {
        this.store.entries.delete(key);
        return null;
      }
    }
    return { lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx = {}) {
    describe(data);
    if (!isKeepable(data)) {
      this.store.entries.delete(key);
      return;
    }
    const tags = tagsOf(data, ctx);
    const now = Date.now();
    this.store.entries.set(key, {
      value: data,
      lastModified: now,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags,
      // Kept while it is read (kept-while-read.mjs): when it was last asked for. A search's own read, and a
      // page whose render read one (a place page narrowed by filters), which names the read's tags.
      readAt: tags.includes(KEPT_WHILE_READ_TAG) ? now : undefined,
    });
  }

  /**
   * Next.js's revalidateTag. Without `durations` (revalidatePath, updateTag) or with `expire: 0`, the
   * entries tagged with any of `tags` are gone at once. With a profile (`revalidateTag(tag, "max")`), they
   * are marked stale: served once more while a render replaces them. A later `expire` from a profile is not
   * kept: a stale entry is replaced at its next request, long before, and keeping one date per tag would
   * let that far date overwrite an expiry already made.
   */
  async revalidateTag(tags, durations) {
    if (!durations || durations.expire === 0) expireLocalTags(tags, 0);
    else markLocalTagsStale(tags);
  }

  resetRequestCache() {}

  /** How many entries the cache holds and their estimated size in bytes (for tests and diagnostics). */
  static stats() {
    const local = globalThis.__localCacheStore;
    return { entries: local?.entries.size ?? 0, bytes: local?.entries.calculatedSize ?? 0 };
  }
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
 * The Redis store on `client` (a connection of lib/redis) with this app's rules on top: the keep rules
 * above (an entry not worth keeping removes the stored one), and tag expiries that failed while Redis was
 * unreachable kept and sent again once it answers, so no instance serves a page that was changed during the
 * outage. An expiry made while the connection is still being opened waits for it (lib/redis, redisReady).
 */
export function createSharedStore({ client, keyPrefix, timeoutMs = REDIS_COMMAND_TIMEOUT_MS }) {
  const store = createRedisStore({ client, keyPrefix, timeoutMs });
  /** Tags whose expiry did not reach Redis. */
  const pendingTags = new Set();
  /** tag -> when it was marked stale (ms), one hash for every instance (see markLocalTagsStale). */
  const staleTagsKey = `${keyPrefix}__staleTags__`;
  const bounded = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs));

  /** The entry, or the same entry dated so that Next.js serves it as stale when a tag of it was marked so. */
  async function withStaleness(entry, meta) {
    if (!entry) return entry;
    const tags = [...new Set([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])])];
    if (!tags.length) return entry;
    const marks = await bounded().hmGet(staleTagsKey, tags);
    if (!marks.some((mark) => mark && Number(mark) > entry.lastModified)) return entry;
    const lastModified = servedStale({ ...entry, cacheControl: { revalidate: entry.lifespan?.revalidate } }, meta);
    return lastModified === null ? null : { ...entry, lastModified };
  }
  client.on("ready", () => void replayPendingTags());

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
    get: async (key, meta) => withStaleness(await store.get(key, meta), meta),
    async set(key, entry, ctx) {
      if (!isKeepable(entry?.value)) return store.delete(key);
      return store.set(key, withRouteTags(entry), ctx);
    },
    async revalidateTag(tag) {
      try {
        await redisReady(client);
        await store.revalidateTag(tag);
      } catch (error) {
        pendingTags.add(tag);
        throw error;
      }
    },
    /** Marks `tag` stale for every instance; when Redis cannot take it, it is expired once Redis is back. */
    async markStale(tag) {
      try {
        await redisReady(client);
        await bounded().hSet(staleTagsKey, tag, Date.now());
      } catch (error) {
        pendingTags.add(tag);
        throw error;
      }
    },
    delete: (key) => store.delete(key),
  };
}

/** Next.js's cache kept in Redis (REDIS_URL), shared by every instance of one build. */
export class SharedCacheHandler extends CacheHandler {
  async set(key, data, ctx) {
    return super.set(key, describe(data), ctx);
  }

  /** As LocalCacheHandler.revalidateTag: gone at once, or marked stale for every instance. */
  async revalidateTag(tags, durations) {
    if (!durations || durations.expire === 0) return super.revalidateTag(tags);
    const store = sharedCacheStore();
    await Promise.allSettled((typeof tags === "string" ? [tags] : tags).map((tag) => store?.markStale(tag)));
  }
}

/**
 * The shared store of this process, made once on the process's Redis connection (the first request loads
 * this module) and kept by lib/redis, where the app's own expiries find it (lib/cache/shared.ts).
 */
function sharedStore(buildId) {
  return (
    sharedCacheStore() ??
    setSharedCacheStore(createSharedStore({ client: redisClient(), keyPrefix: `odisha-homes:${buildId ?? "dev"}:` }))
  );
}

SharedCacheHandler.onCreation(({ buildId }) => ({ handlers: [sharedStore(buildId)] }));

/** Whether this process keeps Next.js's cache in Redis: REDIS_URL is set and this is not the build. */
export function usesSharedCache(env = process.env) {
  return Boolean(redisUrl(env));
}

// The app's code expires this cache outside a request through these (lib/cache/local.ts, shared.ts): the
// in-process store's expiry when the cache is local; the shared store is kept by lib/redis (above).
if (!usesSharedCache()) {
  globalThis.__localCacheExpireTags = expireLocalTags;
  globalThis.__localCacheMarkStale = markLocalTagsStale;
}

// Connect as soon as Next.js loads the handler (at the first request), before any route can change a
// listing: lib/cache/shared.ts expires the shared cache through this store while the change's request runs.
if (usesSharedCache()) sharedStore(currentBuildId());

export default usesSharedCache() ? SharedCacheHandler : LocalCacheHandler;
