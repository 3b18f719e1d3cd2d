import { GET as listPayments } from "@/app/api/payments/route";
import { GET as home } from "@/app/api/user/home/route";
import { POST as verify } from "@/app/api/verify-payment/route";
import { signedCheckoutResult } from "@/test/fake-razorpay";
import { buyPlan, call, KEYS, orderPlan, useFakeRazorpay } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { Order, User } from "@/test/models";
import { clearRateLimits } from "@/test/db-helpers";

useFakeRazorpay();
beforeEach(clearRateLimits);

const DAY = 24 * 60 * 60 * 1000;
const subscriptionOf = async (id: unknown) => (await User.findById(id).lean())!.subscription!;
const verifyAs = (cookie: string | undefined, json: unknown) => call(verify, "/api/verify-payment", { json, cookie });

/** The body the old pricing page posts: the checkout result plus fields the server ignores. */
const oldClientBody = (result: ReturnType<typeof signedCheckoutResult>) => ({
  ...result,
  plan: { id: "9-house-plan", name: "9 House Plan", price: 1, houseVisits: 99 },
  paymentDetails: {
    amount: 100,
    currency: "INR",
    method: "upi",
    bank: null,
    wallet: null,
    vpa: "a@upi",
    email: "a@b.in",
    contact: "9437000000",
  },
  transactionId: "txn_1",
});

describe("POST /api/verify-payment", () => {
  it("activates the stored order's plan once for a genuine payment, whatever plan the body names", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "3-house-plan");
    const result = signedCheckoutResult(order.id, KEYS.keySecret);

    const verified = await verifyAs(cookie, oldClientBody(result));

    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: "Payment successful! Your plan has been activated.",
      order: { orderId: order.id, status: "paid", paymentId: result.razorpay_payment_id, amount: 49900 },
      subscription: {
        isActive: true,
        planId: "3-house-plan",
        duration: "30 days",
        visitsTotal: 3,
        visitsUsed: 0,
        visitsLeft: 3,
      },
    });
    const subscription = await subscriptionOf(user._id);
    expect(subscription.visitsTotal).toBe(3);
    expect(subscription.expiresAt!.getTime() - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    expect(subscription.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(30 * DAY);
    expect(await Order.findOne({ razorpayOrderId: order.id }).lean()).toMatchObject({
      status: "paid",
      activated: true,
      razorpayPaymentId: result.razorpay_payment_id,
    });

    // The same result sent again (a double click, a retry) answers success and adds nothing.
    const replay = await verifyAs(cookie, result);
    expect(replay.status).toBe(200);
    expect(replay.body.success).toBe(true);
    expect((await subscriptionOf(user._id)).visitsTotal).toBe(3);
  });

  it("refuses a wrong signature with 400 and changes nothing", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "6-house-plan");
    const genuine = signedCheckoutResult(order.id, KEYS.keySecret);
    for (const razorpay_signature of [
      signedCheckoutResult(order.id, "some-other-secret", genuine.razorpay_payment_id).razorpay_signature,
      genuine.razorpay_signature.slice(0, -1),
      "",
    ]) {
      const refused = await verifyAs(cookie, { ...genuine, razorpay_signature });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    // A genuine signature for another payment id does not cover this one.
    const swapped = await verifyAs(cookie, { ...genuine, razorpay_payment_id: "pay_someoneelse1" });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe("Payment verification failed. Please contact support.");

    expect(await Order.findOne({ razorpayOrderId: order.id }).lean()).toMatchObject({
      status: "created",
      activated: false,
    });
    expect((await subscriptionOf(user._id)).isActive).toBe(false);
    expect((await subscriptionOf(user._id)).visitsTotal).toBe(0);
  });

  it("does not let anyone settle someone else's order", async () => {
    const owner = await userWithSession();
    const other = await userWithSession();
    const order = await orderPlan(owner.cookie, "one-time-visit");

    const refused = await verifyAs(other.cookie, signedCheckoutResult(order.id, KEYS.keySecret));

    expect(refused.status).toBe(404);
    expect(await Order.findOne({ razorpayOrderId: order.id }).lean()).toMatchObject({ status: "created" });
    expect((await subscriptionOf(owner.user._id)).visitsTotal).toBe(0);
    expect((await subscriptionOf(other.user._id)).visitsTotal).toBe(0);
  });

  it("asks a signed-out visitor to log in", async () => {
    const { cookie } = await userWithSession();
    const order = await orderPlan(cookie, "one-time-visit");
    const refused = await verifyAs(undefined, signedCheckoutResult(order.id, KEYS.keySecret));
    expect(refused.status).toBe(401);
    expect(await Order.findOne({ razorpayOrderId: order.id }).lean()).toMatchObject({ status: "created" });
  });

  it("adds a second purchase's visits and keeps the later expiry", async () => {
    const { user, cookie } = await userWithSession();
    await buyPlan(cookie, "9-house-plan");
    const first = await subscriptionOf(user._id);

    await buyPlan(cookie, "one-time-visit");
    const second = await subscriptionOf(user._id);
    expect(second.visitsTotal).toBe(10);
    expect(second.expiresAt!.getTime()).toBe(first.expiresAt!.getTime());

    // A longer plan bought on top moves the expiry out.
    const other = await userWithSession();
    await buyPlan(other.cookie, "3-house-plan");
    const short = await subscriptionOf(other.user._id);
    await buyPlan(other.cookie, "6-house-plan");
    const long = await subscriptionOf(other.user._id);
    expect(long.visitsTotal).toBe(9);
    expect(long.expiresAt!.getTime()).toBeGreaterThan(short.expiresAt!.getTime() + 29 * DAY);
    expect(long.planId).toBe("6-house-plan");
  });

  it("starts afresh when the earlier plan has expired: its unused visits are gone", async () => {
    const { user, cookie } = await userWithSession();
    await User.updateOne(
      { _id: user._id },
      {
        $set: {
          "subscription.isActive": true,
          "subscription.visitsTotal": 6,
          "subscription.visitsUsed": 2,
          "subscription.expiresAt": new Date(Date.now() - DAY),
        },
      },
    );
    await buyPlan(cookie, "3-house-plan");
    const subscription = await subscriptionOf(user._id);
    expect(subscription).toMatchObject({ isActive: true, visitsTotal: 3, visitsUsed: 0, planId: "3-house-plan" });
    expect(subscription.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("shows the plan in GET /user/home and the orders newest first in GET /api/payments", async () => {
    const { cookie } = await userWithSession();
    const { order: bought, verified } = await buyPlan(cookie, "3-house-plan");
    const pending = await orderPlan(cookie, "one-time-visit");

    const me = await call(home, "/api/user/home", { method: "GET", cookie });
    expect(me.body.user.subscription).toEqual({
      state: "active",
      isActive: true,
      isExpired: false,
      planId: "3-house-plan",
      duration: "30 days",
      visitsTotal: 3,
      visitsUsed: 0,
      visitsLeft: 3,
      activatedAt: expect.any(String),
      expiresAt: expect.any(String),
      remarks: "",
    });

    const history = await call(listPayments, "/api/payments", { method: "GET", cookie });
    expect(history.status).toBe(200);
    expect(history.body.orders).toEqual([
      expect.objectContaining({
        orderId: pending.id,
        status: "created",
        paymentId: null,
        amount: 19900,
        plan: expect.objectContaining({ id: "one-time-visit", name: "One-Time Visit" }),
      }),
      expect.objectContaining({
        orderId: bought.id,
        status: "paid",
        paymentId: verified.order.paymentId,
        amount: 49900,
        date: expect.any(String),
      }),
    ]);
    expect((await call(listPayments, "/api/payments", { method: "GET" })).status).toBe(401);
  });
});
