import type { listAuditEntries } from "@/lib/admin/audit";
import type { AdminListing, listListings } from "@/lib/listings/admin";
import type { adminStats } from "@/lib/admin/stats";
import type { listUsers, toAdminUser } from "@/lib/admin/users";
import type { listAdminVisits, updateVisitAsAdmin } from "@/lib/visits/admin";
import type { toAdminVisit } from "@/lib/visits/serializers";
import { route, schema } from "@/lib/contracts/route";

/** The admin dashboard's routes: its sign-in, the users, listings, house visits, statistics and audit log. */

const admin = () => import("@/lib/validation/admin");
const listingQuery = () => import("@/lib/listings/query-schema");

/** A user as the dashboard reads it. */
export type AdminUser = ReturnType<typeof toAdminUser>;

/**
 * A listing as the dashboard reads it: the stored listing's fields (minus its search keywords), its origin,
 * review state and a submission's owner.
 */
export type { AdminListing };

/** A house visit as the dashboard reads it. */
export type AdminVisit = ReturnType<typeof toAdminVisit>;

/** One entry of the audit log. */
export type AuditEntry = Awaited<ReturnType<typeof listAuditEntries>>["entries"][number];

/** The dashboard's counts. */
export type AdminStats = Awaited<ReturnType<typeof adminStats>>;

/** Server-side paged lists all answer with these three besides their items. */
export type Paged = { total: number; page: number; limit: number };

/**
 * E-mail and password of an admin account; sets the same session cookie as every sign-in. 401 for wrong
 * credentials, 403 for a right password on an account that is not an admin, 429 while failed tries make the
 * next one wait.
 */
export const adminLogin = route("POST", "/api/admin/login", { json: schema(admin, "adminLoginSchema") }).answers();

/** The signed-in admin's name; 401 signed out, 403 for another role. */
export const adminHome = route("GET", "/api/admin/home").answers<{ user: { name: string } }>();

/** Ends this browser's session for good (admins share the one session cookie). */
export const adminLogout = route("POST", "/api/auth/admin/logout").answers();

/** The dashboard's counts and listings added per month (ascending). */
export const adminStatsRoute = route("GET", "/api/admin/stats").answers<AdminStats>();

/** Accounts newest first, searched by name or e-mail. */
export const adminUserList = route("GET", "/api/admin/user-list", {
  query: schema(admin, "adminUserListQuerySchema"),
}).answers<Awaited<ReturnType<typeof listUsers>>>();

/** Name, e-mail and phone of an account; nothing else (its role included) is settable. */
export const adminUpdateUser = route("PUT", "/api/admin/user/[id]", {
  json: schema(admin, "adminUpdateUserSchema"),
}).answers<{ user: AdminUser }>();

/** Switches a running plan off or back on, with a remark; 409 to switch on a plan that is not there. */
export const adminUpdateSubscription = route("PUT", "/api/user/[id]/subscription", {
  json: schema(admin, "adminSubscriptionSchema"),
}).answers<{ user: AdminUser }>();

/**
 * Grants or extends a plan for a payment taken offline or a complaint: plan, visits, expiry (a calendar day,
 * the plan runs to its end in India), reason and remark; recorded in the audit log. A running plan gains the
 * visits and keeps the later expiry. 400 for bad input or a past expiry, 404 for no such user.
 */
export const adminGrantPlan = route("POST", "/api/admin/user/[id]/plan", {
  json: schema(admin, "adminGrantPlanSchema"),
}).answers<{ user: AdminUser }>();

/** Deletes the account and its saved listings; its sessions stop working at once. */
export const adminDeleteUser = route("DELETE", "/api/user/[id]").answers();

/** Every listing, live or not, one page at a time. */
export const adminListingList = route("GET", "/api/admin/properties", {
  query: schema(listingQuery, "adminListingsQuerySchema"),
}).answers<Awaited<ReturnType<typeof listListings>>>();

/** One listing, live or not, with a submission's owner contact. */
export const adminListing = route("GET", "/api/admin/properties/[id]").answers<{ property: AdminListing }>();

/** House-visit requests with buyer and listing, newest first. */
export const adminVisitList = route("GET", "/api/admin/visits", {
  query: schema(admin, "adminVisitsQuerySchema"),
}).answers<Awaited<ReturnType<typeof listAdminVisits>>>();

/** Schedules, marks done, cancels (with a reason) or reopens a house visit. */
export const adminUpdateVisit = route("PUT", "/api/admin/visits/[id]", {
  json: schema(admin, "adminUpdateVisitSchema"),
}).answers<Pick<Awaited<ReturnType<typeof updateVisitAsAdmin>>, "visit">>();

/** The admin writes, newest first. */
export const adminAuditList = route("GET", "/api/admin/audit", {
  query: schema(admin, "adminAuditQuerySchema"),
}).answers<Awaited<ReturnType<typeof listAuditEntries>>>();

/**
 * Google sign-in for admins starts with a page visit here (a link, not a fetch). Google only proves who the
 * person is; the landing step checks the account's role before the dashboard opens.
 */
export const adminGoogleSignIn = route("GET", "/api/auth/admin/google").raw();

/**
 * Where Google admin sign-in lands: an admin goes on to the dashboard, anyone else is signed out again and
 * sent back to the admin login.
 */
export const adminGoogleComplete = route("GET", "/api/auth/admin/google/complete").raw();
