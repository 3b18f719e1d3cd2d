/**
 * Razorpay's checkout and webhook signatures. The SDK's own helpers (`validatePaymentVerification`,
 * `validateWebhookSignature`) compare the digests with `===`, whose time tells how much of a forged
 * signature was right, so these compare in constant time instead.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 in lower-case hex, the form Razorpay signs with. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time comparison of an expected hex digest with what the caller sent (any length, any case). */
function matchesHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signature Razorpay's checkout returns: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return matchesHex(checkoutSignature(orderId, paymentId, keySecret), signature);
}

/** `X-Razorpay-Signature`: HMAC of the raw request body with the webhook secret. */
export function isValidWebhookSignature(rawBody: string | Buffer, signature: string, webhookSecret: string): boolean {
  return matchesHex(hmacHex(webhookSecret, rawBody), signature);
}
