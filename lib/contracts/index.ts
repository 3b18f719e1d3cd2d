/**
 * The API's routes, each declared once (lib/contracts/route.ts): per route its method, its path, the schemas
 * of its input and the answer the server's serializers produce. The server's handlers are declared with
 * them (`route(contract, options, handler)` in lib/http/route.ts) and the browser calls them with
 * `callRoute` (components/ui/api.ts). Browser-safe: server modules are only named with `import type`, and
 * the schemas are named, not loaded.
 */
export * as accounts from "@/lib/contracts/accounts";
export * as admin from "@/lib/contracts/admin";
export * as conversations from "@/lib/contracts/conversations";
export * as alerts from "@/lib/contracts/alerts";
export * as favourites from "@/lib/contracts/favourites";
export * as freshness from "@/lib/contracts/freshness";
export * as health from "@/lib/contracts/health";
export * as insights from "@/lib/contracts/insights";
export * as listings from "@/lib/contracts/listings";
export * as localities from "@/lib/contracts/localities";
export * as messages from "@/lib/contracts/messages";
export * as owners from "@/lib/contracts/owners";
export * as payments from "@/lib/contracts/payments";
export * as push from "@/lib/contracts/push";
export * as phone from "@/lib/contracts/phone";
export type { AdminListing, AdminStats, AdminUser, AdminVisit, AuditEntry, Paged } from "@/lib/contracts/admin";
export type { PublicUser } from "@/lib/contracts/accounts";
export type { SavedSearchJson } from "@/lib/contracts/alerts";
export type { Listing, UploadedImage } from "@/lib/contracts/listings";
export type { MessageRecord } from "@/lib/contracts/messages";
export type { CheckoutOrder, CheckoutResult, PublicOrder, PublicVisit } from "@/lib/contracts/payments";
export * from "@/lib/contracts/route";
