// First: the fault plugin must be registered before any model is compiled.
import { clearFaults, failNext, faultPending } from "@/test/fault-injection";
import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { DELETE as deleteProperty } from "@/app/api/property/property/[id]/route";
import { POST as register } from "@/app/api/user/register/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { POST as bookVisit } from "@/app/api/visits/route";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { latestCode, postJson, useTemporaryOutbox } from "@/test/account-helpers";
import { jobsNamed } from "@/test/job-helpers";
import { callRoute } from "@/test/admin-helpers";
import { clearRateLimits } from "@/test/db-helpers";
import { signedCheckoutResult } from "@/test/fake-razorpay";
import { createProperty } from "@/test/factories";
import { AuditEntry, Favourite, Message, OneTimeCode, Order, Property, User, Visit } from "@/test/models";
import { call, KEYS, orderPlan, useFakeRazorpay } from "@/test/payment-helpers";
import { subscriberWithSession, userWithSession } from "@/test/session-helpers";

// Each unit of several writes either fully happens or leaves the database exactly as it was. A write in
// the middle of the unit is made to fail (as a dropped connection would); the request answers the
// standard error, nothing of the unit is stored, and the same request succeeds once the fault is gone.

const outbox = useTemporaryOutbox();
useFakeRazorpay();
beforeEach(clearRateLimits);
afterEach(clearFaults);

const INTERNAL_ERROR = { success: false, message: "Something went wrong. Please try again." };

const subscriptionOf = async (id: unknown) => (await User.findById(id).lean())!.subscription;

/** The mails queued to an address (visit notices go through the job queue). */
async function queuedMailsTo(address: string) {
  return (await jobsNamed("mail.send")).filter((job) => job.data.to === address);
}

describe("payment activation: the order is paid and its plan applied, or neither", () => {
  it("leaves the order unpaid and the subscription unchanged when settling breaks half-way", async () => {
    const { user, cookie } = await userWithSession();
    const order = await orderPlan(cookie, "3-house-plan");
    const checkout = signedCheckoutResult(order.id, KEYS.keySecret);
    const orderBefore = await Order.findOne({ razorpayOrderId: order.id }).lean();
    const subscriptionBefore = await subscriptionOf(user._id);

    // The plan is written to the subscription first; marking the order paid then fails.
    failNext(Order, "updateOne");
    const failed = await call(verifyPayment, "/api/verify-payment", { json: checkout, cookie });
    expect(faultPending(Order, "updateOne")).toBe(false);
    expect(failed).toEqual({ status: 500, body: INTERNAL_ERROR });
    expect(await Order.findOne({ razorpayOrderId: order.id }).lean()).toEqual(orderBefore);
    expect(await subscriptionOf(user._id)).toEqual(subscriptionBefore);

    const retried = await call(verifyPayment, "/api/verify-payment", { json: checkout, cookie });
    expect(retried.status).toBe(200);
    const settled = (await Order.findOne({ razorpayOrderId: order.id }).lean())!;
    expect(settled).toMatchObject({ status: "paid", activated: true });
    const subscription = (await subscriptionOf(user._id))!;
    expect(subscription).toMatchObject({ isActive: true, visitsTotal: settled.houseVisits, visitsUsed: 0 });
    expect(subscription.appliedOrders!.map(String)).toEqual([String(settled._id)]);
  });
});

describe("visit request: the request is stored and a visit used, or neither", () => {
  const book = (cookie: string, propertyId: string) =>
    call(bookVisit, "/api/visits", {
      json: { propertyId, preferredDate: addDaysToDate(todayInOdisha(), 1) },
      cookie,
    });

  it("gives no visit away and mails nothing when storing the request breaks after the visit was taken", async () => {
    const { user, cookie } = await subscriberWithSession(3, 1);
    const listing = await createProperty();

    failNext(Visit, "save");
    const failed = await book(cookie, listing.id);
    expect(faultPending(Visit, "save")).toBe(false);
    expect(failed).toEqual({ status: 500, body: INTERNAL_ERROR });
    expect((await subscriptionOf(user._id))!.visitsUsed).toBe(1);
    expect(await Visit.countDocuments({ user: user._id })).toBe(0);
    expect(await queuedMailsTo(user.email)).toHaveLength(0);

    const retried = await book(cookie, listing.id);
    expect(retried.status).toBe(201);
    expect((await subscriptionOf(user._id))!.visitsUsed).toBe(2);
    expect(await Visit.countDocuments({ user: user._id })).toBe(1);
    expect(await queuedMailsTo(user.email)).toHaveLength(1);
  });

  it("runs again after a write conflict, taking one visit and mailing once", async () => {
    const { user, cookie } = await subscriberWithSession(3, 0);
    const listing = await createProperty();

    failNext(Visit, "save", { kind: "conflict" });
    const booked = await book(cookie, listing.id);
    expect(faultPending(Visit, "save")).toBe(false);
    expect(booked.status).toBe(201);
    expect(booked.body.subscription).toMatchObject({ visitsUsed: 1, visitsLeft: 2 });
    expect((await subscriptionOf(user._id))!.visitsUsed).toBe(1);
    expect(await Visit.countDocuments({ user: user._id })).toBe(1);
    expect(await queuedMailsTo(user.email)).toHaveLength(1);
  });
});

describe("registration: the account is created and the verification used up, or neither", () => {
  /** Verifies the address's code; answers the Cookie header holding the browser's registration proof. */
  async function verifiedBrowser(email: string): Promise<string> {
    await postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
    const otp = await latestCode(outbox, email);
    const verified = await postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp, purpose: "register" });
    expect(verified.status).toBe(200);
    return verified.response.headers
      .getSetCookie()
      .find((c) => c.startsWith("registration-proof=") && c.includes("Path=/api/user/register"))!
      .split(";")[0];
  }

  it("keeps the verification usable and creates no account when storing the account breaks", async () => {
    const email = "atomic.register@example.in";
    const cookie = await verifiedBrowser(email);
    const details = { name: "Sita Mohanty", email, password: "Konark#Sun2026", confirmPassword: "Konark#Sun2026" };
    const verificationBefore = await OneTimeCode.findOne({
      channel: "email",
      address: email,
      purpose: "register",
    }).lean();
    expect(verificationBefore?.proofHash).toBeTruthy();

    // The proof is used up first; storing the account then fails.
    failNext(User, "save");
    const failed = await postJson(register, "/api/user/register", details, { cookie });
    expect(faultPending(User, "save")).toBe(false);
    expect({ status: failed.status, body: failed.body }).toEqual({ status: 500, body: INTERNAL_ERROR });
    expect(await User.exists({ email })).toBeNull();
    expect(await OneTimeCode.findOne({ channel: "email", address: email, purpose: "register" }).lean()).toEqual(
      verificationBefore,
    );

    const retried = await postJson(register, "/api/user/register", details, { cookie });
    expect(retried.status).toBe(201);
    expect(await User.countDocuments({ email })).toBe(1);
    expect(await OneTimeCode.exists({ channel: "email", address: email, purpose: "register" })).toBeNull();
  });
});

describe("admin listing delete: the listing, its saves and its messages' links go together, or none", () => {
  it("leaves the listing, favourites, message links and audit log as they were when unlinking breaks", async () => {
    const admin = await userWithSession({ role: "admin" });
    const saver = await userWithSession();
    const other = await userWithSession();
    const listing = await createProperty({ title: "Riverside 3BHK in Cuttack Road" });
    const kept = await createProperty();
    await Favourite.create([
      { user: saver.user._id, property: listing._id },
      { user: other.user._id, property: listing._id },
      { user: saver.user._id, property: kept._id },
    ]);
    const about = { property: listing._id, propertyDetails: { id: listing._id, title: listing.title } };
    const base = { name: "Asha", email: "asha@example.in", message: "Is it still available?" };
    await Message.insertMany([
      { ...base, subject: "enquiry", kind: "agent", ...about },
      { ...base, subject: "wrong-price", kind: "report", ...about },
      { ...base, subject: "general", kind: "contact" },
    ]);
    const linked = () => Message.countDocuments({ property: listing.id });
    const remove = () =>
      callRoute(deleteProperty, `/api/property/property/${listing.id}`, {
        method: "DELETE",
        cookie: admin.cookie,
        params: { id: listing.id },
      });

    // The listing and its favourites are deleted first; unlinking the messages then fails.
    failNext(Message, "updateMany");
    const failed = await remove();
    expect(faultPending(Message, "updateMany")).toBe(false);
    expect({ status: failed.status, body: failed.body }).toEqual({ status: 500, body: INTERNAL_ERROR });
    expect(await Property.exists({ _id: listing._id })).not.toBeNull();
    expect(await Favourite.countDocuments({ property: listing._id })).toBe(2);
    expect(await linked()).toBe(2);
    expect(await AuditEntry.countDocuments({ targetId: listing.id })).toBe(0);

    const retried = await remove();
    expect(retried.status).toBe(200);
    expect(await Property.exists({ _id: listing._id })).toBeNull();
    expect(await Favourite.countDocuments({ property: listing._id })).toBe(0);
    expect(await Favourite.countDocuments({ property: kept._id })).toBe(1);
    // The messages stay, with the listing's facts as written, but no longer link to the deleted page.
    expect(await linked()).toBe(0);
    const reports = await Message.find({ "propertyDetails.title": listing.title }).lean();
    expect(reports).toHaveLength(2);
    expect(await Message.countDocuments({})).toBe(3);
    expect(await AuditEntry.countDocuments({ targetId: listing.id, action: "listing.delete" })).toBe(1);
  });
});
