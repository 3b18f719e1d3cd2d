import { createHmac } from "node:crypto";
import { startFakeRazorpay as startFake } from "@/scripts/stand-ins/fake-razorpay.mjs";

/**
 * The fake Razorpay API of the browser journeys, on a free local port, so the official SDK runs its real
 * code path in tests: `POST /v1/orders` with basic-auth checking, answering like Razorpay. Every call is
 * recorded, so a test can assert that Razorpay was not called. Point RAZORPAY_API_BASE at `url`.
 */
export { newPaymentId, signedCheckoutResult, type RecordedCall } from "@/scripts/stand-ins/fake-razorpay.mjs";

export function startFakeRazorpay(keyId: string, keySecret: string) {
  return startFake({ keyId, keySecret });
}

/** A webhook delivery as Razorpay sends it: the JSON body and its X-Razorpay-Signature. */
export function signedWebhook(event: Record<string, unknown>, webhookSecret: string) {
  const body = JSON.stringify(event);
  return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
}

/** A webhook event as Razorpay sends one: the envelope around the payment (and, for order events, the order). */
function webhookEvent(event: string, payload: Record<string, { entity: Record<string, unknown> }>) {
  return {
    entity: "event",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
}

const paymentEntity = (orderId: string, paymentId: string, amount: number) => ({
  id: paymentId,
  entity: "payment",
  order_id: orderId,
  amount,
});

export function paymentCapturedEvent(orderId: string, paymentId: string, amount: number) {
  return webhookEvent("payment.captured", {
    payment: {
      entity: {
        ...paymentEntity(orderId, paymentId, amount),
        currency: "INR",
        status: "captured",
        email: "buyer@example.in",
        contact: "+919437000000",
      },
    },
  });
}

export function orderPaidEvent(orderId: string, paymentId: string, amount: number) {
  return webhookEvent("order.paid", {
    payment: { entity: { ...paymentEntity(orderId, paymentId, amount), currency: "INR", status: "captured" } },
    order: { entity: { id: orderId, entity: "order", amount, amount_paid: amount, amount_due: 0, status: "paid" } },
  });
}

export function paymentFailedEvent(orderId: string, paymentId: string, amount: number) {
  return webhookEvent("payment.failed", {
    payment: {
      entity: {
        ...paymentEntity(orderId, paymentId, amount),
        status: "failed",
        error_description: "Payment was declined by the bank",
      },
    },
  });
}
