import { POST as grant } from "@/app/api/admin/user/[id]/plan/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { AuditEntry, User } from "@/test/models";
import { adminGrantPlanSchema } from "@/lib/validation/admin";

beforeEach(resetDatabase);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day `days` from today, as the grant dialog's date field sends it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const grantPlan = (cookie: string, id: string, json: unknown) =>
  callRoute(grant, `/api/admin/user/${id}/plan`, { method: "POST", cookie, json, params: { id } });

const officePayment = (overrides: Record<string, unknown> = {}) => ({
  planId: "3-house-plan",
  visits: 3,
  expiresAt: dayFromNow(30),
  reason: "offline-payment",
  remark: "Cash receipt 1042",
  ...overrides,
});

describe("POST /api/admin/user/{id}/plan", () => {
  it("gives a user without a plan a running one and records who gave it and why", async () => {
    const { admin, user } = await adminAndUser();
    const expiry = dayFromNow(30);
    const { status, body } = await grantPlan(admin.cookie, user.user.id, officePayment({ expiresAt: expiry }));

    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: "Plan granted",
      user: {
        subscription: {
          state: "active",
          isActive: true,
          planId: "3-house-plan",
          duration: "30 days",
          visitsTotal: 3,
          visitsLeft: 3,
          remarks: "Cash receipt 1042",
          expiresAt: new Date(`${expiry}T23:59:59.999+05:30`).toISOString(),
        },
      },
    });
    const entry = await AuditEntry.findOne({ action: "user.plan-grant" }).lean();
    expect(entry).toMatchObject({
      targetType: "user",
      targetId: user.user.id,
      actor: { name: "Site Admin" },
      changes: {
        state: { before: "none", after: "active" },
        planId: { before: "", after: "3-house-plan" },
        visitsTotal: { before: 0, after: 3 },
        remarks: { before: "", after: "Cash receipt 1042" },
        reason: { before: null, after: "offline-payment" },
        visitsGranted: { before: null, after: 3 },
      },
    });
  });

  it("extends a running plan: adds the visits and never shortens what was bought", async () => {
    const { admin, user } = await adminAndUser();
    const boughtUntil = new Date(Date.now() + 40 * DAY_MS);
    await User.updateOne(
      { _id: user.user.id },
      {
        $set: {
          "subscription.isActive": true,
          "subscription.planId": "6-house-plan",
          "subscription.visitsTotal": 6,
          "subscription.visitsUsed": 4,
          "subscription.expiresAt": boughtUntil,
        },
      },
    );

    const shorter = await grantPlan(
      admin.cookie,
      user.user.id,
      officePayment({ visits: 2, expiresAt: dayFromNow(10), reason: "complaint", remark: "Agent missed a visit" }),
    );
    expect(shorter.status).toBe(200);
    expect(shorter.body.user.subscription).toMatchObject({
      state: "active",
      visitsTotal: 8,
      visitsUsed: 4,
      visitsLeft: 4,
      expiresAt: boughtUntil.toISOString(),
    });

    const later = dayFromNow(90);
    const longer = await grantPlan(admin.cookie, user.user.id, officePayment({ visits: 1, expiresAt: later }));
    expect(longer.body.user.subscription).toMatchObject({
      visitsTotal: 9,
      visitsLeft: 5,
      expiresAt: new Date(`${later}T23:59:59.999+05:30`).toISOString(),
    });
    expect(await AuditEntry.countDocuments({ action: "user.plan-grant", targetId: user.user.id })).toBe(2);
  });

  it("takes the values the grant dialog parsed with the same schema", async () => {
    const { admin, user } = await adminAndUser();
    const parsed = adminGrantPlanSchema.parse(officePayment({ visits: 1, planId: "one-time-visit" }));
    const { status, body } = await grantPlan(admin.cookie, user.user.id, parsed);
    expect(status).toBe(200);
    expect(body.user.subscription).toMatchObject({ state: "active", planId: "one-time-visit", visitsTotal: 1 });
  });

  it("refuses bad grants with a 400 and writes nothing", async () => {
    const { admin, user } = await adminAndUser();
    const bad = [
      officePayment({ planId: "gold-plan" }),
      officePayment({ visits: 0 }),
      officePayment({ visits: 2.5 }),
      officePayment({ visits: 51 }),
      officePayment({ expiresAt: dayFromNow(-1) }),
      officePayment({ expiresAt: "31/12/2026" }),
      officePayment({ expiresAt: dayFromNow(365 * 5) }),
      officePayment({ reason: "because" }),
      officePayment({ remark: "  " }),
      officePayment({ isActive: true }),
    ];
    for (const json of bad) {
      const { status, body } = await grantPlan(admin.cookie, user.user.id, json);
      expect({ json, status }).toEqual({ json, status: 400 });
      expect(typeof body.message).toBe("string");
    }
    expect((await User.findById(user.user.id).lean())?.subscription?.expiresAt).toBeUndefined();
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("answers 404 for a user that does not exist and 403 to a non-admin", async () => {
    const { admin, user } = await adminAndUser();
    const missing = "64b000000000000000000000";
    expect((await grantPlan(admin.cookie, missing, officePayment())).status).toBe(404);
    expect((await grantPlan(user.cookie, user.user.id, officePayment())).status).toBe(403);
    expect(await AuditEntry.countDocuments()).toBe(0);
  });
});
