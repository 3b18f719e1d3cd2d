// The admin panel's rules and queries: users, statistics, messages and the audit log. Every
// function takes parsed input and the acting admin; handlers check the role before calling. Listing
// moderation (the admin's list, creating, editing, approving, rejecting) is part of the listing domain,
// `lib/listings`; the team's side of house visits, of `lib/visits`.
export { listAuditEntries } from "@/lib/admin/audit";
export { signInAdmin } from "@/lib/admin/sign-in";
export { deleteMessageAsAdmin } from "@/lib/admin/messages";
export { adminStats } from "@/lib/admin/stats";
export { deleteUser, grantPlanAsAdmin, listUsers, updateUserInfo, updateUserSubscription } from "@/lib/admin/users";
