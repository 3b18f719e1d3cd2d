/**
 * The typed contract between the browser and the API: per route its method, its path, its input and the
 * answer the server's serializers produce. Browser-safe: the server's modules are only named with
 * `import type`. Call a route with `callRoute` (components/ui/api.ts).
 */
export * as accounts from "@/lib/contracts/accounts";
export * as admin from "@/lib/contracts/admin";
export * as alerts from "@/lib/contracts/alerts";
export * as favourites from "@/lib/contracts/favourites";
export * as listings from "@/lib/contracts/listings";
export * as messages from "@/lib/contracts/messages";
export * as owners from "@/lib/contracts/owners";
export * as payments from "@/lib/contracts/payments";
export type { AdminListing, AdminStats, AdminUser, AdminVisit, AuditEntry, Paged } from "@/lib/contracts/admin";
export type { PublicUser } from "@/lib/contracts/accounts";
export type { SavedSearchJson } from "@/lib/contracts/alerts";
export type { Listing, UploadedImage } from "@/lib/contracts/listings";
export type { MessageRecord } from "@/lib/contracts/messages";
export type { CheckoutOrder, CheckoutResult, PublicOrder, PublicVisit } from "@/lib/contracts/payments";
export * from "@/lib/contracts/route";
