import { z } from "zod";
import { connectToDatabase } from "@/lib/db";
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError } from "@/lib/errors";
import { markPaymentFailed, settlePayment } from "@/lib/payments/activation";
import { paymentSettings } from "@/lib/payments/provider";
import { isValidWebhookSignature } from "@/lib/payments/signatures";
import { Order } from "@/models/Order";
import { log } from "@/lib/log";

/** Razorpay's events are a few kilobytes; anything far larger is not from Razorpay. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

const paymentEntity = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
  order_id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .nullish(),
  amount: z.number().int().nonnegative().optional(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) }) }).optional(),
    })
    .default({}),
});

/** "paid": the order is paid and its plan active (whether by this delivery or an earlier call). */
export type WebhookOutcome = "paid" | "failed" | "ignored";

/** A payment that says it pays an order must pay all of it. */
async function paysInFull(razorpayOrderId: string, amount: number | undefined): Promise<boolean> {
  if (amount === undefined) return true;
  const order = await Order.findOne({ razorpayOrderId }, { amount: 1 }).lean();
  return !order || order.amount === amount;
}

/**
 * One Razorpay webhook delivery. The signature over the raw body is checked before anything is read.
 * `payment.captured` and `order.paid` settle the order through the same code as the checkout's verify
 * call, so a buyer who closed the browser still gets the plan; repeats and out-of-order deliveries change
 * nothing further. Orders this server does not know are acknowledged and ignored, so Razorpay stops
 * retrying them.
 */
export async function handleWebhook(rawBody: string, signature: string | null, eventId: string | null) {
  const settings = paymentSettings();
  if (settings.mode === "unavailable" || !settings.webhookSecret) {
    throw new UnavailableError("Payment webhooks are not configured.");
  }
  if (!signature || !isValidWebhookSignature(rawBody, signature, settings.webhookSecret)) {
    throw new InvalidInputError("Invalid webhook signature.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new InvalidInputError("The webhook body must be valid JSON.");
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) return ignored(eventId, "unreadable event");
  const { payment, order } = event.data.payload;
  await connectToDatabase();

  switch (event.data.event) {
    case "payment.captured":
    case "order.paid": {
      const orderId = order?.entity.id ?? payment?.entity.order_id;
      if (!orderId || !payment) return ignored(eventId, `${event.data.event} without an order or payment`);
      if (!(await paysInFull(orderId, payment.entity.amount))) {
        log.error({ event: event.data.event, orderId }, "A payment does not match its order's amount; not activated");
        return "ignored";
      }
      try {
        await settlePayment({ razorpayOrderId: orderId, razorpayPaymentId: payment.entity.id });
      } catch (error) {
        if (error instanceof NotFoundError) return ignored(eventId, `unknown order ${orderId}`);
        // Paid after its offer place had gone: refunded, which is this delivery's answer too.
        if (error instanceof ConflictError) return ignored(eventId, `order ${orderId} refunded over the offer's cap`);
        throw error;
      }
      return "paid";
    }
    case "payment.failed": {
      if (!payment?.entity.order_id) return ignored(eventId, "payment.failed without an order");
      await markPaymentFailed(payment.entity.order_id, payment.entity.error_description ?? "Payment failed");
      return "failed";
    }
    default:
      return ignored(eventId, `event ${event.data.event}`);
  }
}

function ignored(eventId: string | null, why: string): WebhookOutcome {
  if (process.env.NODE_ENV !== "test") log.info({ eventId, why }, "Payment webhook ignored");
  return "ignored";
}
