import { POST as login } from "@/app/api/auth/user/phone/login/route";
import { POST as sendCode } from "@/app/api/auth/user/phone/send-otp/route";
import { GET as home } from "@/app/api/user/home/route";
import { latestSmsCode, postJson, sessionCookieOf, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

useTemporaryOutbox();

const KNOWN = "+919437011111";
const UNKNOWN = "+919437022222";
const ask = (phone: string, ip = "203.0.113.20") =>
  postJson(sendCode, "/api/auth/user/phone/send-otp", { phone }, fromAddress(ip));
const signIn = (phone: string, otp: string, ip = "203.0.113.20") =>
  postJson(login, "/api/auth/user/phone/login", { phone, otp }, fromAddress(ip));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

let accountId: string;
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  const { user } = await userWithSession({ email: "phone.owner@example.in" });
  await User.updateOne({ _id: user._id }, { $set: { verifiedPhone: KNOWN, phone: KNOWN } });
  accountId = String(user._id);
});

describe("signing in with a phone code", () => {
  it("texts a known number a code that signs in with the password login's session cookie", async () => {
    const sent = await ask("94370 11111");
    expect(sent.status).toBe(200);
    const signedIn = await signIn(KNOWN, await latestSmsCode(KNOWN));
    expect(signedIn).toMatchObject({ status: 200, body: { user: { _id: accountId, phoneVerified: true } } });
    const cookie = sessionCookieOf(signedIn.response);
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    const me = await home(jsonRequest("/api/user/home", { headers: { cookie } }), routeContext({}));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("phone.owner@example.in");
    // The browser is remembered, as after a password sign-in.
    expect(signedIn.response.headers.getSetCookie().some((c) => c.startsWith("oh-device="))).toBe(true);
  });

  it("answers an unknown number exactly as a known one, and texts it nothing", async () => {
    const before = (await smsSentTo(KNOWN)).length;
    const known = await ask(KNOWN, "203.0.113.21");
    const unknown = await ask(UNKNOWN, "203.0.113.22");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await smsSentTo(UNKNOWN)).toEqual([]);
    expect(await smsSentTo(KNOWN)).toHaveLength(before + 1);
    const tried = await signIn(UNKNOWN, "123456");
    expect(tried).toMatchObject({ status: 401, body: { message: expect.stringContaining("Invalid or expired OTP") } });
  });

  it("says a number abroad is refused for its country, as the profile does, whether or not it is a mobile there", async () => {
    for (const typed of ["+44 7400 123456", "+44 20 7946 0958", "0044 7400 123456"]) {
      const refused = await ask(typed);
      expect(refused).toMatchObject({
        status: 400,
        body: { message: "Only Indian mobile numbers (+91) can be verified.", errors: { phone: expect.any(String) } },
      });
    }
    expect((await ask("12345")).body.message).toBe("Please enter a valid 10-digit mobile number.");
    expect((await ask("+91 94370 11111")).status).toBe(200);
  });

  it("accepts a code once", async () => {
    await ask(KNOWN);
    const code = await latestSmsCode(KNOWN);
    expect((await signIn(KNOWN, code)).status).toBe(200);
    expect((await signIn(KNOWN, code)).status).toBe(401);
  });

  it("makes further tries wait after five wrong codes from one address, even with the right code", async () => {
    await ask(KNOWN);
    const code = await latestSmsCode(KNOWN);
    // Five guesses also use up the code itself: a new one is texted for the last try.
    for (let i = 0; i < 5; i++) expect((await signIn(KNOWN, wrong(code))).status).toBe(401);
    await ask(KNOWN, "203.0.113.30");
    const fresh = await latestSmsCode(KNOWN);
    const locked = await signIn(KNOWN, fresh);
    expect(locked).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining("Too many failed sign-in") },
    });
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(60);
    // The owner elsewhere is not locked out by that address.
    expect((await signIn(KNOWN, fresh, "203.0.113.31")).status).toBe(200);
  });
});
