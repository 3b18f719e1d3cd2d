import { GET as userHome } from "@/app/api/user/home/route";
import { DELETE as deleteUser } from "@/app/api/user/[id]/route";
import { authOptions } from "@/lib/auth/options";
import type { SessionToken } from "@/lib/auth/session";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { userWithSession } from "@/test/session-helpers";
import { AuditEntry, Favourite, User } from "@/test/models";

beforeEach(resetDatabase);

const remove = (cookie: string, id: string) =>
  callRoute(deleteUser, `/api/user/${id}`, { method: "DELETE", cookie, params: { id } });

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
    const now = Math.floor(Date.now() / 1000);
    const token: SessionToken = {
      uid: user.user.id,
      sub: user.user.id,
      role: "user",
      sv: 0,
      sid: "deleted-user-session",
      authAt: now,
    };
    const jwt = authOptions().callbacks!.jwt!;
    await expect(jwt({ token } as never)).rejects.toThrow();
    const stillThere: SessionToken = {
      uid: other.user.id,
      sub: other.user.id,
      role: "user",
      sv: 0,
      sid: "other-user-session",
      authAt: now,
    };
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
