import { redisStatus, type RedisStatus } from "@/lib/redis/index.mjs";

/**
 * Where Next.js's cache lives: "local" (one instance, in memory), or the shared cache in Redis "up", "down"
 * or "connecting", as the process's one Redis client (lib/redis) stands; "connecting" too while nothing has
 * used Redis yet.
 */
export type CacheStatus = RedisStatus;

export function cacheStatus(): CacheStatus {
  return redisStatus();
}

export const LOCAL_UPLOADS_NOT_SHARED =
  "REDIS_URL is set (several instances) but CLOUDINARY_URL is not: uploads are stored on this instance's disk, which the other instances do not see. Set CLOUDINARY_URL.";

/** What is wrong for running several instances, for the log at start and /api/health. */
export function scaleWarnings(settings: { REDIS_URL?: string; CLOUDINARY_URL?: string }): string[] {
  return settings.REDIS_URL && !settings.CLOUDINARY_URL ? [LOCAL_UPLOADS_NOT_SHARED] : [];
}
