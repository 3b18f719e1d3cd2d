import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import ResponseCache from "next/dist/server/response-cache";
import { LocalCacheHandler } from "@/lib/cache/handler.mjs";

/**
 * Next.js's own incremental cache (on the app's handler) and response cache for one page, as `next start`
 * makes them for a request: the cache tests run a page's answers through them. The only test support that
 * reads modules inside next/dist (lib/cache/next-internals.mjs says why those tests do).
 */
export function nextCaches(sourceRoute: string) {
  const incrementalCache = new IncrementalCache({
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    requestHeaders: {},
    maxMemoryCacheSize: 1024 * 1024,
    previewProps: { previewModeId: "probe", previewModeEncryptionKey: "", previewModeSigningKey: "" },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: "",
    CurCacheHandler: LocalCacheHandler,
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  const responseCache = new ResponseCache({
    minimalMode: false,
    route: { kind: "APP_PAGE", sourceRoute },
  } as unknown as ConstructorParameters<typeof ResponseCache>[0]);
  return { incrementalCache, responseCache };
}
