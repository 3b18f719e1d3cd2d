import { GET as userList } from "@/app/api/admin/user-list/route";
import { GET as currentUser } from "@/app/api/user/home/route";
import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { User } from "@/test/models";

beforeEach(resetDatabase);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's plan as the admin's table reads it, and as the user's own profile reads it. */
async function bothViews(adminCookie: string, user: { id: string; cookie: string; email: string }) {
  const list = await callRoute(userList, `/api/admin/user-list?q=${encodeURIComponent(user.email)}`, {
    cookie: adminCookie,
  });
  const own = await callRoute(currentUser, "/api/user/home", { cookie: user.cookie });
  return { admin: list.body.users[0].subscription, profile: own.body.user.subscription };
}

describe("one plan state for the admin and the user", () => {
  it("reads the same in the admin's table and on the user's profile, whatever the stored switch says", async () => {
    const { admin, user } = await adminAndUser();
    const who = { id: user.user.id, cookie: user.cookie, email: user.user.email };
    const setStored = (set: Record<string, unknown>) => User.updateOne({ _id: who.id }, { $set: set });

    const states: Array<[string, () => Promise<unknown>]> = [
      ["none", async () => undefined],
      // A switch left on by an older dashboard, with no plan behind it.
      ["none", () => setStored({ "subscription.isActive": true })],
      ["active", () => setStored({ "subscription.expiresAt": new Date(Date.now() + 5 * DAY_MS) })],
      ["suspended", () => setStored({ "subscription.isActive": false })],
      [
        "expired",
        () => setStored({ "subscription.isActive": true, "subscription.expiresAt": new Date(Date.now() - DAY_MS) }),
      ],
    ];
    for (const [state, arrange] of states) {
      await arrange();
      const views = await bothViews(admin.cookie, who);
      expect({ state, admin: views.admin }).toEqual({ state, admin: views.profile });
      expect(views.profile.state).toBe(state);
      expect(views.profile.isActive).toBe(state === "active");
    }
  });

  it("an admin's Active switch on a user who never bought changes neither view", async () => {
    const { admin, user } = await adminAndUser();
    const who = { id: user.user.id, cookie: user.cookie, email: user.user.email };
    const switched = await callRoute(subscription, `/api/user/${who.id}/subscription`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { isActive: true },
      params: { id: who.id },
    });
    expect(switched.status).toBe(409);
    const views = await bothViews(admin.cookie, who);
    expect(views.admin).toEqual(views.profile);
    expect(views.profile).toMatchObject({ state: "none", isActive: false });
  });
});
