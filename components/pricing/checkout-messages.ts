import { LOGIN_TO_PAY, ORDER_FAILED, PAYMENT_SUCCESS, PAYMENT_VERIFICATION_FAILED } from "@/domain/payments/options";

/** What buyers read during checkout; the texts the server also answers come from one place. */
export const CHECKOUT_MESSAGES = {
  loginToPay: LOGIN_TO_PAY,
  orderFailed: ORDER_FAILED,
  sdkMissing: "Razorpay SDK not loaded. Please refresh the page and try again.",
  verified: PAYMENT_SUCCESS,
  verificationFailed: PAYMENT_VERIFICATION_FAILED,
  verificationError: "Error verifying payment. Please contact support.",
} as const;

/** The error a failed payment reports (Razorpay's `payment.failed` event carries it as `error`). */
export type PaymentFailure = { code?: string; description?: string };

const FAILURE_ADVICE: Record<string, string> = {
  BAD_REQUEST_ERROR: "There was an issue with your payment details. Please try again.",
  GATEWAY_ERROR: "Payment gateway error. Please try again later.",
  NETWORK_ERROR: "Network error. Please check your connection and try again.",
};

/** The two toasts of a failed payment: what the provider said, then what to do about it. */
export function paymentFailureMessages(failure: PaymentFailure): [string, string] {
  const description = failure.description?.trim() || "The payment did not go through.";
  const advice = (failure.code && FAILURE_ADVICE[failure.code]) || "Payment failed. Please try again.";
  return [`Payment failed: ${description}`, advice];
}
