import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { latestCode, postJson, useTemporaryOutbox } from "@/test/account-helpers";
import { hashPassword } from "@/lib/accounts";
import { LimitCounter, OneTimeCode, User } from "@/test/models";
import { clearRateLimits, fromAddress, resetDatabase } from "@/test/db-helpers";

const outbox = useTemporaryOutbox();
let counter = 0;
const freshEmail = () => `otp${++counter}-${Date.now()}@example.in`;
const send = (email: string, purpose = "register", ip = "203.0.113.7") =>
  postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose }, fromAddress(ip));
const verify = (email: string, otp: string, purpose = "register") =>
  postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp, purpose });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("POST /api/auth/user/send-otp and /verify-otp", () => {
  it("mails a 6-digit code, stores only its keyed hash, and verifies it", async () => {
    const email = freshEmail();
    const sent = await send(email);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: expect.stringContaining("OTP sent") });

    const [mail] = await mailsTo(outbox, email);
    expect(mail.subject).toMatch(/verification code/);
    expect(mail.html).toContain("Odisha Homes");
    const code = await latestCode(outbox, email);
    expect(code).toMatch(/^\d{6}$/);

    const stored = await OneTimeCode.findOne({ channel: "email", address: email, purpose: "register" }).lean();
    expect(stored!.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    expect((await verify(email, code, "reset")).status).toBe(400); // bound to its purpose
    const ok = await verify(email, code);
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
  });

  it("writes the code's mail in the language of the page it was asked from", async () => {
    const odia = freshEmail();
    const fromOdiaPage = { ...fromAddress("203.0.113.21"), cookie: "NEXT_LOCALE=or" };
    expect(
      (await postJson(sendOtp, "/api/auth/user/send-otp", { email: odia, purpose: "register" }, fromOdiaPage)).status,
    ).toBe(200);
    const [or] = await mailsTo(outbox, odia);
    expect(or.subject).toBe("ଆପଣଙ୍କ Odisha Homes ଯାଞ୍ଚ କୋଡ୍");
    expect(or.text).toContain("ଆପଣଙ୍କ ଇ-ମେଲ୍ ଠିକଣା ଯାଞ୍ଚ କରନ୍ତୁ");
    expect(or.text).toContain("ଏହି କୋଡ୍ 10 ମିନିଟ୍ ପରେ ଅଚଳ ହୋଇଯିବ");
    expect(or.html).toContain("ଭୁବନେଶ୍ୱର, ଓଡ଼ିଶା");
    expect(await latestCode(outbox, odia)).toMatch(/^\d{6}$/);

    const hindi = freshEmail();
    const fromHindiBrowser = { ...fromAddress("203.0.113.22"), "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
    await postJson(sendOtp, "/api/auth/user/send-otp", { email: hindi, purpose: "register" }, fromHindiBrowser);
    const [hi] = await mailsTo(outbox, hindi);
    expect(hi.subject).toBe("आपका Odisha Homes वेरिफ़िकेशन कोड");
    expect(hi.text).toContain("अपना ई-मेल पता वेरिफ़ाई करें");

    // A reset of an address with no account gets its note in the page's language too, with links to its pages.
    const nobody = freshEmail();
    await postJson(
      sendOtp,
      "/api/auth/user/send-otp",
      { email: nobody, purpose: "reset" },
      { ...fromAddress("203.0.113.23"), cookie: "NEXT_LOCALE=or" },
    );
    const [note] = await mailsTo(outbox, nobody);
    expect(note.subject).toBe("ଏହି ଠିକଣାରେ Odisha Homes ଖାତା ନାହିଁ");
    expect(note.text).toMatch(/ଖାତା ଖୋଲନ୍ତୁ: https?:\/\/\S+\/or\/register/);
  });

  it("refuses a code after it expired", async () => {
    const email = freshEmail();
    await send(email);
    const code = await latestCode(outbox, email);
    await OneTimeCode.updateOne(
      { channel: "email", address: email },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const late = await verify(email, code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Invalid or expired OTP. Please check the code or request a new one.");
  });

  it("keeps the expiry fixed at issue time: verifying never extends it", async () => {
    const email = freshEmail();
    await send(email);
    const code = await latestCode(outbox, email);
    const issued = (await OneTimeCode.findOne({ channel: "email", address: email }).lean())!.expiresAt.getTime();
    expect((await verify(email, code)).status).toBe(200);
    expect((await verify(email, code)).status).toBe(200);
    expect((await OneTimeCode.findOne({ channel: "email", address: email }).lean())!.expiresAt.getTime()).toBe(issued);
  });

  it("invalidates the code after 5 wrong tries, even for the right code afterwards", async () => {
    const email = freshEmail();
    await send(email);
    const code = await latestCode(outbox, email);
    for (let i = 1; i <= 5; i++) {
      const wrong = await verify(email, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe("Invalid or expired OTP. Please check the code or request a new one.");
    }
    expect(await OneTimeCode.exists({ channel: "email", address: email })).toBeNull();
    expect((await verify(email, code)).status).toBe(400);
  });

  it("compares at most 5 of 40 parallel guesses, so the real code among them is not reached and dies", async () => {
    const email = freshEmail();
    await send(email);
    const code = await latestCode(outbox, email);
    const guesses = Array.from({ length: 39 }, (_, i) => wrongCode(String((Number(code) + i) % 1_000_000)));
    const answers = await Promise.all([...guesses, code].map((otp) => verify(email, otp)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(new Set(answers.map((a) => a.body.message))).toEqual(
      new Set(["Invalid or expired OTP. Please check the code or request a new one."]),
    );
    expect(await OneTimeCode.exists({ channel: "email", address: email })).toBeNull();
    expect((await verify(email, code)).status).toBe(400);
  });

  it("answers a wrong code with the same status and text whether or not the address has an account", async () => {
    const known = freshEmail();
    await User.create({ name: "Known", email: known, passwordHash: await hashPassword("Lingaraj@2026") });
    await send(known, "reset");
    const unknown = freshEmail();
    await send(unknown, "reset");
    const fresh = freshEmail();
    await send(fresh, "register");
    await send(known, "register");
    const answers = [
      await verify(known, "000000", "reset"),
      await verify(unknown, "000000", "reset"),
      await verify(fresh, "000000", "register"),
      await verify(known, "000000", "register"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(answers[0].body);
    }
  });

  it("allows one resend per minute, answering 429 with Retry-After and sending no mail", async () => {
    const email = freshEmail();
    expect((await send(email)).status).toBe(200);
    const again = await send(email);
    expect(again.status).toBe(429);
    expect(Number(again.response.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(again.body.message).toMatch(/Please wait \d+ seconds before requesting another OTP/);
    expect(await mailsTo(outbox, email)).toHaveLength(1);
  });

  it("names the one-minute cooldown, with the seconds left, the same way for registered and unknown addresses", async () => {
    const known = freshEmail();
    await User.create({ name: "Known", email: known, passwordHash: await hashPassword("Known@12345") });
    for (const [email, purpose] of [
      [known, "reset"],
      [freshEmail(), "reset"],
      [freshEmail(), "register"],
    ]) {
      expect((await send(email, purpose)).status).toBe(200);
      const again = await send(email, purpose);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, code: "cooldown", retryAfter: expect.any(Number) });
      expect(again.body.retryAfter).toBe(Number(again.response.headers.get("retry-after")));
      expect(again.body.message).toMatch(/^A code was sent \d+ seconds ago\. Please wait \d+ seconds/);
    }
  });

  it("caps sends at 5 per hour per e-mail, and a new code replaces the old one", async () => {
    const email = freshEmail();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Stands in for the minute passing between resends.
      await clearCooldown();
      expect((await send(email)).status).toBe(200);
      codes.push(await latestCode(outbox, email));
    }
    await clearCooldown();
    const sixth = await send(email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(sixth.body.code).toBeUndefined();
    expect(await mailsTo(outbox, email)).toHaveLength(5);

    const latest = codes[codes.length - 1];
    const earlier = codes.find((c) => c !== latest);
    if (earlier) expect((await verify(email, earlier)).status).toBe(400);
    expect((await verify(email, latest)).status).toBe(200);
  });

  it("caps sends per client address across e-mails", async () => {
    for (let i = 0; i < 30; i++) expect((await send(freshEmail(), "register", "198.51.100.9")).status).toBe(200);
    const refused = freshEmail();
    expect((await send(refused, "register", "198.51.100.9")).status).toBe(429);
    expect(await mailsTo(outbox, refused)).toHaveLength(0);
    expect((await send(freshEmail(), "register", "198.51.100.10")).status).toBe(200);
  });

  it("answers registering a taken e-mail exactly like a new one, mailing a sign-in note instead of a code", async () => {
    const taken = freshEmail();
    await User.create({ name: "Existing", email: taken, passwordHash: await hashPassword("Lingaraj@2026") });
    const fresh = freshEmail();
    const a = await send(taken);
    const b = await send(fresh);
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);

    const [note] = await mailsTo(outbox, taken);
    expect(note.subject).toMatch(/already have/);
    expect(note.text).toContain("/login");
    expect(note.text).toContain("/forgot-password");
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    expect(await OneTimeCode.exists({ channel: "email", address: taken })).toBeNull();
  });

  it("answers resetting an unknown e-mail exactly like a known one, mailing a no-account note instead of a code", async () => {
    const known = freshEmail();
    await User.create({ name: "Known", email: known, passwordHash: await hashPassword("Lingaraj@2026") });
    const unknown = freshEmail();
    const a = await send(known, "reset");
    const b = await send(unknown, "reset");
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(await mailsTo(outbox, known)).toHaveLength(1);
    const [note] = await mailsTo(outbox, unknown);
    expect(note.subject).toMatch(/No Odisha Homes account/);
    expect(note.text).toContain("/register");
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    expect(await OneTimeCode.exists({ channel: "email", address: unknown })).toBeNull();
    // The unknown address is limited the same way, so the limits reveal nothing either.
    expect((await send(unknown, "reset")).status).toBe(429);
  });

  it("refuses injection-shaped and malformed bodies with 400 before touching the database", async () => {
    for (const json of [
      { email: { $gt: "" }, purpose: "register" },
      { email: "a@example.in", purpose: "login" },
      { email: "a@example.in", purpose: "register", extra: true },
      { email: "not-an-email", purpose: "register" },
    ]) {
      expect((await postJson(sendOtp, "/api/auth/user/send-otp", json)).status).toBe(400);
    }
    for (const json of [
      { email: "a@example.in", otp: { $ne: null }, purpose: "register" },
      { email: "a@example.in", otp: "12345", purpose: "register" },
      { email: "a@example.in", purpose: "register" },
    ]) {
      expect((await postJson(verifyOtp, "/api/auth/user/verify-otp", json)).status).toBe(400);
    }
  });
});

async function clearCooldown() {
  await LimitCounter.deleteMany({ key: /^otp-cooldown:/ });
}
