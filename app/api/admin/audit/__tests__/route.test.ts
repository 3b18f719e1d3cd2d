import { GET } from "@/app/api/admin/audit/route";
import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { PUT as editListing } from "@/app/api/property/property/[id]/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

describe("GET /api/admin/audit", () => {
  it("lists admin writes newest first with who did what and the changed fields", async () => {
    const { admin, user } = await adminAndUser();
    const listing = await createProperty({ title: "Before" });
    await callRoute(subscription, `/api/user/${user.user.id}/subscription`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { isActive: true },
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
        action: "user.subscription",
        targetId: user.user.id,
        changes: { isActive: { before: false, after: true } },
      }),
    ]);
    const second = await callRoute(GET, "/api/admin/audit?page=2&limit=1", { cookie: admin.cookie });
    expect(second.body.entries.map((e: { action: string }) => e.action)).toEqual(["user.subscription"]);
  });
});
