// The admin panel's rules and queries: users, statistics, messages and the audit log. Every
// function takes parsed input and the acting admin; handlers check the role before calling. Listing
// moderation (the admin's list, creating, editing, approving, rejecting) is part of the listing domain,
// `lib/listings`; the team's side of house visits, of `lib/visits`.
export { listAuditEntries, recordAudit, type AdminActor, type AuditEntryJson } from "@/lib/admin/audit";
export { signInAdmin, ADMIN_INVALID_CREDENTIALS, NOT_AN_ADMIN } from "@/lib/admin/sign-in";
export { deleteMessageAsAdmin } from "@/lib/admin/messages";
export { adminStats, type MonthCount } from "@/lib/admin/stats";
export {
  deleteUser,
  grantPlanAsAdmin,
  listUsers,
  toAdminUser,
  updateUserInfo,
  updateUserSubscription,
  type AdminUser,
} from "@/lib/admin/users";
