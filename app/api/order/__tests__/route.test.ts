import { POST } from "@/app/api/order/route";
import { PLANS } from "@/lib/plans";
import { call, KEYS, useFakeRazorpay } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { Order } from "@/test/models";
import { clearRateLimits } from "@/test/db-helpers";

const razorpay = useFakeRazorpay();
beforeEach(clearRateLimits);

const order = (json: unknown, cookie?: string) => call(POST, "/api/order", { json, cookie });

describe("POST /api/order", () => {
  it.each(PLANS.map((plan) => [plan.id, plan.price, plan.houseVisits] as const))(
    "creates a Razorpay order for %s at its catalogue price (%d rupees)",
    async (planId, price, visits) => {
      const { user, cookie } = await userWithSession({ name: "Asha Buyer" });
      const callsBefore = razorpay.calls.length;

      const { status, body } = await order({ planId }, cookie);

      expect(status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        id: expect.stringMatching(/^order_/),
        amount: price * 100,
        currency: "INR",
        receipt: expect.stringMatching(/^receipt_\d+$/),
        keyId: KEYS.keyId,
        mode: "razorpay",
        plan: { id: planId, price, houseVisits: visits },
        prefill: { name: "Asha Buyer", email: user.email },
        notes: { plan: planId, house_visits: String(visits) },
      });
      const sent = razorpay.calls.slice(callsBefore);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        method: "POST",
        path: "/v1/orders",
        authorized: true,
        body: { amount: price * 100, currency: "INR", notes: { plan: planId, house_visits: String(visits) } },
      });
      const stored = await Order.findOne({ razorpayOrderId: body.id }).lean();
      expect(stored).toMatchObject({ planId, amount: price * 100, status: "created", activated: false });
      expect(String(stored!.user)).toBe(String(user._id));
    },
  );

  it("accepts an older client's { amount, currency, receipt } only when the amount is a plan's price", async () => {
    const { cookie } = await userWithSession();
    const legacy = await order({ amount: 49900, currency: "INR", receipt: "receipt_1700000000000" }, cookie);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ amount: 49900, plan: { id: "3-house-plan" } });
  });

  it("refuses a tampered or unknown amount and an unknown plan without calling Razorpay", async () => {
    const { user, cookie } = await userWithSession();
    const callsBefore = razorpay.calls.length;
    for (const body of [
      { amount: 100, currency: "INR", receipt: "receipt_1" },
      { amount: 49800 },
      { amount: 499, currency: "INR" },
      { planId: "3-house-plan", amount: 100 },
      { planId: "free-plan" },
      { planId: { $gt: "" } },
      { amount: 9900, currency: "USD" },
      {},
    ]) {
      const refused = await order(body, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(razorpay.calls.length).toBe(callsBefore);
    expect(await Order.countDocuments({ user: user._id })).toBe(0);
  });

  it("asks a signed-out visitor to log in (401) and does not call Razorpay", async () => {
    const callsBefore = razorpay.calls.length;
    const refused = await order({ planId: "one-time-visit" });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Please log in to proceed with the payment.");
    expect(razorpay.calls.length).toBe(callsBefore);
  });

  it("limits how many orders one account can start in a short time", async () => {
    const { cookie } = await userWithSession();
    for (let i = 0; i < 10; i += 1) expect((await order({ planId: "one-time-visit" }, cookie)).status).toBe(200);
    const limited = await order({ planId: "one-time-visit" }, cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many payment attempts/);
  });
});
