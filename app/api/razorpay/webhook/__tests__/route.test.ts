import { POST as verify } from "@/app/api/verify-payment/route";
import {
  newPaymentId,
  orderPaidEvent,
  paymentCapturedEvent,
  paymentFailedEvent,
  signedCheckoutResult,
  signedWebhook,
} from "@/test/fake-razorpay";
import { call, deliverWebhook, deliverWebhookEvent, KEYS, orderPlan, useFakeRazorpay } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { Order, User } from "@/test/models";
import { clearRateLimits } from "@/test/db-helpers";

useFakeRazorpay();
beforeEach(clearRateLimits);

const deliver = deliverWebhook;
const deliverEvent = deliverWebhookEvent;

const visitsOf = async (id: unknown) => (await User.findById(id).lean())!.subscription!.visitsTotal;
async function orderState(razorpayOrderId: string) {
  const order = await Order.findOne({ razorpayOrderId }).lean();
  return { status: order?.status, activated: order?.activated };
}

describe("POST /api/razorpay/webhook", () => {
  it("activates the plan from payment.captured alone (the buyer closed the browser), once however often it arrives", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "6-house-plan");
    const event = paymentCapturedEvent(order.id, newPaymentId(), 79900);

    const first = await deliverEvent(event);
    expect(first.status).toBe(200);
    expect(await orderState(order.id)).toEqual({ status: "paid", activated: true });
    expect(await visitsOf(user._id)).toBe(6);

    expect((await deliverEvent(event)).status).toBe(200);
    const order_paid = orderPaidEvent(order.id, String(event.payload.payment.entity.id), 79900);
    expect((await deliverEvent(order_paid)).status).toBe(200);
    expect(await visitsOf(user._id)).toBe(6);
  });

  it("activates from order.paid too", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "one-time-visit");
    expect((await deliverEvent(orderPaidEvent(order.id, newPaymentId(), 19900))).status).toBe(200);
    expect(await orderState(order.id)).toEqual({ status: "paid", activated: true });
    expect(await visitsOf(user._id)).toBe(1);
  });

  it("refuses a forged or missing signature with 400 and changes nothing", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "9-house-plan");
    const event = paymentCapturedEvent(order.id, newPaymentId(), 99900);
    const forged = signedWebhook(event, "not-the-webhook-secret");
    expect((await deliver(forged.body, forged.signature)).status).toBe(400);
    expect((await deliver(forged.body, null)).status).toBe(400);
    // A genuine signature over different bytes does not cover an altered body.
    const genuine = signedWebhook(event, KEYS.webhookSecret);
    expect((await deliver(genuine.body.replace("99900", "99901"), genuine.signature)).status).toBe(400);

    expect(await orderState(order.id)).toEqual({ status: "created", activated: false });
    expect(await visitsOf(user._id)).toBe(0);
  });

  it("activates exactly once when the checkout's verify call and webhooks race", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "3-house-plan");
    const result = signedCheckoutResult(order.id, KEYS.keySecret);
    const captured = paymentCapturedEvent(order.id, result.razorpay_payment_id, 49900);
    const paid = orderPaidEvent(order.id, result.razorpay_payment_id, 49900);

    const answers = await Promise.all([
      call(verify, "/api/verify-payment", { json: result, cookie }),
      deliverEvent(captured),
      deliverEvent(paid),
      call(verify, "/api/verify-payment", { json: result, cookie }),
      deliverEvent(captured),
    ]);

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await visitsOf(user._id)).toBe(3);
    expect(await orderState(order.id)).toEqual({ status: "paid", activated: true });
  });

  it("marks a failed payment, lets a later success pay the order, and never un-pays a paid order", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "3-house-plan");

    expect((await deliverEvent(paymentFailedEvent(order.id, newPaymentId(), 49900))).status).toBe(200);
    expect(await orderState(order.id)).toEqual({ status: "failed", activated: false });
    expect(await visitsOf(user._id)).toBe(0);

    await deliverEvent(paymentCapturedEvent(order.id, newPaymentId(), 49900));
    expect(await orderState(order.id)).toEqual({ status: "paid", activated: true });

    // A failure reported late (out of order) leaves the paid order and the plan alone.
    await deliverEvent(paymentFailedEvent(order.id, newPaymentId(), 49900));
    expect(await orderState(order.id)).toEqual({ status: "paid", activated: true });
    expect(await visitsOf(user._id)).toBe(3);
  });

  it("does not activate a payment for less than the order, and acknowledges orders it does not know", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "9-house-plan");
    expect((await deliverEvent(paymentCapturedEvent(order.id, newPaymentId(), 100))).status).toBe(200);
    expect(await orderState(order.id)).toEqual({ status: "created", activated: false });
    expect(await visitsOf(user._id)).toBe(0);

    const unknown = await deliverEvent(paymentCapturedEvent("order_notours123", newPaymentId(), 9900));
    expect(unknown).toEqual({ status: 200, body: { success: true, outcome: "ignored" } });
  });

  it("refuses a body over 64 KB before reading the event", async () => {
    const { body, signature } = signedWebhook(
      { event: "payment.captured", padding: "x".repeat(70 * 1024) },
      KEYS.webhookSecret,
    );
    expect((await deliver(body, signature)).status).toBe(413);
  });
});
