import { encode } from "next-auth/jwt";
import NextAuth from "next-auth";
import { POST as logout } from "@/app/api/auth/user/logout/route";
import { GET as home } from "@/app/api/user/home/route";
import { POST as login } from "@/app/api/user/login/route";
import { authOptions, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, tokenFor } from "@/lib/auth";
import { authSecret } from "@/lib/env";
import { User, type UserDoc } from "@/test/models";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { sessionCookieOf, sessionSetCookie } from "@/test/account-helpers";
import { userWithSession } from "@/test/session-helpers";

const ctx = routeContext({});
const homeWith = (cookie: string) => home(new Request("http://localhost/api/user/home", { headers: { cookie } }), ctx);
/**
 * next-auth's own session call (GET /api/auth/session, what its client and getServerSession use), with this
 * app's options. Its App Router wrapper needs a live Next.js request, so this goes through next-auth's
 * Node-style entry with a minimal response object that records what next-auth answers.
 */
async function nextAuthSession(cookie: string) {
  const at = cookie.indexOf("=");
  const headers = new Map<string, string | string[]>();
  let sent: unknown;
  const res = {
    status: () => res,
    setHeader: (key: string, value: string | string[]) => headers.set(key.toLowerCase(), value),
    getHeader: (key: string) => headers.get(key.toLowerCase()),
    send: (body: unknown) => void (sent = body),
    json: (body: unknown) => void (sent = body),
    end: () => undefined,
  };
  const req = {
    method: "GET",
    query: { nextauth: ["session"] },
    cookies: { [cookie.slice(0, at)]: cookie.slice(at + 1) },
    headers: { host: "localhost:3000" },
    body: {},
  };
  await NextAuth(req as never, res as never, authOptions());
  const setCookie = headers.get("set-cookie") ?? [];
  const cookies = ([] as string[]).concat(setCookie).filter((c) => c.startsWith("next-auth.session-token"));
  return { body: sent as Record<string, unknown>, cookies };
}

beforeAll(resetDatabase);

describe("sessions end for real", () => {
  it("a copied cookie stops working after logout, for the API and next-auth's session call alike", async () => {
    const { cookie } = await userWithSession();
    const copy = cookie;
    expect((await homeWith(copy)).status).toBe(200);
    expect((await nextAuthSession(copy)).body).toMatchObject({ user: { role: "user" } });

    const out = await logout(
      new Request("http://localhost/api/auth/user/logout", { method: "POST", headers: { cookie } }),
      ctx,
    );
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/session-token=;.*Max-Age=0/);

    expect((await homeWith(copy)).status).toBe(401);
    const renewed = await nextAuthSession(copy);
    expect(renewed.body).toEqual({});
    // next-auth clears the cookie instead of renewing a revoked session.
    expect(renewed.cookies.length).toBeGreaterThan(0);
    for (const cookie of renewed.cookies) expect(cookie).toMatch(/^next-auth\.session-token=;/);
  });

  it("logging out one browser leaves the account's other sessions alone", async () => {
    await User.create({
      name: "Two Devices",
      email: "two@example.in",
      passwordHash: await (await import("@/lib/accounts")).hashPassword("Konark#Sun7"),
    });
    const signIn = () =>
      login(
        jsonRequest("/api/user/login", { method: "POST", json: { email: "two@example.in", password: "Konark#Sun7" } }),
        ctx,
      );
    const phone = sessionCookieOf(await signIn());
    const laptop = sessionCookieOf(await signIn());
    await logout(
      new Request("http://localhost/api/auth/user/logout", { method: "POST", headers: { cookie: phone } }),
      ctx,
    );
    expect((await homeWith(phone)).status).toBe(401);
    expect((await homeWith(laptop)).status).toBe(200);
  });

  it("a deleted user's session stops working", async () => {
    const { user, cookie } = await userWithSession();
    expect((await homeWith(cookie)).status).toBe(200);
    await User.deleteOne({ _id: user._id });
    expect((await homeWith(cookie)).status).toBe(401);
    expect((await nextAuthSession(cookie)).body).toEqual({});
  });

  it("ends a session 30 days after sign-in however recently it was renewed", async () => {
    const { user } = await userWithSession();
    const old = tokenFor(user.toObject() as UserDoc, {
      sid: "an-old-session",
      authAt: Math.floor(Date.now() / 1000) - SESSION_ABSOLUTE_SECONDS - 60,
    });
    // A cookie that was renewed a minute ago (its own expiry is far off) but whose sign-in is 30 days back.
    const raw = await encode({ token: old, secret: authSecret(), maxAge: SESSION_IDLE_SECONDS });
    const cookie = `next-auth.session-token=${raw}`;
    expect((await homeWith(cookie)).status).toBe(401);
    expect((await nextAuthSession(cookie)).body).toEqual({});
  });

  it("renews the idle window of a session in use, never past its absolute end", async () => {
    const { cookie } = await userWithSession();
    const signedInAt = Date.now();
    const day = 24 * 60 * 60 * 1000;
    // Only the clock moves; the database driver's timers stay real.
    jest.useFakeTimers({
      doNotFake: [
        "nextTick",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    try {
      jest.setSystemTime(signedInAt + 2 * day);
      const renewed = await homeWith(cookie);
      expect(renewed.status).toBe(200);
      expect(Number(/Max-Age=(\d+)/.exec(sessionSetCookie(renewed))![1])).toBe(SESSION_IDLE_SECONDS);

      // Used every few days, it keeps going; close to the 30-day end the cookie only lives until that end.
      let current = sessionCookieOf(renewed);
      let maxAge = 0;
      for (const at of [8, 14, 20, 26, 29]) {
        jest.setSystemTime(signedInAt + at * day);
        const answer = await homeWith(current);
        expect(answer.status).toBe(200);
        current = sessionCookieOf(answer);
        maxAge = Number(/Max-Age=(\d+)/.exec(sessionSetCookie(answer))![1]);
      }
      expect(maxAge).toBeLessThanOrEqual(day / 1000);
      expect(maxAge).toBeGreaterThan(day / 1000 - 60);

      jest.setSystemTime(signedInAt + 30 * day + 1000);
      expect((await homeWith(current)).status).toBe(401);

      // Seven days without use end a session too: the cookie renewed on day 2 is dead on day 9.
      jest.setSystemTime(signedInAt + 9 * day + 60_000);
      expect((await homeWith(sessionCookieOf(renewed))).status).toBe(401);
    } finally {
      jest.useRealTimers();
    }
  });

  it("treats a cookie that cannot be decoded as signed out, never a 500", async () => {
    for (const value of ["abc.def", "%E0%A4%A", "%", "ey" + "A".repeat(5000), ""]) {
      const answer = await homeWith(`next-auth.session-token=${value}`);
      expect(answer.status).toBe(401);
    }
  });
});
