import "@/test/offer-env";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { openOffer } from "@/lib/payments";
import { OFFER_HOLD_MINUTES } from "@/lib/payments/offer";
import { ONE_TIME_PLAN } from "@/lib/plans";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { newPaymentId, paymentCapturedEvent, signedCheckoutResult } from "@/test/fake-razorpay";
import { call, deliverWebhookEvent, KEYS, orderPlan, useFakeRazorpay } from "@/test/payment-helpers";
import { Order, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";
import { OfferSlot } from "@/models/OfferSlot";

// The introductory offer (OFFER_PRICE 99, OFFER_CAP 5): an unpaid order holds its place for
// OFFER_HOLD_MINUTES, then the next buyer may have it; a paid place never lapses; the offer is never paid
// more often than its cap.

const fake = useFakeRazorpay();
beforeEach(async () => {
  jest.useRealTimers();
  await resetDatabase();
  await clearRateLimits();
});
afterAll(() => jest.useRealTimers());

/** Moves the clock on (timers stay real: the database driver keeps its own). */
function clockAt(time: number) {
  jest.useFakeTimers({
    now: time,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}
const HOLD_PASSED = (OFFER_HOLD_MINUTES + 1) * 60_000;

const buyers = async (n: number, name: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => userWithSession({ name: `${name} ${i + 1}` })));

const orderOffer = async (cookie: string) => orderPlan(cookie, ONE_TIME_PLAN.id);

const pay = (cookie: string, orderId: string) =>
  call(verifyPayment, "/api/verify-payment", { json: signedCheckoutResult(orderId, KEYS.keySecret), cookie });

/** Orders at the offer price that were paid and activated. */
const paidAtOffer = () => Order.countDocuments({ amount: 9900, status: "paid", activated: true });

describe("an offer place held by an unpaid order", () => {
  it("5 of 5 places taken by unpaid orders: a 6th buyer pays the normal price, and gets the offer once the hold passes; paid places never lapse", async () => {
    const first = await buyers(5, "Early buyer");
    const orders = [];
    for (const { cookie } of first) orders.push(await orderOffer(cookie));
    expect(orders.map((o) => o.amount)).toEqual(Array(5).fill(9900));
    // The checkout closes itself while the order still holds its place.
    expect(orders[0].checkoutSeconds).toBeLessThan(OFFER_HOLD_MINUTES * 60);
    // Two of them pay.
    for (const i of [0, 1]) expect((await pay(first[i].cookie, orders[i].id)).status).toBe(200);

    const [sixth, seventh, eighth, ninth] = await buyers(4, "Later buyer");
    expect((await orderOffer(sixth.cookie)).amount).toBe(19900);
    expect(await openOffer()).toBeNull();

    clockAt(Date.now() + HOLD_PASSED);
    // Three places lapsed; the two paid ones did not.
    expect(await openOffer()).toMatchObject({ price: 99, cap: 5, left: 3 });
    expect((await orderOffer(sixth.cookie)).amount).toBe(9900);
    expect((await orderOffer(seventh.cookie)).amount).toBe(9900);
    expect((await orderOffer(eighth.cookie)).amount).toBe(9900);
    expect((await orderOffer(ninth.cookie)).amount).toBe(19900);
    expect(await OfferSlot.countDocuments()).toBe(5);
    expect(await OfferSlot.countDocuments({ paidAt: { $exists: true } })).toBe(2);
    expect(await paidAtOffer()).toBe(2);
  });

  it("paid after its hold, its place still free: the payment keeps that place", async () => {
    const [buyer] = await buyers(1, "Slow buyer");
    const order = await orderOffer(buyer.cookie);
    clockAt(Date.now() + HOLD_PASSED);
    expect((await pay(buyer.cookie, order.id)).status).toBe(200);
    expect(await OfferSlot.findOne({ order: order.id }).lean()).toMatchObject({ paidAt: expect.any(Date) });
    expect(await openOffer()).toMatchObject({ left: 4 });
  });

  it("paid after its hold, every place since taken by others: charged what it said, then refunded, never a 6th offer paid", async () => {
    const late = await buyers(5, "Late payer");
    const lapsedOrders = [];
    for (const { cookie } of late) lapsedOrders.push(await orderOffer(cookie));
    clockAt(Date.now() + HOLD_PASSED);
    const next = await buyers(5, "Next buyer");
    const heldOrders = [];
    for (const { cookie } of next) heldOrders.push(await orderOffer(cookie));
    expect(heldOrders.map((o) => o.amount)).toEqual(Array(5).fill(9900));

    // The first late payer pays what the order says; no place is left for it.
    const refused = await pay(late[0].cookie, lapsedOrders[0].id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/refunded in full/);
    const refunds = fake.calls.filter((c) => /\/v1\/payments\/[^/]+\/refund$/.test(c.path));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].body).toMatchObject({ amount: 9900 });
    expect(await Order.findOne({ razorpayOrderId: lapsedOrders[0].id }).lean()).toMatchObject({
      status: "refunded",
      activated: false,
    });
    expect((await User.findById(late[0].user._id).lean())?.subscription?.isActive).toBe(false);
    // Reported again (the webhook after the checkout): refunded once, still.
    expect((await pay(late[0].cookie, lapsedOrders[0].id)).status).toBe(409);
    expect(fake.calls.filter((c) => /\/refund$/.test(c.path))).toHaveLength(1);
    // Razorpay's webhook for the same payment is answered (no retries) and refunds nothing more.
    const hook = await deliverWebhookEvent(paymentCapturedEvent(lapsedOrders[0].id, newPaymentId(), 9900));
    expect(hook.status).toBe(200);
    expect(fake.calls.filter((c) => /\/refund$/.test(c.path))).toHaveLength(1);

    // Those holding the places pay: exactly the cap is paid at the offer price.
    for (const [i, { cookie }] of next.entries()) expect((await pay(cookie, heldOrders[i].id)).status).toBe(200);
    expect(await paidAtOffer()).toBe(5);
    expect(await openOffer()).toBeNull();
  });
});
