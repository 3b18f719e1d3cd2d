/**
 * Transactions survive a flood and a stall. A burst of made-up registrations used to open a transaction
 * each; when the database stalled under it, the transactions cut off in flight could not be aborted, the
 * driver put their sessions back in its pool with the transaction still open on the server, and from then
 * on every transaction that drew one of them failed ("transaction already in progress for this session"):
 * registration, payments, visit bookings, until a restart. This file's app has a database of its own,
 * which it freezes (SIGSTOP) under the burst and under transactions it holds open, then thaws; right after,
 * every transactional call must work, without a restart.
 */
import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { POST as register } from "@/app/api/user/register/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { POST as bookVisit } from "@/app/api/visits/route";
import { inTransaction } from "@/lib/db";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { postJson, registrationDetails, useTemporaryOutbox, verifiedRegistrationCookie } from "@/test/account-helpers";
import { paymentCapturedEvent, signedCheckoutResult } from "@/test/fake-razorpay";
import { createProperty } from "@/test/factories";
import { Order, User, Visit } from "@/test/models";
import { freeze, thaw, useOwnDatabase } from "@/test/own-database";
import { call, deliverWebhookEvent, KEYS, orderPlan, useFakeRazorpay } from "@/test/payment-helpers";
import { subscriberWithSession, userWithSession } from "@/test/session-helpers";

// The payment settings first: the settings are read once, when this file's own database connects.
useFakeRazorpay({ resetDatabase: false });
const database = useOwnDatabase("burst");
const outbox = useTemporaryOutbox();
// The burst comes from many addresses, as from many machines behind the site's reverse proxy.
process.env.TRUSTED_PROXY_HOPS = "1";

/** Once the database answers again: how long the calls below may take, all of them. */
const RECOVERED_WITHIN_MS = 10_000;

/**
 * Runs `calls` at once and freezes the database once `freezeAfter` of them have answered, so the others
 * meet the stall in the middle of their work; thaws it when all have answered.
 */
async function stalledMidway<T>(calls: (() => Promise<T>)[], freezeAfter: number): Promise<T[]> {
  const pid = database.db.child.pid!;
  let answered = 0;
  let frozen: Promise<void> | undefined;
  try {
    return await Promise.all(
      calls.map(async (call) => {
        const answer = await call();
        if (++answered === freezeAfter) frozen = freeze(pid);
        return answer;
      }),
    );
  } finally {
    await frozen;
    thaw(pid);
  }
}

/**
 * A normal registration, a checkout's verify call, a webhook and a visit booking, one after the other. Not
 * at once: the in-memory engine can lose a write whose commit races another commit (docs/real-mongodb.md),
 * which is not what this checks; `manyTransactionsAtOnce` covers concurrency.
 */
async function everyTransactionalCall(marker: string) {
  const email = `after.${marker}@example.in`;
  const proof = await verifiedRegistrationCookie({ sendOtp, verifyOtp }, outbox, email);
  const buyer = await userWithSession();
  const checkoutOrder = await orderPlan(buyer.cookie, "3-house-plan");
  const webhookBuyer = await userWithSession();
  const webhookOrder = await orderPlan(webhookBuyer.cookie, "3-house-plan");
  const visitor = await subscriberWithSession(3, 0);
  const listing = await createProperty();

  const started = performance.now();
  const registered = await postJson(register, "/api/user/register", registrationDetails(email), { cookie: proof });
  const verified = await call(verifyPayment, "/api/verify-payment", {
    json: signedCheckoutResult(checkoutOrder.id, KEYS.keySecret),
    cookie: buyer.cookie,
  });
  const delivered = await deliverWebhookEvent(
    paymentCapturedEvent(webhookOrder.id, `pay_${marker}`, webhookOrder.amount),
  );
  const booked = await call(bookVisit, "/api/visits", {
    json: { propertyId: listing.id, preferredDate: addDaysToDate(todayInOdisha(), 2) },
    cookie: visitor.cookie,
  });
  const elapsedMs = performance.now() - started;

  expect({
    registered: registered.status,
    verified: verified.status,
    delivered: delivered.status,
    booked: booked.status,
  }).toEqual({ registered: 201, verified: 200, delivered: 200, booked: 201 });
  expect(elapsedMs).toBeLessThan(RECOVERED_WITHIN_MS);
  expect(await User.countDocuments({ email })).toBe(1);
  expect(await Visit.countDocuments({ user: visitor.user._id })).toBe(1);
  return { orders: [checkoutOrder.id, webhookOrder.id] };
}

/** Both orders read back paid and their plans applied. */
async function expectPaid(orderIds: string[]) {
  for (const razorpayOrderId of orderIds) {
    expect(await Order.findOne({ razorpayOrderId }).lean()).toMatchObject({ status: "paid", activated: true });
  }
}

/** Twenty transactions at once, so that any session left broken in the driver's pool is drawn. */
async function manyTransactionsAtOnce(): Promise<PromiseSettledResult<unknown>[]> {
  const { user } = await userWithSession();
  return Promise.allSettled(
    Array.from({ length: 20 }, () =>
      inTransaction(async (session) => {
        await User.findById(user._id).session(session).lean();
        await User.updateOne({ _id: user._id }, { $set: { phone: "9861000001" } }, { session });
      }),
    ),
  );
}

describe("a burst of made-up registrations", () => {
  it("is refused without a 500, through a stall, and every transaction works right after", async () => {
    const attempts = 90;
    const answers = await stalledMidway(
      Array.from(
        { length: attempts },
        (_, i) => () =>
          postJson(register, "/api/user/register", registrationDetails(`made.up.${i}@example.in`), {
            cookie: `registration-proof=made-up-proof-${i}`,
            "x-forwarded-for": `203.0.113.${i + 1}`,
          }),
      ),
      10,
    );
    // Refused as unverified, or told the database is unreachable while it was frozen: never a crash.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 400 && status !== 503)).toEqual([]);
    expect(await User.countDocuments({ email: /^made\.up\./ })).toBe(0);

    expect((await manyTransactionsAtOnce()).filter((result) => result.status === "rejected")).toEqual([]);
    const { orders } = await everyTransactionalCall("burst");
    await expectPaid(orders);
  }, 240_000);

  it("is limited per address: the eleventh in 15 minutes from one address is refused with 429", async () => {
    const from = { "x-forwarded-for": "198.51.100.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await postJson(register, "/api/user/register", registrationDetails(`limit.${i}@example.in`), {
        cookie: `registration-proof=made-up-${i}`,
        ...from,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

describe("a transaction cut off by a stalled database", () => {
  it("is aborted and its session never reused: later transactions all work", async () => {
    const { user } = await userWithSession();
    // Transactions that have started on the server and are cut off in the middle by the stall.
    let stalled!: () => void;
    const stallBegan = new Promise<void>((resolve) => (stalled = resolve));
    const opened: Promise<void>[] = [];
    const victims = Array.from({ length: 5 }, () => {
      let open!: () => void;
      opened.push(new Promise<void>((resolve) => (open = resolve)));
      return inTransaction(async (session) => {
        await User.findById(user._id).session(session).lean();
        open();
        await stallBegan;
        await User.updateOne({ _id: user._id }, { $set: { name: "Cut Off Midway" } }, { session });
      });
    });
    await Promise.all(opened);
    await freeze(database.db.child.pid!);
    stalled();
    const outcomes = await Promise.allSettled(victims);
    thaw(database.db.child.pid!);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill("rejected"));
    expect((await User.findById(user._id).lean())!.name).not.toBe("Cut Off Midway");

    expect((await manyTransactionsAtOnce()).filter((result) => result.status === "rejected")).toEqual([]);
    // (The orders' stored state is not read back here: on the embedded engine, the transactions this test
    // cuts off stay open on the server for good, since it has no command to end them, and a read back has
    // been seen to find an order unpaid after its verify call answered 200. MongoDB ends them itself.)
    await everyTransactionalCall("stall");
  }, 240_000);
});
