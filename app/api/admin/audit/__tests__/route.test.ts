import { GET } from "@/app/api/admin/audit/route";
import { POST as grantPlan } from "@/app/api/admin/user/[id]/plan/route";
import { PUT as editListing } from "@/app/api/property/property/[id]/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

describe("GET /api/admin/audit", () => {
  it("lists admin writes newest first with who did what and the changed fields", async () => {
    const { admin, user } = await adminAndUser();
    const listing = await createProperty({ title: "Before" });
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await callRoute(grantPlan, `/api/admin/user/${user.user.id}/plan`, {
      method: "POST",
      cookie: admin.cookie,
      json: { planId: "one-time-visit", visits: 1, expiresAt, reason: "offline-payment", remark: "Receipt 77" },
      params: { id: user.user.id },
    });
    await callRoute(editListing, `/api/property/property/${listing.id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { title: "After" },
      params: { id: listing.id },
    });

    const { status, body } = await callRoute(GET, "/api/admin/audit?page=1&limit=10", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 2, page: 1, limit: 10 });
    expect(body.entries).toEqual([
      {
        _id: expect.any(String),
        actor: { id: admin.user.id, name: "Site Admin", email: admin.user.email },
        action: "listing.update",
        targetType: "listing",
        targetId: listing.id,
        changes: { title: { before: "Before", after: "After" } },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({
        action: "user.plan-grant",
        targetId: user.user.id,
        changes: expect.objectContaining({
          state: { before: "none", after: "active" },
          reason: { before: null, after: "offline-payment" },
        }),
      }),
    ]);
    const second = await callRoute(GET, "/api/admin/audit?page=2&limit=1", { cookie: admin.cookie });
    expect(second.body.entries.map((e: { action: string }) => e.action)).toEqual(["user.plan-grant"]);
  });
});
