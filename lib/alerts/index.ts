/**
 * Saved searches and new-listing alerts. Server only. Saving and managing searches (searches.ts), matching a
 * listing that became visible through the list API's own filter (matching.ts), mailing instant alerts and
 * daily digests with one-click unsubscribe (delivery.ts), all run as jobs on the queue (jobs.ts).
 */
export * from "@/lib/alerts/searches";
export { describeSearch } from "@/lib/alerts/search-name";
export * from "@/lib/alerts/matching";
export * from "@/lib/alerts/delivery";
export { listingBecameVisible } from "@/lib/alerts/jobs";
