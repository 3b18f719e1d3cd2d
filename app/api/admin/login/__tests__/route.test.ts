import { POST as login } from "@/app/api/admin/login/route";
import { GET as home } from "@/app/api/admin/home/route";
import { POST as logout } from "@/app/api/auth/admin/logout/route";
import { sessionCookieOf } from "@/test/account-helpers";
import { readSessionToken, sessionCookieName } from "@/lib/auth/session";
import { callRoute } from "@/test/admin-helpers";
import { clearRateLimits, fromAddress, resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

const signIn = (json: unknown, ip = "198.51.100.4") =>
  login(
    new Request("http://localhost:3000/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", ...fromAddress(ip) },
      body: JSON.stringify(json),
    }),
    { params: Promise.resolve({}) },
  );

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("POST /api/admin/login", () => {
  it("signs an admin in with the shared session cookie", async () => {
    const { user } = await userWithSession({ role: "admin", email: "boss@example.in", password: "Admin@1234" });
    const response = await signIn({ email: "Boss@Example.in", password: "Admin@1234" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Login successful" });
    const cookie = sessionCookieOf(response);
    expect(cookie.startsWith(`${sessionCookieName()}=`)).toBe(true);
    const token = await readSessionToken(new Request("http://localhost/", { headers: { cookie } }));
    expect(token).toMatchObject({ uid: user.id, role: "admin" });

    const me = await callRoute(home, "/api/admin/home", { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, user: { name: user.name } });
  });

  it("answers 401 'Invalid credentials' for a wrong password or an unknown e-mail, with no cookie", async () => {
    await userWithSession({ role: "admin", email: "boss2@example.in", password: "Admin@1234" });
    for (const body of [
      { email: "boss2@example.in", password: "wrong-one" },
      { email: "nobody@example.in", password: "Admin@1234" },
    ]) {
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: "Invalid credentials" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 403 for the right password of an account that is not an admin, with no cookie", async () => {
    await userWithSession({ role: "user", email: "plain@example.in", password: "User@1234" });
    const response = await signIn({ email: "plain@example.in", password: "User@1234" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: "This account does not have admin access" });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers 400 when a field is missing or not text", async () => {
    for (const body of [
      {},
      { email: "a@b.in" },
      { password: "x" },
      { email: "", password: "" },
      { email: { $gt: "" }, password: "x" },
    ]) {
      const response = await signIn(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: "Please enter both email and password" });
    }
  });

  it("throttles repeated failures like the user login (429 with Retry-After)", async () => {
    await userWithSession({ role: "admin", email: "target@example.in", password: "Admin@1234" });
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: "target@example.in", password: "bad" })).status).toBe(401);
    const refused = await signIn({ email: "target@example.in", password: "Admin@1234" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/admin/home and POST /api/auth/admin/logout", () => {
  it("home answers 401 signed out; logout clears the cookie", async () => {
    expect((await callRoute(home, "/api/admin/home")).status).toBe(401);
    const response = await logout(new Request("http://localhost/api/auth/admin/logout", { method: "POST" }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Logged out" });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "i"));
  });
});
