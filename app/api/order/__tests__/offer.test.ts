import "@/test/offer-env";
import { POST } from "@/app/api/order/route";
import { openOffer } from "@/lib/payments";
import { chargeFor } from "@/lib/payments/offer";
import { findPlan, ONE_TIME_PLAN } from "@/lib/plans";
import { call, useFakeRazorpay } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { Order } from "@/test/models";
import { clearRateLimits } from "@/test/db-helpers";

useFakeRazorpay();
beforeEach(clearRateLimits);

const order = (json: unknown, cookie?: string) => call(POST, "/api/order", { json, cookie });

describe("the introductory offer (OFFER_PRICE 99, OFFER_CAP 5)", () => {
  it("charges the offer price to exactly the cap under 20 parallel orders, the normal price after, and counts the places left", async () => {
    expect(await openOffer()).toMatchObject({ price: 99, normalPrice: 199, cap: 5, left: 5 });
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await userWithSession({ name: `Buyer ${i}` }));

    const answers = await Promise.all(buyers.map(({ cookie }) => order({ planId: ONE_TIME_PLAN.id }, cookie)));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const amounts = answers.map((a) => a.body.amount).sort((a, b) => a - b);
    expect(amounts).toEqual([...Array(5).fill(9900), ...Array(15).fill(19900)]);
    // What each answer says it charges is what was stored for the payment.
    const stored = await Order.find({ planId: ONE_TIME_PLAN.id }, { amount: 1 }).lean();
    expect(stored.map((o) => o.amount).sort((a, b) => a - b)).toEqual(amounts);
    for (const answer of answers) expect(answer.body.plan.price * 100).toBe(answer.body.amount);
    // No places left: the pricing pages show no offer any more.
    expect(await openOffer()).toBeNull();

    const late = await userWithSession({ name: "Late Buyer" });
    expect((await order({ planId: ONE_TIME_PLAN.id }, late.cookie)).body.amount).toBe(19900);
  });

  it("never discounts another plan, and stops at the end date whatever the places", async () => {
    const { user, cookie } = await userWithSession();
    expect((await order({ planId: "3-house-plan" }, cookie)).body.amount).toBe(49900);
    const afterTheEnd = Date.parse("2100-01-01T00:00:00Z");
    expect(await chargeFor(findPlan("one-time-visit")!, String(user._id), afterTheEnd)).toEqual({
      price: 199,
      offer: false,
    });
  });
});
