/**
 * The state of Next.js's cache as lib/cache/handler.mjs records it (that module is loaded by Next.js apart
 * from the app's modules, so the record sits on globalThis): "local" (one instance, in memory), or the
 * shared cache in Redis "up", "down" or "connecting".
 */
export type CacheStatus = { mode: "local" | "shared"; state: "local" | "up" | "down" | "connecting" };

export function cacheStatus(): CacheStatus {
  const recorded = (globalThis as { __sharedCacheStatus?: CacheStatus }).__sharedCacheStatus;
  if (recorded) return { mode: recorded.mode, state: recorded.state };
  // Not loaded yet (no page or read has touched the cache in this process): say what it will be.
  return process.env.REDIS_URL ? { mode: "shared", state: "connecting" } : { mode: "local", state: "local" };
}

export const LOCAL_UPLOADS_NOT_SHARED =
  "REDIS_URL is set (several instances) but CLOUDINARY_URL is not: uploads are stored on this instance's disk, which the other instances do not see. Set CLOUDINARY_URL.";

/** What is wrong for running several instances, for the log at start and /api/health. */
export function scaleWarnings(settings: { REDIS_URL?: string; CLOUDINARY_URL?: string }): string[] {
  return settings.REDIS_URL && !settings.CLOUDINARY_URL ? [LOCAL_UPLOADS_NOT_SHARED] : [];
}
