import type {
  createPlanOrder,
  listOrders,
  simulateCheckoutPayment,
  verifyCheckoutPayment,
} from "@/lib/payments/orders";
import type { listVisits, requestVisit } from "@/lib/visits/requests";
import type {
  createOrderSchema,
  createVisitSchema,
  simulatePaymentSchema,
  verifyPaymentSchema,
} from "@/lib/validation/payment";
import { route, type JsonInput } from "@/lib/contracts/route";

/** Payments: plan orders and their checkout, the payment history, and house visits booked against a plan. */

/** An order as its buyer sees it in the payment history (amounts in paise). */
export type PublicOrder = Awaited<ReturnType<typeof listOrders>>[number];

/** A house-visit request as its buyer sees it. */
export type PublicVisit = Awaited<ReturnType<typeof listVisits>>[number];

/** What the pricing page needs to open the checkout for a new order. */
export type CheckoutOrder = Omit<Awaited<ReturnType<typeof createPlanOrder>>, "success">;

/** What the checkout hands to the page after a payment. */
export type CheckoutResult = Awaited<ReturnType<typeof simulateCheckoutPayment>>;

/** A checkout order for a visit plan. */
export const createOrder = route<{ json: JsonInput<typeof createOrderSchema>; response: CheckoutOrder }>(
  "POST",
  () => "/api/order",
);

/** The checkout's result; a genuine payment of the caller's order activates its plan. */
export const verifyPayment = route<{
  json: JsonInput<typeof verifyPaymentSchema>;
  response: Omit<Awaited<ReturnType<typeof verifyCheckoutPayment>>, "success" | "message">;
}>("POST", () => "/api/verify-payment");

/** Development without Razorpay keys only: completes a simulated order as the checkout would. */
export const simulatePayment = route<{ json: JsonInput<typeof simulatePaymentSchema>; response: CheckoutResult }>(
  "POST",
  () => "/api/payments/simulate",
);

/** The signed-in user's plan orders, newest first. */
export const orderHistory = route<{ response: { orders: PublicOrder[] } }>("GET", () => "/api/payments");

/** The signed-in user's house-visit requests, newest first. */
export const visitList = route<{ response: { visits: PublicVisit[] } }>("GET", () => "/api/visits");

/** Books a house visit, using one visit of the caller's plan. */
export const bookVisit = route<{
  json: JsonInput<typeof createVisitSchema>;
  response: Awaited<ReturnType<typeof requestVisit>>;
}>("POST", () => "/api/visits");
