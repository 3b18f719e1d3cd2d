// Cached reads kept only while people read them (lib/cache/handler.mjs): the results of one visitor's
// search, a combination of filters or a map area, which the next visitor seldom asks again. The least-recently
// -used bound alone would keep them until the cache is full and hold that memory through the quiet hours;
// with this tag a read not asked for IDLE_LIFE_MS is dropped, so the server's memory comes back down after a
// busy spell (docs/performance.md, Memory). Pages and the reads of pages everyone opens are not tagged.

/** The tag of a read (lib/listings/cache.ts readThroughCache) kept while it is read. */
export const KEPT_WHILE_READ_TAG = "kept-while-read";

/** How long such a read stays after it was last asked for: a visitor paging back and forth finds it. */
export const IDLE_LIFE_MS = 2 * 60 * 1000;

/** How often the cache looks for reads past their idle life. */
export const SWEEP_EVERY_MS = 30 * 1000;
