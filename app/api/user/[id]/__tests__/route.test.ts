import { GET as userList } from "@/app/api/admin/user-list/route";
import { PUT as updateUser } from "@/app/api/admin/user/[id]/route";
import { GET as userHome } from "@/app/api/user/home/route";
import { DELETE as deleteUser } from "@/app/api/user/[id]/route";
import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { authOptions } from "@/lib/auth/options";
import type { SessionToken } from "@/lib/auth/session";
import { AuditEntry } from "@/models/AuditEntry";
import { Favourite } from "@/models/Favourite";
import { User } from "@/models/User";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

beforeEach(resetDatabase);

const edit = (cookie: string, id: string, json: unknown) =>
  callRoute(updateUser, `/api/admin/user/${id}`, { method: "PUT", cookie, json, params: { id } });
const setPlan = (cookie: string, id: string, json: unknown) =>
  callRoute(subscription, `/api/user/${id}/subscription`, { method: "PUT", cookie, json, params: { id } });
const remove = (cookie: string, id: string) =>
  callRoute(deleteUser, `/api/user/${id}`, { method: "DELETE", cookie, params: { id } });

describe("GET /api/admin/user-list", () => {
  it("pages newest first and searches name or e-mail literally, case-insensitively", async () => {
    const { admin } = await adminAndUser();
    await userWithSession({ name: "Rakesh Sahu", email: "rakesh@example.in" });
    await userWithSession({ name: "Ananya Das", email: "ANANYA.d@example.in" });
    await userWithSession({ name: "a.b (test)", email: "dots@example.in" });

    const all = await callRoute(userList, "/api/admin/user-list?page=1&limit=2", { cookie: admin.cookie });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    expect(all.body.users.map((u: { name: string }) => u.name)).toEqual(["a.b (test)", "Ananya Das"]);
    expect(all.body.users[0]).not.toHaveProperty("passwordHash");
    expect(all.body.users[0].subscription).toEqual({
      isActive: false,
      planId: "",
      duration: "",
      remarks: "",
      visitsTotal: 0,
      visitsUsed: 0,
      activatedAt: null,
      expiresAt: null,
    });

    const byName = await callRoute(userList, "/api/admin/user-list?q=RAKESH", { cookie: admin.cookie });
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual(["rakesh@example.in"]);
    const byEmail = await callRoute(userList, "/api/admin/user-list?q=ananya.d", { cookie: admin.cookie });
    expect(byEmail.body.total).toBe(1);
    // Regex characters are text: "a.b (" matches only the name that contains them.
    const literal = await callRoute(userList, "/api/admin/user-list?q=a.b%20(", { cookie: admin.cookie });
    expect(literal.body.users.map((u: { name: string }) => u.name)).toEqual(["a.b (test)"]);
    expect((await callRoute(userList, "/api/admin/user-list?q=.*", { cookie: admin.cookie })).body.total).toBe(0);
  });

  it("refuses bad paging and operator-shaped queries with 400", async () => {
    const { admin } = await adminAndUser();
    for (const query of ["?page=0", "?limit=1000", "?q[$gt]=", "?sort=name"]) {
      expect((await callRoute(userList, `/api/admin/user-list${query}`, { cookie: admin.cookie })).status).toBe(400);
    }
  });
});

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

describe("PUT /api/user/{id}/subscription", () => {
  it("switches the plan and stores the remark", async () => {
    const { admin, user } = await adminAndUser();
    const { status, body } = await setPlan(admin.cookie, user.user.id, { isActive: true, remark: "Paid at the office" });
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

describe("DELETE /api/user/{id}", () => {
  it("deletes the account and its favourites, and its session stops working everywhere", async () => {
    const { admin, user } = await adminAndUser();
    const listing = await createProperty();
    await Favourite.create({ user: user.user._id, property: listing._id });
    const other = await userWithSession();
    await Favourite.create({ user: other.user._id, property: listing._id });
    const signedIn = await callRoute(userHome, "/api/user/home", { cookie: user.cookie });
    expect(signedIn.status).toBe(200);

    const { status, body } = await remove(admin.cookie, user.user.id);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "User deleted" });
    expect(await User.exists({ _id: user.user._id })).toBeNull();
    expect(await Favourite.countDocuments({ user: user.user._id })).toBe(0);
    expect(await Favourite.countDocuments({ user: other.user._id })).toBe(1);

    // The JSON endpoints and next-auth's own session endpoint both refuse the old cookie.
    expect((await callRoute(userHome, "/api/user/home", { cookie: user.cookie })).status).toBe(401);
    const token: SessionToken = { uid: user.user.id, sub: user.user.id, role: "user", sv: 0 };
    const jwt = authOptions().callbacks!.jwt!;
    await expect(jwt({ token } as never)).rejects.toThrow();
    const stillThere: SessionToken = { uid: other.user.id, sub: other.user.id, role: "user", sv: 0 };
    await expect(jwt({ token: stillThere } as never)).resolves.toMatchObject({ uid: other.user.id });

    expect(await AuditEntry.findOne({ action: "user.delete" }).lean()).toMatchObject({
      targetId: user.user.id,
      changes: { name: { before: "Normal User", after: null } },
    });
  });

  it("does not let an admin delete their own account", async () => {
    const { admin } = await adminAndUser();
    const { status, body } = await remove(admin.cookie, admin.user.id);
    expect(status).toBe(400);
    expect(body.message).toBe("You cannot delete your own account.");
    expect(await User.exists({ _id: admin.user._id })).not.toBeNull();
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { admin } = await adminAndUser();
    expect((await remove(admin.cookie, "64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
    expect((await remove(admin.cookie, "nope")).status).toBe(404);
  });
});
