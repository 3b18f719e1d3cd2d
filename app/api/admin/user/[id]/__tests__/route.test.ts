import { PUT as updateUser } from "@/app/api/admin/user/[id]/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { AuditEntry, User } from "@/test/models";

beforeEach(resetDatabase);

const edit = (cookie: string, id: string, json: unknown) =>
  callRoute(updateUser, `/api/admin/user/${id}`, { method: "PUT", cookie, json, params: { id } });

describe("PUT /api/admin/user/{id}", () => {
  it("changes name, e-mail and phone, and records the change", async () => {
    const { admin, user } = await adminAndUser();
    const { status, body } = await edit(admin.cookie, user.user.id, {
      name: "Renamed Person",
      email: "New.Address@Example.in",
      phone: "94370 12345",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "User updated",
      user: { _id: user.user.id, name: "Renamed Person", email: "new.address@example.in", phone: "9437012345" },
    });
    const stored = await User.findById(user.user.id).lean();
    expect(stored).toMatchObject({ name: "Renamed Person", email: "new.address@example.in", role: "user" });
    const entry = await AuditEntry.findOne({ action: "user.update" }).lean();
    expect(entry).toMatchObject({
      targetType: "user",
      targetId: user.user.id,
      actor: { name: "Site Admin" },
      changes: { name: { before: "Normal User", after: "Renamed Person" } },
    });
  });

  it("refuses a role or any other field, bad values and a taken e-mail, changing nothing", async () => {
    const { admin, user } = await adminAndUser();
    const before = await User.findById(user.user.id).lean();
    for (const [json, status] of [
      [{ role: "admin" }, 400],
      [{ name: "X", isVerified: true }, 400],
      [{ email: "not-an-email" }, 400],
      [{ phone: "123" }, 400],
      [{}, 400],
      [{ email: admin.user.email }, 409],
    ] as const) {
      expect((await edit(admin.cookie, user.user.id, json)).status).toBe(status);
    }
    expect(await User.findById(user.user.id).lean()).toEqual(before);
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("answers 404 for an unknown account", async () => {
    const { admin } = await adminAndUser();
    expect((await edit(admin.cookie, "64b7f0c2a1b2c3d4e5f60718", { name: "X" })).status).toBe(404);
  });
});
