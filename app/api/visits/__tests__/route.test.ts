import { mailsTo, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { GET, POST } from "@/app/api/visits/route";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { createProperty } from "@/test/factories";
import { clearRateLimits } from "@/test/db-helpers";
import { buyPlan, call, useFakeRazorpay } from "@/test/payment-helpers";
import { subscriberWithSession, userWithSession } from "@/test/session-helpers";
import { User, Visit } from "@/test/models";
import { useJobWorker } from "@/test/job-helpers";

const outbox = useTemporaryOutbox();
useFakeRazorpay();
beforeEach(clearRateLimits);

const tomorrow = () => addDaysToDate(todayInOdisha(), 1);
const book = (cookie: string | undefined, json: Record<string, unknown>) => call(POST, "/api/visits", { json, cookie });

const visitsUsedBy = async (id: unknown) => (await User.findById(id).lean())!.subscription!.visitsUsed;

async function eventuallyMailTo(address: string): Promise<CaughtMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [mail] = await mailsTo(outbox, address);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

describe("POST /api/visits and GET /api/visits", () => {
  useJobWorker();
  it("books a visit with a bought plan, uses one visit, confirms by mail and lists it", async () => {
    const { user, cookie } = await userWithSession({ name: "Ravi Visitor" });
    await buyPlan(cookie, "3-house-plan");
    const listing = await createProperty({ title: "Sunny 2BHK in Patia" });

    const booked = await book(cookie, {
      propertyId: listing.id,
      preferredDate: tomorrow(),
      preferredTime: "evening",
      note: "Please call before coming.",
    });

    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      success: true,
      message: expect.stringMatching(/Visit requested/),
      visit: {
        property: { id: listing.id, title: "Sunny 2BHK in Patia" },
        preferredDate: tomorrow(),
        preferredTime: "evening",
        note: "Please call before coming.",
        status: "requested",
      },
      subscription: { visitsTotal: 3, visitsUsed: 1, visitsLeft: 2 },
    });
    expect(await visitsUsedBy(user._id)).toBe(1);

    const mail = await eventuallyMailTo(user.email);
    expect(mail.subject).toMatch(/house visit request/);
    expect(mail.text).toContain("Sunny 2BHK in Patia");
    expect(mail.text).toContain("2 visits left");

    const listed = await call(GET, "/api/visits", { method: "GET", cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.visits).toEqual([booked.body.visit]);
  });

  it("keeps the phone number given for the visit, else the profile's, and refuses a bad one without a change", async () => {
    const { user, cookie } = await subscriberWithSession(3, 0, { phone: "9437011111" });
    const listing = await createProperty();

    const given = await book(cookie, { propertyId: listing.id, preferredDate: tomorrow(), phone: "98610 22222" });
    expect(given.status).toBe(201);
    expect(given.body.visit.phone).toBe("9861022222");

    const fromProfile = await book(cookie, { propertyId: listing.id, preferredDate: tomorrow() });
    expect(fromProfile.status).toBe(201);
    expect(fromProfile.body.visit.phone).toBe("9437011111");
    expect((await Visit.find({ user: user._id }).sort({ createdAt: 1 }).lean()).map((v) => v.phone)).toEqual([
      "9861022222",
      "9437011111",
    ]);

    for (const phone of ["12345", "phone me", ""]) {
      const refused = await book(cookie, { propertyId: listing.id, preferredDate: tomorrow(), phone });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.phone).toBe("Enter valid 10-digit phone number");
    }
    expect(await Visit.countDocuments({ user: user._id })).toBe(2);
    expect(await visitsUsedBy(user._id)).toBe(2);
  });

  it("accepts today's date in Odisha and refuses a past or unreal date without using a visit", async () => {
    const { user, cookie } = await subscriberWithSession(3);
    const listing = await createProperty();
    for (const preferredDate of [addDaysToDate(todayInOdisha(), -1), "2020-01-01", "2026-02-30", "tomorrow"]) {
      const refused = await book(cookie, { propertyId: listing.id, preferredDate });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect(await visitsUsedBy(user._id)).toBe(0);
    expect((await book(cookie, { propertyId: listing.id, preferredDate: todayInOdisha() })).status).toBe(201);
  });

  it("refuses, with a reason and no change, when no plan, an expired plan or no visits are left", async () => {
    const listing = await createProperty();
    const input = { propertyId: listing.id, preferredDate: tomorrow() };

    const noPlan = await userWithSession();
    const none = await book(noPlan.cookie, input);
    expect(none.status).toBe(403);
    expect(none.body.message).toMatch(/need an active visit plan/);

    const expired = await subscriberWithSession(3, 0, { days: -1 });
    const late = await book(expired.cookie, input);
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/expired/);
    expect(await visitsUsedBy(expired.user._id)).toBe(0);

    const usedUp = await subscriberWithSession(3, 3);
    const empty = await book(usedUp.cookie, input);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toMatch(/used all the house visits/);
    expect(await visitsUsedBy(usedUp.user._id)).toBe(3);

    expect(await Visit.countDocuments({ user: { $in: [noPlan.user._id, expired.user._id, usedUp.user._id] } })).toBe(0);
  });

  it("refuses an inactive or unknown listing without using a visit", async () => {
    const { user, cookie } = await subscriberWithSession(3);
    const hidden = await createProperty({ isActive: false });
    for (const propertyId of [hidden.id, "64b7f0c2a1b2c3d4e5f60718", "not-an-id"]) {
      const refused = await book(cookie, { propertyId, preferredDate: tomorrow() });
      expect([400, 404]).toContain(refused.status);
      expect(refused.body.success).toBe(false);
    }
    expect(await visitsUsedBy(user._id)).toBe(0);
    expect(await Visit.countDocuments({ user: user._id })).toBe(0);
  });

  it("asks a signed-out visitor to sign in", async () => {
    const listing = await createProperty();
    expect((await book(undefined, { propertyId: listing.id, preferredDate: tomorrow() })).status).toBe(401);
    expect((await call(GET, "/api/visits", { method: "GET" })).status).toBe(401);
  });

  it("books exactly as many visits as are left when ten requests arrive at once", async () => {
    const { user, cookie } = await subscriberWithSession(5, 2);
    const listing = await createProperty();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => book(cookie, { propertyId: listing.id, preferredDate: tomorrow() })),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await Visit.countDocuments({ user: user._id })).toBe(3);
    expect(await visitsUsedBy(user._id)).toBe(5);
  });
});
