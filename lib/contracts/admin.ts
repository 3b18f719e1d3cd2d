import type { listAuditEntries } from "@/lib/admin/audit";
import type { getListing, listListings, toAdminListing } from "@/lib/listings/admin";
import type { adminStats } from "@/lib/admin/stats";
import type { listUsers, toAdminUser } from "@/lib/admin/users";
import type { listAdminVisits, updateVisitAsAdmin } from "@/lib/visits/admin";
import type { toAdminVisit } from "@/lib/visits/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import type { adminListingsQuerySchema } from "@/lib/listings/query-schema";
import type {
  adminAuditQuerySchema,
  adminLoginSchema,
  adminSubscriptionSchema,
  adminUpdateUserSchema,
  adminUpdateVisitSchema,
  adminUserListQuerySchema,
  adminVisitsQuerySchema,
} from "@/lib/validation/admin";
import { route, seg, type JsonInput, type QueryInput } from "@/lib/contracts/route";

/** The admin dashboard's routes: its sign-in, the users, listings, house visits, statistics and audit log. */

/** A user as the dashboard reads it. */
export type AdminUser = ReturnType<typeof toAdminUser>;

/**
 * A listing as the dashboard reads it. `toAdminListing` spreads the stored listing (minus its search keywords)
 * and adds its origin, review state and a submission's owner; the stored fields read as a listing's JSON.
 */
export type AdminListing = Omit<PropertyJson, keyof ReturnType<typeof toAdminListing>> &
  ReturnType<typeof toAdminListing>;

/** A house visit as the dashboard reads it. */
export type AdminVisit = ReturnType<typeof toAdminVisit>;

/** One entry of the audit log. */
export type AuditEntry = Awaited<ReturnType<typeof listAuditEntries>>["entries"][number];

/** The dashboard's counts. */
export type AdminStats = Awaited<ReturnType<typeof adminStats>>;

/** Server-side paged lists all answer with these three besides their items. */
export type Paged = { total: number; page: number; limit: number };

type Id = { id: string };

export const adminLogin = route<{ json: JsonInput<typeof adminLoginSchema>; response: object }>(
  "POST",
  () => "/api/admin/login",
);

/** The signed-in admin's name; 401 signed out, 403 for another role. */
export const adminHome = route<{ response: { user: { name: string } } }>("GET", () => "/api/admin/home");

export const adminLogout = route<{ response: object }>("POST", () => "/api/auth/admin/logout");

export const adminStatsRoute = route<{ response: AdminStats }>("GET", () => "/api/admin/stats");

export const adminUserList = route<{
  query: QueryInput<typeof adminUserListQuerySchema>;
  response: Awaited<ReturnType<typeof listUsers>>;
}>("GET", () => "/api/admin/user-list");

export const adminUpdateUser = route<{
  params: Id;
  json: JsonInput<typeof adminUpdateUserSchema>;
  response: { user: AdminUser };
}>("PUT", ({ id }) => `/api/admin/user/${seg(id)}`);

export const adminUpdateSubscription = route<{
  params: Id;
  json: JsonInput<typeof adminSubscriptionSchema>;
  response: { user: AdminUser };
}>("PUT", ({ id }) => `/api/user/${seg(id)}/subscription`);

/** Deletes the account and its saved listings. */
export const adminDeleteUser = route<{ params: Id; response: object }>("DELETE", ({ id }) => `/api/user/${seg(id)}`);

export const adminListingList = route<{
  query: QueryInput<typeof adminListingsQuerySchema>;
  response: Omit<Awaited<ReturnType<typeof listListings>>, "properties"> & { properties: AdminListing[] };
}>("GET", () => "/api/admin/properties");

/** One listing, live or not, with a submission's owner contact. */
export const adminListing = route<{
  params: Id;
  response: { property: AdminListing & Awaited<ReturnType<typeof getListing>> };
}>("GET", ({ id }) => `/api/admin/properties/${seg(id)}`);

export const adminVisitList = route<{
  query: QueryInput<typeof adminVisitsQuerySchema>;
  response: Awaited<ReturnType<typeof listAdminVisits>>;
}>("GET", () => "/api/admin/visits");

export const adminUpdateVisit = route<{
  params: Id;
  json: JsonInput<typeof adminUpdateVisitSchema>;
  response: Pick<Awaited<ReturnType<typeof updateVisitAsAdmin>>, "visit">;
}>("PUT", ({ id }) => `/api/admin/visits/${seg(id)}`);

export const adminAuditList = route<{
  query: QueryInput<typeof adminAuditQuerySchema>;
  response: Awaited<ReturnType<typeof listAuditEntries>>;
}>("GET", () => "/api/admin/audit");

/** Google sign-in for admins starts with a page visit here (a link, not a fetch; the old server's path). */
export const adminGoogleSignIn = route<{ response: object }>("GET", () => "/auth/admin/google");
