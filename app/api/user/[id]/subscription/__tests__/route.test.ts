import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { AuditEntry, User } from "@/test/models";

beforeEach(resetDatabase);

const setPlan = (cookie: string, id: string, json: unknown) =>
  callRoute(subscription, `/api/user/${id}/subscription`, { method: "PUT", cookie, json, params: { id } });

describe("PUT /api/user/{id}/subscription", () => {
  it("switches the plan and stores the remark", async () => {
    const { admin, user } = await adminAndUser();
    const { status, body } = await setPlan(admin.cookie, user.user.id, {
      isActive: true,
      remark: "Paid at the office",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Subscription updated",
      user: { subscription: { isActive: true, remarks: "Paid at the office" } },
    });
    const stored = await User.findById(user.user.id).lean();
    expect(stored?.subscription).toMatchObject({ isActive: true, remarks: "Paid at the office" });
    expect(await AuditEntry.findOne({ action: "user.subscription" }).lean()).toMatchObject({
      changes: {
        isActive: { before: false, after: true },
        remarks: { before: "", after: "Paid at the office" },
      },
    });
  });

  it("refuses a missing or non-boolean status and unknown fields", async () => {
    const { admin, user } = await adminAndUser();
    for (const json of [{}, { isActive: "yes" }, { isActive: true, planId: "x" }, { isActive: true, remark: 5 }]) {
      expect((await setPlan(admin.cookie, user.user.id, json)).status).toBe(400);
    }
    expect((await User.findById(user.user.id).lean())?.subscription?.isActive).toBe(false);
  });
});
