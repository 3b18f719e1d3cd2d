import path from "node:path";
import { pathToFileURL } from "node:url";
import { scaleWarnings } from "@/lib/cache/status";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/** At start: one warning line per thing that several instances would not share (see scaleWarnings). */
export function warnAboutScaleSetup(): void {
  for (const warning of scaleWarnings(env())) log.warn(warning);
}

/**
 * With REDIS_URL: loads the cache handler (lib/cache/handler.mjs) in this process at start, so the shared
 * store exists before the job worker runs anything. Next.js loads the handler only at the first request, and
 * a standalone worker (`npm run worker`) never; until then expireListing would have no store to expire, and
 * a listing expired by the daily job would stay in the pages every instance reads from Redis. The import is
 * the file itself, as Next.js imports it (not a bundled copy), so it is the very module Next.js uses later.
 * Never throws: at worst the shared cache is reached from the first request on, as before.
 */
export async function loadSharedCacheHandler(): Promise<void> {
  if (!env().REDIS_URL) return;
  const handler = pathToFileURL(path.join(process.cwd(), "lib", "cache", "handler.mjs")).href;
  try {
    await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ handler);
  } catch (error) {
    log.warn({ err: error }, "The shared cache could not be opened at start; it opens at the first request");
  }
}
