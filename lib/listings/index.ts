/**
 * Listings: searching and reading them (straight or through the page cache); the admin's list and its
 * moderation: creating, editing, approving, rejecting and removing them (which expires the cached pages
 * that show them); the one reader of the listing forms and the public submission form; view counts and
 * users' saved listings. Searches are spoken in the words of query-words.ts (browser-safe), read and spelled
 * by query-string.ts, parsed strictly by query-schema.ts, and made database queries by filter.ts; the pages
 * that search build their addresses with links/. Browser code imports the option lists from domain/listings/, the
 * query modules, links/ and the types from types.ts directly; this file loads the database layer.
 */
export * from "@/lib/listings/admin";
export * from "@/lib/listings/cache";
export * from "@/lib/listings/favourites";
export * from "@/lib/listings/filter";
export { findMisfiledListings } from "@/lib/listings/migrate";
export type { SiteFigures } from "@/lib/listings/figures";
export * from "@/lib/listings/form";
export { localitiesWithoutCentre, setLocalityCentre } from "@/lib/listings/locality-centres";
export * from "@/lib/listings/photo-quota";
export * from "@/lib/listings/photos";
export * from "@/lib/listings/places";
export * from "@/lib/listings/reads";
export * from "@/lib/listings/search-budget";
export * from "@/lib/listings/serializers";
export * from "@/lib/listings/submissions";
export type { PropertyJson, PropertyPage, PropertyStats } from "@/lib/listings/types";
export * from "@/lib/listings/views";
export * from "@/lib/listings/writes";
