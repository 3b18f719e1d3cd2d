import { POST as createOrder } from "@/app/api/order/route";
import { POST as simulate } from "@/app/api/payments/simulate/route";
import { POST as verify } from "@/app/api/verify-payment/route";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { call } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { User } from "@/test/models";

// No Razorpay keys: development and tests get the simulated provider.
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;
delete process.env.RAZORPAY_WEBHOOK_SECRET;

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("simulated payments (no Razorpay keys, not production)", () => {
  it("creates a labelled simulated order and completes it through the real verify call", async () => {
    const { user, cookie } = await userWithSession();
    const order = await call(createOrder, "/api/order", { json: { planId: "6-house-plan" }, cookie });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ mode: "simulated", id: expect.stringMatching(/^order_sim_/), amount: 79900 });

    const result = await call(simulate, "/api/payments/simulate", { json: { orderId: order.body.id }, cookie });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      razorpay_order_id: order.body.id,
      razorpay_payment_id: expect.stringMatching(/^pay_sim_/),
      razorpay_signature: expect.stringMatching(/^[a-f0-9]{64}$/),
    });

    const { success: _ignored, ...checkout } = result.body;
    const verified = await call(verify, "/api/verify-payment", { json: checkout, cookie });
    expect(verified.status).toBe(200);
    expect((await User.findById(user._id).lean())!.subscription).toMatchObject({ isActive: true, visitsTotal: 6 });
  });

  it("completes only the caller's own orders", async () => {
    const owner = await userWithSession();
    const other = await userWithSession();
    const order = await call(createOrder, "/api/order", { json: { planId: "one-time-visit" }, cookie: owner.cookie });
    const refused = await call(simulate, "/api/payments/simulate", {
      json: { orderId: order.body.id },
      cookie: other.cookie,
    });
    expect(refused.status).toBe(404);
    expect((await call(simulate, "/api/payments/simulate", { json: { orderId: order.body.id } })).status).toBe(401);
  });
});
