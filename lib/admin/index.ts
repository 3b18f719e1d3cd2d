// The admin panel's rules and queries: users, listing moderation, house visits, statistics and the audit
// log. Every function takes parsed input and the acting admin; handlers check the role before calling.
export { listAuditEntries, recordAudit, type AdminActor, type AuditEntryJson } from "@/lib/admin/audit";
export {
  backfillListingFields,
  ensureListingBackfill,
  getListing,
  listListings,
  toAdminListing,
  type AdminListing,
} from "@/lib/admin/listings";
export {
  createListing,
  createListingWithUploads,
  deleteListing,
  updateListing,
  type ImageOutcome,
} from "@/lib/admin/listing-writes";
export { LISTING_FORM_TOO_LARGE, MAX_LISTING_FORM_BYTES, parseListingForm } from "@/lib/admin/listing-form";
export { signInAdmin, ADMIN_INVALID_CREDENTIALS, NOT_AN_ADMIN } from "@/lib/admin/sign-in";
export { deleteMessageAsAdmin } from "@/lib/admin/messages";
export { adminStats, type MonthCount } from "@/lib/admin/stats";
export {
  deleteUser,
  listUsers,
  toAdminUser,
  updateUserInfo,
  updateUserSubscription,
  type AdminUser,
} from "@/lib/admin/users";
export {
  listAdminVisits,
  toAdminVisit,
  updateVisitAsAdmin,
  VISIT_ALREADY_CANCELLED,
  VISIT_NOT_FOUND,
  type AdminVisit,
} from "@/lib/admin/visits";
