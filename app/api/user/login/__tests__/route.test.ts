import { POST } from "@/app/api/user/login/route";
import { GET as home } from "@/app/api/user/home/route";
import { hashPassword } from "@/lib/accounts";
import { User } from "@/test/models";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase } from "@/test/db-helpers";

const ctx = { params: Promise.resolve({}) };
/** A sign-in from the client at `address`, with whatever X-Forwarded-For the client chose to send. */
const login = (json: unknown, address?: string, forwardedFor?: string) =>
  POST(
    jsonRequest("/api/user/login", {
      method: "POST",
      json,
      headers: address ? fromAddress(address, forwardedFor) : {},
    }),
    ctx,
  );

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

  it("locks out one address after 5 failures, even when the client sends a new X-Forwarded-For each time, but not the owner elsewhere", async () => {
    await User.create({ name: "Bina", email: "bina@example.in", passwordHash: await hashPassword("Cuttack#Fort1") });
    for (let i = 0; i < 5; i++) {
      const failed = await login({ email: "bina@example.in", password: `guess-${i}` }, "198.51.100.66", `10.0.0.${i}`);
      expect(failed.status).toBe(401);
    }
    const sixth = await login({ email: "bina@example.in", password: "Cuttack#Fort1" }, "198.51.100.66", "10.7.7.7");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);

    const owner = await login({ email: "bina@example.in", password: "Cuttack#Fort1" }, "203.0.113.99");
    expect(owner.status).toBe(200);
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
      new Request("http://localhost/api/user/login", {
        method: "POST",
        body: "{not json",
        headers: { "content-type": "application/json" },
      }),
      ctx,
    );
    expect(broken.status).toBe(400);
    const notJson = await POST(
      new Request("http://localhost/api/user/login", { method: "POST", body: "email=a@example.in&password=x" }),
      ctx,
    );
    expect(notJson.status).toBe(415);
  });

  it("treats a tampered cookie as signed out", async () => {
    const me = await home(
      new Request("http://localhost/api/user/home", { headers: { cookie: "next-auth.session-token=abc.def" } }),
      ctx,
    );
    expect(me.status).toBe(401);
  });
});

describe("POST /api/user/login rate limits", () => {
  beforeEach(clearRateLimits);

  it("refuses the sixth attempt after five failures with 429 and Retry-After, even with the right password", async () => {
    const ip = fromAddress("192.0.2.1");
    const attempt = (password: string) =>
      POST(
        jsonRequest("/api/user/login", { method: "POST", json: { email: "asha@example.in", password }, headers: ip }),
        ctx,
      );
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-one")).status).toBe(401);
    const locked = await attempt("secret123");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await locked.json()).message).toMatch(/Too many failed sign-in attempts/);
  });

  it("limits failures per client address across accounts", async () => {
    const ip = fromAddress("192.0.2.2");
    for (let i = 0; i < 50; i++) {
      const r = await POST(
        jsonRequest("/api/user/login", {
          method: "POST",
          json: { email: `x${i}@example.in`, password: "nope" },
          headers: ip,
        }),
        ctx,
      );
      expect(r.status).toBe(401);
    }
    const refused = await POST(
      jsonRequest("/api/user/login", {
        method: "POST",
        json: { email: "asha@example.in", password: "secret123" },
        headers: ip,
      }),
      ctx,
    );
    expect(refused.status).toBe(429);
  });
});
