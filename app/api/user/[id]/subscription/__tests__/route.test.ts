import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { AuditEntry, User } from "@/test/models";

beforeEach(resetDatabase);

const setPlan = (cookie: string, id: string, json: unknown) =>
  callRoute(subscription, `/api/user/${id}/subscription`, { method: "PUT", cookie, json, params: { id } });

/** Gives the user a running plan directly, as a paid order would. */
const giveRunningPlan = (id: string) =>
  User.updateOne(
    { _id: id },
    {
      $set: {
        "subscription.isActive": true,
        "subscription.planId": "3-house-plan",
        "subscription.visitsTotal": 3,
        "subscription.expiresAt": new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
      },
    },
  );

describe("PUT /api/user/{id}/subscription", () => {
  it("switches a running plan off and on again, and stores the remark", async () => {
    const { admin, user } = await adminAndUser();
    await giveRunningPlan(user.user.id);

    const off = await setPlan(admin.cookie, user.user.id, { isActive: false, remark: "Card payment reversed" });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: "Subscription updated",
      user: { subscription: { state: "suspended", isActive: false, remarks: "Card payment reversed" } },
    });
    const on = await setPlan(admin.cookie, user.user.id, { isActive: true, remark: "Paid at the office" });
    expect(on.body.user.subscription).toMatchObject({ state: "active", isActive: true, remarks: "Paid at the office" });
    const stored = await User.findById(user.user.id).lean();
    expect(stored?.subscription).toMatchObject({ isActive: true, remarks: "Paid at the office" });
    expect(await AuditEntry.find({ action: "user.subscription" }).sort({ _id: 1 }).lean()).toMatchObject([
      { changes: { isActive: { before: true, after: false } } },
      { changes: { isActive: { before: false, after: true }, remarks: { after: "Paid at the office" } } },
    ]);
  });

  it("refuses to switch on a plan the user never had, so no one is shown a plan that is not there", async () => {
    const { admin, user } = await adminAndUser();
    const { status, body } = await setPlan(admin.cookie, user.user.id, { isActive: true, remark: "free month" });
    expect(status).toBe(409);
    expect(body.message).toMatch(/Grant plan/);
    expect((await User.findById(user.user.id).lean())?.subscription?.isActive).toBe(false);
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("refuses a missing or non-boolean status and unknown fields", async () => {
    const { admin, user } = await adminAndUser();
    for (const json of [{}, { isActive: "yes" }, { isActive: true, planId: "x" }, { isActive: true, remark: 5 }]) {
      expect((await setPlan(admin.cookie, user.user.id, json)).status).toBe(400);
    }
    expect((await User.findById(user.user.id).lean())?.subscription?.isActive).toBe(false);
  });
});
