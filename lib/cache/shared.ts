import { pathTags } from "@/lib/cache/next-internals.mjs";
import { sharedCacheStore } from "@/lib/redis/index.mjs";

/**
 * Expiring the shared cache (Redis, several instances) before the answer goes out. Next.js sends a route's
 * answer first and expires the tags it revalidated afterwards; with one instance that is harmless (the
 * expiry is in memory and instant), but with a shared cache another instance could serve the old page to a
 * request made right after the answer. So expireListing also asks the shared store directly (the one the
 * cache handler made, which lib/redis keeps), and `route()` waits for those expiries (each Redis command is
 * bounded) before it answers. Without a shared cache both are no-ops.
 */
const shared = globalThis as { __sharedCacheExpiries?: Set<Promise<unknown>> };
const inFlight = (shared.__sharedCacheExpiries ??= new Set());

/** Starts expiring `tags` and the pages at `paths` in the shared cache; `route()` waits for it. */
export function expireShared(tags: string[], paths: string[] = []): void {
  send(tags, paths, (store, tag) => store.revalidateTag(tag));
}

/** Starts marking `tags` and the pages at `paths` stale in the shared cache (handler.mjs, markStale). */
export function markSharedStale(tags: string[], paths: string[] = []): void {
  send(tags, paths, (store, tag) => store.markStale(tag));
}

type SharedStore = NonNullable<ReturnType<typeof sharedCacheStore>>;

function send(tags: string[], paths: string[], action: (store: SharedStore, tag: string) => Promise<unknown>): void {
  const store = sharedCacheStore();
  if (!store) return;
  const all = [...tags, ...paths.flatMap(pathTags)];
  // A failure is kept by the store and sent again when Redis is back.
  afterSharedExpiries(Promise.allSettled(all.map((tag) => action(store, tag))));
}

/** Has `route()` wait for `work` too before it answers (lib/cache/front.ts: the front cache's bans). */
export function afterSharedExpiries(work: Promise<unknown>): void {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

/** Resolves once every expiry started in this process has been sent (or has failed). */
export async function sharedExpiriesSettled(): Promise<void> {
  if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
