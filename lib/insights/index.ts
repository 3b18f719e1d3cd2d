/**
 * Price insight. Server only. Listings' price histories (history.ts), the monthly asking-price figures
 * computed from them (figures.ts, pure; reads.ts from the database), read through the data cache with the
 * place pages' tags (cache.ts), and price-drop alerts to the people who saved a listing (price-drops.ts,
 * price-drop-jobs.ts). docs/insights.md.
 */
export * from "@/lib/insights/cache";
export * from "@/lib/insights/fair-price";
export { recordListingHistory } from "@/lib/insights/history";
export { CSV_LICENCE, CSV_LICENCE_URL } from "@/lib/insights/csv";
