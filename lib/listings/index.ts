/**
 * Listings: searching and reading them (straight or through the page cache), editing and removing them
 * (which expires the cached pages that show them), the public submission form,
 * view counts and users' saved listings. Browser code imports the option lists from options.ts and the
 * types from types.ts directly; this file loads the database layer.
 */
export * from "@/lib/listings/cache";
export * from "@/lib/listings/favourites";
export * from "@/lib/listings/queries";
export * from "@/lib/listings/serializers";
export * from "@/lib/listings/submissions";
export type { PropertyJson, PropertyPage, PropertyStats } from "@/lib/listings/types";
export * from "@/lib/listings/views";
