/**
 * The fixed option lists of orders. Kept free of server imports so forms in the browser and the mongoose
 * models share one source.
 */
export const ORDER_STATUSES = ["created", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** "simulated" orders are made locally when no Razorpay keys are configured (development only). */
export const PAYMENT_PROVIDERS = ["razorpay", "simulated"] as const;

/** What buyers read, shared by the server's answers and the pages that show them before asking. */
export const LOGIN_TO_PAY = "Please log in to proceed with the payment.";
export const ORDER_FAILED = "Something went wrong. Please try again.";
export const PAYMENT_SUCCESS = "Payment successful! Your plan has been activated.";
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed. Please contact support.";
export const NO_PLAN = "You need an active visit plan to book a house visit. Choose a plan on the pricing page.";
export const PLAN_EXPIRED = "Your visit plan has expired. Choose a new plan to book more house visits.";
export const NO_VISITS_LEFT = "You have used all the house visits of your plan. Choose a plan to add more.";

/** Razorpay's own checkout script, which the pricing pages load when a buyer clicks to pay. */
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

/**
 * Where the browser loads the checkout script from: NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL (inlined at build
 * time, so tests can serve a stand-in) or Razorpay's own. The CSP allows this script's origin.
 */
export function checkoutScriptUrl(): string {
  return process.env.NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL || RAZORPAY_CHECKOUT_URL;
}
