import type {
  createPlanOrder,
  listOrders,
  simulateCheckoutPayment,
  verifyCheckoutPayment,
} from "@/lib/payments/orders";
import type { handleWebhook } from "@/lib/payments/webhook";
import type { listVisits, requestVisit } from "@/lib/visits/requests";
import { route, schema } from "@/lib/contracts/route";

/** Payments: plan orders and their checkout, the payment history, and house visits booked against a plan. */

const payment = () => import("@/lib/validation/payment");

/** An order as its buyer sees it in the payment history (amounts in paise). */
export type PublicOrder = Awaited<ReturnType<typeof listOrders>>[number];

/** A house-visit request as its buyer sees it. */
export type PublicVisit = Awaited<ReturnType<typeof listVisits>>[number];

/** What the pricing page needs to open the checkout for a new order. */
export type CheckoutOrder = Omit<Awaited<ReturnType<typeof createPlanOrder>>, "success">;

/** What the checkout hands to the page after a payment. */
export type CheckoutResult = Awaited<ReturnType<typeof simulateCheckoutPayment>>;

/**
 * A checkout order for a visit plan, `{ planId }` (or an older client's `{ amount, currency, receipt }` when
 * the amount is exactly a plan's price in paise).
 */
export const createOrder = route("POST", "/api/order", {
  json: schema(payment, "createOrderSchema"),
}).answers<CheckoutOrder>();

/** The checkout's result; a genuine payment of the caller's order activates its plan. */
export const verifyPayment = route("POST", "/api/verify-payment", {
  json: schema(payment, "verifyPaymentSchema"),
}).answers<Omit<Awaited<ReturnType<typeof verifyCheckoutPayment>>, "success" | "message">>();

/**
 * Development without Razorpay keys only (404 otherwise): completes a simulated order the way Razorpay's
 * checkout would, answering the checkout's signed result for the page to send to `verifyPayment`.
 */
export const simulatePayment = route("POST", "/api/payments/simulate", {
  json: schema(payment, "simulatePaymentSchema"),
}).answers<CheckoutResult>();

/** The signed-in user's plan orders, newest first (the profile's payment history). */
export const orderHistory = route("GET", "/api/payments").answers<{ orders: PublicOrder[] }>();

/** The signed-in user's house-visit requests, newest first. */
export const visitList = route("GET", "/api/visits").answers<{ visits: PublicVisit[] }>();

/** Books a house visit, using one visit of the caller's plan. */
export const bookVisit = route("POST", "/api/visits", { json: schema(payment, "createVisitSchema") }).answers<
  Awaited<ReturnType<typeof requestVisit>>
>();

/**
 * Razorpay's server-to-server events (no browser sends them). The raw bytes are signed, so the body is read
 * as text and verified before it is parsed.
 */
export const razorpayWebhook = route("POST", "/api/razorpay/webhook").answers<{
  outcome: Awaited<ReturnType<typeof handleWebhook>>;
}>();
