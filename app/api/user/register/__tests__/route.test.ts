import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { GET as home } from "@/app/api/user/home/route";
import { POST as register } from "@/app/api/user/register/route";
import { latestCode, postJson, sessionCookieOf, useTemporaryOutbox } from "@/test/account-helpers";
import { User } from "@/test/models";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";

const outbox = useTemporaryOutbox();
const ctx = { params: Promise.resolve({}) };

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

/** Verifies the address's code; answers the Cookie header of the browser that did (its registration proof). */
async function verifiedEmail(email: string): Promise<string> {
  await postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
  const code = await latestCode(outbox, email);
  const verified = await postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp: code, purpose: "register" });
  expect(verified.status).toBe(200);
  return proofCookieOf(verified.response);
}

const proofCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("registration-proof=") && c.includes("Path=/api/user/register"))!
    .split(";")[0];

const registerFrom = (cookie: string, json: unknown) => postJson(register, "/api/user/register", json, { cookie });

const details = (email: string) => ({
  name: "Priya Das",
  email,
  password: "Kalinga#2026",
  confirmPassword: "Kalinga#2026",
});

describe("POST /api/user/register", () => {
  it("refuses an e-mail that was not verified with its OTP", async () => {
    const email = "unverified@example.in";
    await postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
    const result = await postJson(register, "/api/user/register", details(email));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Please verify your email with the OTP first.");
    expect(await User.exists({ email })).toBeNull();
  });

  it("creates a verified account with an argon2id hash, signs the user in, and uses the verification up", async () => {
    const email = "priya@example.in";
    const browser = await verifiedEmail(email);
    const result = await registerFrom(browser, { ...details(email), email: "Priya@Example.in" });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ success: true, user: { name: "Priya Das", email, role: "user" } });
    expect(JSON.stringify(result.body)).not.toContain("argon2");

    const stored = await User.findOne({ email }).select("+passwordHash").lean();
    expect(stored!.isVerified).toBe(true);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored!.passwordHash).not.toContain("Kalinga#2026");

    const me = await home(
      new Request("http://localhost/api/user/home", { headers: { cookie: sessionCookieOf(result.response) } }),
      ctx,
    );
    expect((await me.json()).user.email).toBe(email);

    // The verification was single use.
    await User.deleteOne({ email });
    expect((await registerFrom(browser, details(email))).status).toBe(400);
  });

  it("binds the registration to the browser that verified the code: nobody else can finish it", async () => {
    const email = "owner@example.in";
    const owner = await verifiedEmail(email);

    const stranger = await postJson(register, "/api/user/register", { ...details(email), name: "Mallory" });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe("Please verify your email with the OTP first.");
    const guessed = await registerFrom(
      "registration-proof=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      details(email),
    );
    expect(guessed.status).toBe(400);
    expect(await User.exists({ email })).toBeNull();

    expect((await registerFrom(owner, details(email))).status).toBe(201);
    expect((await User.findOne({ email }).lean())!.name).toBe("Priya Das");
  });

  it("hands the proof over in an httpOnly, SameSite=Strict cookie scoped to the register call", async () => {
    const email = "cookie@example.in";
    await postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
    const code = await latestCode(outbox, email);
    const verified = await postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp: code, purpose: "register" });
    const cookies = verified.response.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(["/api/user/register", "/user/register"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Max-Age=600/);
    }
    expect(JSON.stringify(verified.body)).not.toContain(proofCookieOf(verified.response).split("=")[1]);
  });

  it("checks the password rules and refuses injection-shaped bodies with 400", async () => {
    const email = "rules@example.in";
    const browser = await verifiedEmail(email);
    const cases: Array<[unknown, string]> = [
      [
        { ...details(email), password: "Ab#1234", confirmPassword: "Ab#1234" },
        "Password must be at least 8 characters",
      ],
      [
        { ...details(email), password: "Password123", confirmPassword: "Password123" },
        "This password is too common and easy to guess. Please choose a different one.",
      ],
      [{ ...details(email), confirmPassword: "different" }, "Passwords do not match"],
      [{ ...details(email), name: " " }, "Name is required"],
      [
        { ...details(email), password: "x".repeat(129), confirmPassword: "x".repeat(129) },
        "Password must be at most 128 characters",
      ],
    ];
    for (const [json, message] of cases) {
      const result = await registerFrom(browser, json);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    for (const json of [
      { ...details(email), email: { $gt: "" } },
      { ...details(email), password: { $ne: null } },
      { ...details(email), role: "admin" },
    ]) {
      expect((await registerFrom(browser, json)).status).toBe(400);
    }
    expect(await User.exists({ email })).toBeNull();
    // None of the refusals used the verification up.
    expect((await registerFrom(browser, details(email))).status).toBe(201);
  });
});
