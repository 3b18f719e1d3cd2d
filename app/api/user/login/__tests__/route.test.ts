import { POST } from "@/app/api/user/login/route";
import { GET as home } from "@/app/api/user/home/route";
import { hashPassword } from "@/lib/password";
import { User } from "@/models/User";
import { jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };
const login = (json: unknown) => POST(jsonRequest("/api/user/login", { method: "POST", json }), ctx);

beforeAll(async () => {
  await resetDatabase();
  await User.create({
    name: "Asha Rout",
    email: "asha@example.in",
    passwordHash: await hashPassword("secret123"),
    isVerified: true,
  });
});

describe("POST /api/user/login", () => {
  it("signs in, sets an httpOnly SameSite=Lax cookie, and /user/home then knows the user", async () => {
    const response = await login({ email: "Asha@Example.in", password: "secret123" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Login Successful!",
      user: { name: "Asha Rout", email: "asha@example.in" },
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = cookie.split(";")[0];
    const me = await home(new Request("http://localhost/api/user/home", { headers: { cookie: session } }), ctx);
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe("asha@example.in");
  });

  it("answers the same generic message for a wrong password and an unknown e-mail", async () => {
    for (const json of [
      { email: "asha@example.in", password: "wrong-one" },
      { email: "nobody@example.in", password: "secret123" },
    ]) {
      const response = await login(json);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: "Invalid email or password" });
    }
  });

  it("refuses injection-shaped and malformed bodies with 400", async () => {
    for (const json of [
      { email: { $gt: "" }, password: { $ne: null } },
      { email: "asha@example.in" },
      { email: "asha@example.in", password: "x", extra: 1 },
    ]) {
      expect((await login(json)).status).toBe(400);
    }
    const broken = await POST(
      new Request("http://localhost/api/user/login", { method: "POST", body: "{not json" }),
      ctx,
    );
    expect(broken.status).toBe(400);
  });

  it("treats a tampered cookie as signed out", async () => {
    const me = await home(
      new Request("http://localhost/api/user/home", { headers: { cookie: "next-auth.session-token=abc.def" } }),
      ctx,
    );
    expect(me.status).toBe(401);
  });
});
