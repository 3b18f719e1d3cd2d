/**
 * House visits: a plan holder asks to visit a listing (one visit taken from the plan in the same
 * transaction) and sees their requests; the team moves each request along (scheduled, done, cancelled: a
 * cancelled visit goes back to the plan). The plan's counts are written only by lib/payments/subscription.ts.
 */
export { listVisits, requestVisit, VISIT_REQUESTED } from "@/lib/visits/requests";
export { listAdminVisits, updateVisitAsAdmin } from "@/lib/visits/admin";
