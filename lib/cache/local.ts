import { pathTags } from "@/lib/cache/next-internals.mjs";

/**
 * Expiring this process's own cache (no REDIS_URL) directly. Next.js's revalidateTag reaches the cache
 * handler only from a request: outside one (the job worker's daily run expiring a listing) it throws, and
 * the listing's cached pages would stay until their hour is up. The handler (lib/cache/handler.mjs), loaded
 * by Next.js apart from the app's modules, leaves its expiry and its stale mark on globalThis; this calls
 * them. Without the handler loaded (no request served yet, a script, the shared cache in use) it does
 * nothing: there is no page of this process to expire.
 */
type TagsAction = (tags: string[]) => void;
const registered = globalThis as { __localCacheExpireTags?: TagsAction; __localCacheMarkStale?: TagsAction };

/** Expires `tags` and the pages at `paths` in this process's cache, at once. */
export function expireLocal(tags: string[], paths: string[] = []): void {
  registered.__localCacheExpireTags?.([...tags, ...paths.flatMap(pathTags)]);
}

/** Marks `tags` and the pages at `paths` stale in this process's cache: served once more while re-rendered. */
export function markLocalStale(tags: string[], paths: string[] = []): void {
  registered.__localCacheMarkStale?.([...tags, ...paths.flatMap(pathTags)]);
}
