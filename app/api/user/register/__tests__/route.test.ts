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

async function verifiedEmail(email: string) {
  await postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
  const code = await latestCode(outbox, email);
  expect(
    (await postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp: code, purpose: "register" })).status,
  ).toBe(200);
}

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
    await verifiedEmail(email);
    const result = await postJson(register, "/api/user/register", { ...details(email), email: "Priya@Example.in" });
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
    expect((await postJson(register, "/api/user/register", details(email))).status).toBe(400);
  });

  it("checks the password rules and refuses injection-shaped bodies with 400", async () => {
    const email = "rules@example.in";
    await verifiedEmail(email);
    const cases: Array<[unknown, string]> = [
      [{ ...details(email), password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
      [{ ...details(email), confirmPassword: "different" }, "Passwords do not match"],
      [{ ...details(email), name: " " }, "Name is required"],
      [
        { ...details(email), password: "x".repeat(129), confirmPassword: "x".repeat(129) },
        "Password must be at most 128 characters",
      ],
    ];
    for (const [json, message] of cases) {
      const result = await postJson(register, "/api/user/register", json);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    for (const json of [
      { ...details(email), email: { $gt: "" } },
      { ...details(email), password: { $ne: null } },
      { ...details(email), role: "admin" },
    ]) {
      expect((await postJson(register, "/api/user/register", json)).status).toBe(400);
    }
    expect(await User.exists({ email })).toBeNull();
  });
});
