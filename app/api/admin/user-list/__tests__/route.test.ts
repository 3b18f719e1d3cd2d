import { GET as userList } from "@/app/api/admin/user-list/route";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

beforeEach(resetDatabase);

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
      state: "none",
      isActive: false,
      isExpired: false,
      planId: "",
      duration: "",
      remarks: "",
      visitsTotal: 0,
      visitsUsed: 0,
      visitsLeft: 0,
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
