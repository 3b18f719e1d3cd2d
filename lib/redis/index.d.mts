// Types for index.mjs (plain JavaScript: the cache handler, which Next.js loads uncompiled, imports it).
import type { createClient } from "@redis/client";

/** One connection to Redis, with this app's settings. */
export type RedisConnection = ReturnType<typeof createClient>;

/** Where Redis stands for this process: "local" without REDIS_URL. */
export type RedisStatus = { mode: "local" | "shared"; state: "local" | "up" | "down" | "connecting" };

export declare const REDIS_COMMAND_TIMEOUT_MS: number;

export declare function redisUrl(env?: Record<string, string | undefined>): string | undefined;

export declare function openRedis(url: string, options?: { name?: string }): RedisConnection;

export declare function redisReady(client: RedisConnection, ms?: number): Promise<boolean>;

export declare function redisClient(): RedisConnection | undefined;

export declare function redisSubscriber(): RedisConnection | undefined;

export declare function subscribeRedis(channel: string, listener: (message: string) => void): boolean;

export declare function redisStatus(): RedisStatus;

/** What the app asks of the shared cache's store (lib/cache/handler.mjs's createSharedStore makes it). */
export type CacheStore = { revalidateTag(tag: string): Promise<void>; markStale(tag: string): Promise<void> };

export declare function sharedCacheStore(): CacheStore | undefined;

export declare function setSharedCacheStore<T extends CacheStore | undefined>(store: T): T;

export declare function closeRedis(): Promise<void>;
