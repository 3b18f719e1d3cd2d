import { POST as createOrder } from "@/app/api/order/route";
import { POST as simulate } from "@/app/api/payments/simulate/route";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { call } from "@/test/payment-helpers";
import { userWithSession } from "@/test/session-helpers";
import { Order } from "@/test/models";

// A production server without Razorpay keys: no simulated provider, no selling.
Object.assign(process.env, {
  NODE_ENV: "production",
  NEXTAUTH_SECRET: "p".repeat(40),
  SITE_URL: "http://localhost:3000",
});
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET;

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("payments in production without Razorpay keys", () => {
  it("refuses to create orders with 503 and a clear message, and offers no simulated completion", async () => {
    const { user, cookie } = await userWithSession();
    const refused = await call(createOrder, "/api/order", { json: { planId: "3-house-plan" }, cookie });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/Online payments are not available/);
    expect(await Order.countDocuments({ user: user._id })).toBe(0);

    const simulated = await call(simulate, "/api/payments/simulate", {
      json: { orderId: "order_sim_0011223344" },
      cookie,
    });
    expect(simulated.status).toBe(404);
  });
});
