// Cached reads and pages kept only while people read them (lib/cache/handler.mjs): the results of one
// visitor's search, a combination of filters or a map area, and the place page narrowed by those filters,
// which the next visitor seldom asks again. The least-recently-used bound alone would keep them until the
// cache is full and hold that memory through the quiet hours; with this tag an entry not asked for
// IDLE_LIFE_MS is dropped, so the server's memory comes back down after a busy spell (docs/performance.md,
// Memory). A page gets the tag from the reads its render made (Next.js names a read's tags on the page); the
// pages everyone opens (home, a place's own page, a listing) and their reads do not carry it.

/** The tag of a read (lib/listings/cache.ts readThroughCache), and so of its page, kept while it is read. */
export const KEPT_WHILE_READ_TAG = "kept-while-read";

/** How long such an entry stays after it was last asked for: a visitor paging back and forth finds it. */
export const IDLE_LIFE_MS = 2 * 60 * 1000;

/** How often the cache looks for entries past their idle life. */
export const SWEEP_EVERY_MS = 30 * 1000;
