import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as resetPassword } from "@/app/api/user/reset-password/route";
import { withKnownDevice } from "@/lib/auth";
import { LIMITS } from "@/lib/rate-limit";
import { latestCode, postJson, useTemporaryOutbox } from "@/test/account-helpers";
import { LimitCounter, type UserDoc } from "@/test/models";
import { clearRateLimits, fromAddress, resetDatabase, type RouteHandler } from "@/test/db-helpers";
import { sessionCookieFor, userWithSession } from "@/test/session-helpers";

/**
 * Failed sign-ins slow an account down instead of locking it: after a few failures from anywhere, each
 * further try waits a growing delay (up to 15 minutes), except from a browser that signed in to the account
 * before. The delays are read and moved through the stored counters, so nothing here waits for real.
 */
const outbox = useTemporaryOutbox();
const CAP_SECONDS = 15 * 60;

type Attempt = { ip: string; cookie?: string };
const signIn =
  (handler: RouteHandler, url: string) =>
  (email: string, password: string, { ip, cookie }: Attempt) =>
    postJson(handler, url, { email, password }, { ...fromAddress(ip), ...(cookie ? { cookie } : {}) });
const userSignIn = signIn(login, "/api/user/login");
const adminSignIn = signIn(adminLogin, "/api/admin/login");

/** The known-device cookie a successful sign-in leaves in the browser, as the browser sends it back. */
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?oh-device=./.test(cookie))
    ?.split(";")[0] ?? "";

/** Time passes: every waiting period the stored counters impose is over. */
const letDelaysPass = () =>
  LimitCounter.updateMany(
    { nextAttemptAt: { $exists: true } },
    { $set: { nextAttemptAt: new Date(Date.now() - 1000) } },
  );

/**
 * A patient guesser: one wrong password from each of `count` addresses, each after the wait the previous
 * failure imposed, so every one of them is checked and counted.
 */
async function slowGuesser(email: string, count: number, attempt = userSignIn, expected = 401) {
  for (let i = 0; i < count; i++) {
    await letDelaysPass();
    expect((await attempt(email, `guess-${i}`, { ip: `198.18.${i}.1` })).status).toBe(expected);
  }
}

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("failed sign-ins slow an account down without locking its owner out", () => {
  it("after 50 wrong passwords from 50 addresses the owner signs in from a known browser at once, and from a new one after the delay", async () => {
    const { user } = await userWithSession({ email: "owner@example.in", password: "Konark#Sun7" });
    const first = await userSignIn(user.email, "Konark#Sun7", { ip: "203.0.113.7" });
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.response);
    expect(device).not.toBe("");

    await slowGuesser(user.email, 50);

    const known = await userSignIn(user.email, "Konark#Sun7", { ip: "203.0.113.8", cookie: device });
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ success: true, user: { email: user.email } });

    const unknown = await userSignIn(user.email, "Konark#Sun7", { ip: "203.0.113.9" });
    expect(unknown.status).toBe(429);
    const wait = Number(unknown.response.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CAP_SECONDS);
    expect(unknown.body.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ (seconds|minutes?)\.$/,
    );

    await letDelaysPass();
    const later = await userSignIn(user.email, "Konark#Sun7", { ip: "203.0.113.9" });
    expect(later.status).toBe(200);
  });

  it("answers a right and a wrong password alike while the account waits", async () => {
    const { user } = await userWithSession({ email: "same-answer@example.in", password: "Puri#Beach8" });
    await slowGuesser(user.email, LIMITS.loginPerAccount.freeFailures + 3);
    const right = await userSignIn(user.email, "Puri#Beach8", { ip: "203.0.113.20" });
    const wrong = await userSignIn(user.email, "not-it", { ip: "203.0.113.21" });
    for (const answer of [right, wrong]) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(/^Too many failed sign-in attempts/);
      expect(answer.response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("makes each further try wait twice as long as the one before, up to 15 minutes", async () => {
    const { user } = await userWithSession({ email: "growing@example.in", password: "Lingaraj#9x" });
    const { freeFailures, firstDelay } = LIMITS.loginPerAccount;
    await slowGuesser(user.email, freeFailures - 1);
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      await letDelaysPass();
      expect((await userSignIn(user.email, `wrong-${i}`, { ip: `198.19.${i}.1` })).status).toBe(401);
      const refused = await userSignIn(user.email, `wrong-${i}`, { ip: `198.19.${i}.2` });
      expect(refused.status).toBe(429);
      waits.push(Number(refused.response.headers.get("retry-after")));
    }
    const expected = waits.map((_, i) => Math.min(CAP_SECONDS, firstDelay * 2 ** i));
    waits.forEach((wait, i) => {
      expect(wait).toBeLessThanOrEqual(expected[i]);
      expect(wait).toBeGreaterThanOrEqual(Math.max(1, expected[i] - 2));
    });
    expect(waits.at(-1)).toBeGreaterThan(CAP_SECONDS - 5);
  });

  it("lets parallel guesses from many addresses through only up to the free allowance", async () => {
    const { user } = await userWithSession({ email: "parallel@example.in", password: "Chilika#Lake1" });
    const free = LIMITS.loginPerAccount.freeFailures;
    const answers = await Promise.all(
      Array.from({ length: free + 12 }, (_, i) => userSignIn(user.email, `burst-${i}`, { ip: `198.20.${i}.1` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
  });

  it("forgets an account's failures when its password is reset", async () => {
    const { user } = await userWithSession({ email: "resetter@example.in", password: "Old#Password1" });
    await slowGuesser(user.email, 50);
    expect((await userSignIn(user.email, "Old#Password1", { ip: "203.0.113.30" })).status).toBe(429);

    await postJson(sendOtp, "/api/auth/user/send-otp", { email: user.email, purpose: "reset" });
    const otp = await latestCode(outbox, user.email);
    const reset = await postJson(
      resetPassword,
      "/api/user/reset-password",
      { email: user.email, otp, newPassword: "New#Password2" },
      fromAddress("203.0.113.30"),
    );
    expect(reset.status).toBe(200);
    expect((await userSignIn(user.email, "New#Password2", { ip: "203.0.113.31" })).status).toBe(200);
  });

  it("still refuses the sixth failure from one address for 15 minutes, known browser or not", async () => {
    const { user } = await userWithSession({ email: "pair@example.in", password: "Dhauli#Hill2" });
    const device = deviceCookieOf((await userSignIn(user.email, "Dhauli#Hill2", { ip: "203.0.113.40" })).response);
    for (let i = 0; i < 5; i++)
      expect((await userSignIn(user.email, `typo-${i}`, { ip: "203.0.113.41", cookie: device })).status).toBe(401);
    const sixth = await userSignIn(user.email, "Dhauli#Hill2", { ip: "203.0.113.41", cookie: device });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await userSignIn(user.email, "Dhauli#Hill2", { ip: "203.0.113.42", cookie: device })).status).toBe(200);
  });

  it("slows down guesses from a known browser on their own, and a forged or another account's cookie is no pass", async () => {
    const { user } = await userWithSession({ email: "device-owner@example.in", password: "Ratha#Yatra3" });
    const other = await userWithSession({ email: "device-other@example.in", password: "Other#Pass44" });
    const device = deviceCookieOf((await userSignIn(user.email, "Ratha#Yatra3", { ip: "203.0.113.50" })).response);
    const otherDevice = deviceCookieOf(
      (await userSignIn(other.user.email, "Other#Pass44", { ip: "203.0.113.51" })).response,
    );
    expect(device.split("=")[1]).not.toBe(otherDevice.split("=")[1]);

    await slowGuesser(user.email, 30);
    const [name, value] = device.split("=");
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const cookie of [forged, otherDevice, `${name}=garbage`, `${name}=%E0%A4%A`]) {
      const refused = await userSignIn(user.email, "Ratha#Yatra3", { ip: "203.0.113.52", cookie });
      expect(refused.status).toBe(429);
    }

    // Someone holding the cookie gets the free allowance and then waits like everyone else.
    const free = LIMITS.loginPerKnownDevice.freeFailures;
    for (let i = 0; i < free; i++)
      expect((await userSignIn(user.email, `stolen-${i}`, { ip: `198.21.${i}.1`, cookie: device })).status).toBe(401);
    expect((await userSignIn(user.email, "Ratha#Yatra3", { ip: "198.21.99.1", cookie: device })).status).toBe(429);
  });

  it("sets the known-browser cookie httpOnly, SameSite=Strict and long-lived, and only on success", async () => {
    const { user } = await userWithSession({ email: "cookie@example.in", password: "Cookie#Jar55" });
    const failed = await userSignIn(user.email, "nope-nope", { ip: "203.0.113.60" });
    expect(failed.response.headers.getSetCookie().some((c) => c.includes("oh-device="))).toBe(false);
    const ok = await userSignIn(user.email, "Cookie#Jar55", { ip: "203.0.113.60" });
    const cookie = ok.response.headers.getSetCookie().find((c) => c.includes("oh-device="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);
  });
});

describe("next-auth's password sign-in", () => {
  it("remembers the browser like the JSON logins, so the cookie it gets passes an attack", async () => {
    const { user } = await userWithSession({ email: "nextauth@example.in", password: "Next#Auth777" });
    const session = await sessionCookieFor(user.toObject() as UserDoc);
    const answer = await withKnownDevice(
      new Response(null, { headers: { "set-cookie": `${session}; Path=/; HttpOnly; SameSite=Lax` } }),
    );
    const device = deviceCookieOf(answer);
    expect(device).not.toBe("");
    await slowGuesser(user.email, 30);
    expect((await userSignIn(user.email, "Next#Auth777", { ip: "203.0.113.65", cookie: device })).status).toBe(200);
  });
});

describe("the admin sign-in throttles the same way", () => {
  it("lets an admin in from a known browser during an attack, and makes an unknown one wait", async () => {
    const { user } = await userWithSession({ role: "admin", email: "boss@example.in", password: "Admin#Boss12" });
    const first = await adminSignIn(user.email, "Admin#Boss12", { ip: "203.0.113.70" });
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.response);

    await slowGuesser(user.email, 50, adminSignIn);

    expect((await adminSignIn(user.email, "Admin#Boss12", { ip: "203.0.113.71", cookie: device })).status).toBe(200);
    const unknown = await adminSignIn(user.email, "Admin#Boss12", { ip: "203.0.113.72" });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.response.headers.get("retry-after"))).toBeLessThanOrEqual(CAP_SECONDS);
    await letDelaysPass();
    expect((await adminSignIn(user.email, "Admin#Boss12", { ip: "203.0.113.72" })).status).toBe(200);
  });
});
