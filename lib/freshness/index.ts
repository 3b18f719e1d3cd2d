/**
 * Freshness: the clock that asks owners whether a listing is still available (clock.ts, browser-safe), the
 * daily run that reminds and expires (cycle.ts, jobs.ts), the reminder mail (reminder.ts), its signed links
 * (links.ts) and the answers to them and to the owner's renewal (answers.ts). See docs/freshness.md.
 */
export * from "@/lib/freshness/answers";
export * from "@/lib/freshness/clock";
export * from "@/lib/freshness/cycle";
export * from "@/lib/freshness/jobs";
export * from "@/lib/freshness/links";
export * from "@/lib/freshness/reminder";
