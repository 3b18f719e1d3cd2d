/**
 * Visit plans: checkout orders on Razorpay (or the simulated provider in development), payment
 * verification and webhooks that activate a plan exactly once, the payment history, and house visits
 * booked against a plan.
 */
export { LOGIN_TO_PAY } from "@/lib/payments/options";
export type { Payer } from "@/lib/payments/caller";
export {
  createPlanOrder,
  listOrders,
  simulateCheckoutPayment,
  verifyCheckoutPayment,
  type CheckoutResult,
  type PublicOrder,
} from "@/lib/payments/orders";
export { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/payments/webhook";
export { toPublicSubscription, type PublicSubscription } from "@/lib/payments/subscription";
export { listVisits, requestVisit, VISIT_REQUESTED, type PublicVisit } from "@/lib/payments/visits";
