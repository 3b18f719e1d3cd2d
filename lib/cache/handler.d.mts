// Types for handler.mjs, Next.js's cache handler (the file stays JavaScript: Next.js loads it as it is).
import type { RedisConnection } from "../redis/index.mjs";

export declare const DEFAULT_CACHE_MAX_BYTES: number;

/** An entry as Next.js hands it to a cache handler; only the fields the keep rules read. */
export type CacheValue = {
  kind: string;
  status?: number;
  html?: string;
  rscData?: Buffer;
  headers?: Record<string, string | string[] | undefined>;
  data?: { body?: string; headers?: Record<string, string>; status?: number; url?: string };
  revalidate?: number;
  [key: string]: unknown;
} | null;

export declare function isKeepable(data: CacheValue): boolean;

export type CacheHandlerContext = {
  dev?: boolean;
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
  [key: string]: unknown;
};

export declare function sweepIdleReads(now?: number): number;

export declare class LocalCacheHandler {
  constructor(ctx?: CacheHandlerContext);
  get(key: string, ctx?: Record<string, unknown>): Promise<{ lastModified: number; value: CacheValue } | null>;
  set(key: string, data: CacheValue, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  static stats(): { entries: number; bytes: number };
}

/** Expires `tags` in this process's cache (no REDIS_URL), at once or `expireSeconds` from now. */
export declare function expireLocalTags(tags: string | string[], expireSeconds?: number): void;

/** Marks `tags` stale in this process's cache: served once more while Next.js renders them anew. */
export declare function markLocalTagsStale(tags: string | string[]): void;

/** One store entry as the shared cache keeps it. */
export type SharedEntry = { lastModified: number; lifespan: unknown; tags: readonly string[]; value: CacheValue };

export type SharedStore = {
  name: string;
  client: RedisConnection;
  pendingTags: Set<string>;
  get(key: string, meta: { implicitTags: string[] }): Promise<SharedEntry | null>;
  set(key: string, entry: SharedEntry, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  markStale(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
};

export declare function createSharedStore(options: {
  client: RedisConnection;
  keyPrefix: string;
  timeoutMs?: number;
}): SharedStore;

export declare class SharedCacheHandler {
  constructor(ctx: CacheHandlerContext);
  get(key: string, ctx?: Record<string, unknown>): Promise<SharedEntry | null>;
  set(key: string, data: CacheValue, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export declare function usesSharedCache(env?: Record<string, string | undefined>): boolean;

declare const AppCacheHandler: typeof LocalCacheHandler | typeof SharedCacheHandler;
export default AppCacheHandler;
