import { afterSharedExpiries } from "@/lib/cache/shared";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * The shared HTTP cache in front of the instances (Varnish, deploy/varnish.vcl; FRONT_CACHE_URL). It keeps
 * the public pages for their `s-maxage` (a minute) and then serves them stale while it fetches them anew,
 * as the app's own cache does after a change (lib/listings/cache.ts). What a change must make exact at once,
 * a listing's own page (a closed listing answers 410), is purged there too, before the change's answer goes
 * out (`route()` waits, as for the shared cache's expiries). Each purge is bounded; one that fails is logged
 * and the page lingers there for its minute at most.
 */
const PURGE_TIMEOUT_MS = 500;

/** Purges the pages at `paths` (every stored variant: HTML and RSC payloads) from the front cache. */
export function purgeFromFront(paths: string[]): void {
  const front = env().FRONT_CACHE_URL;
  if (!front || paths.length === 0) return;
  const sent = Promise.all(
    paths.map(async (path) => {
      try {
        const answer = await fetch(new URL(path, front), {
          method: "PURGE",
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        if (!answer.ok) throw new Error(`answered ${answer.status}`);
      } catch (error) {
        log.warn(
          { err: error, path },
          "The front cache did not take a purge: the page may be served from it for a minute",
        );
      }
    }),
  );
  afterSharedExpiries(sent);
}
