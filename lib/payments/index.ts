/**
 * Visit plans: checkout orders on Razorpay (or the simulated provider in development), payment
 * verification and webhooks that activate a plan exactly once, and the payment history. House visits booked
 * against a plan are `lib/visits`.
 */
export { LOGIN_TO_PAY } from "@/domain/payments/options";
export { createPlanOrder, listOrders, simulateCheckoutPayment, verifyCheckoutPayment } from "@/lib/payments/orders";
export { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/payments/webhook";
export { openOffer } from "@/lib/payments/offer";
