import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { GET as home } from "@/app/api/user/home/route";
import { POST as login } from "@/app/api/user/login/route";
import { POST as resetPassword } from "@/app/api/user/reset-password/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { latestCode, postJson, useTemporaryOutbox } from "@/test/account-helpers";
import { User } from "@/test/models";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

const outbox = useTemporaryOutbox();
const ctx = { params: Promise.resolve({}) };
const homeWith = (cookie: string) => home(new Request("http://localhost/api/user/home", { headers: { cookie } }), ctx);

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("POST /api/user/reset-password", () => {
  it("sets the new password, ends every existing session, mails a notice, and the code works once", async () => {
    const { user, cookie } = await userWithSession({ email: "ravi@example.in", password: "old-secret" });
    expect((await homeWith(cookie)).status).toBe(200);

    await postJson(sendOtp, "/api/auth/user/send-otp", { email: user.email, purpose: "reset" });
    const otp = await latestCode(outbox, user.email);
    const reset = await postJson(resetPassword, "/api/user/reset-password", {
      email: user.email,
      otp,
      newPassword: "new-secret-1",
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    expect((await homeWith(cookie)).status).toBe(401);
    expect((await postJson(login, "/api/user/login", { email: user.email, password: "old-secret" })).status).toBe(401);
    expect((await postJson(login, "/api/user/login", { email: user.email, password: "new-secret-1" })).status).toBe(
      200,
    );

    const mails = await mailsTo(outbox, user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Odisha Homes password reset code",
      "Your Odisha Homes password was changed",
    ]);

    const replay = await postJson(resetPassword, "/api/user/reset-password", {
      email: user.email,
      otp,
      newPassword: "attacker-pass",
    });
    expect(replay.status).toBe(400);
    const stored = await User.findById(user._id).select("+passwordHash sessionVersion").lean();
    expect(stored!.sessionVersion).toBe(1);
  });

  it("refuses a wrong code, an unknown e-mail and injection-shaped bodies alike", async () => {
    await userWithSession({ email: "meera@example.in" });
    await postJson(sendOtp, "/api/auth/user/send-otp", { email: "meera@example.in", purpose: "reset" });
    const code = await latestCode(outbox, "meera@example.in");
    const wrong = code === "000000" ? "111111" : "000000";
    const a = await postJson(resetPassword, "/api/user/reset-password", {
      email: "meera@example.in",
      otp: wrong,
      newPassword: "whatever-12",
    });
    const b = await postJson(resetPassword, "/api/user/reset-password", {
      email: "ghost@example.in",
      otp: wrong,
      newPassword: "whatever-12",
    });
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(a.body).toEqual(b.body);
    for (const json of [
      { email: "meera@example.in", otp: { $gt: "" }, newPassword: "whatever-12" },
      { email: "meera@example.in", otp: code, newPassword: "123" },
      { email: "meera@example.in", otp: code },
    ]) {
      expect((await postJson(resetPassword, "/api/user/reset-password", json)).status).toBe(400);
    }
  });

  it("counts each guess before comparing it: of 40 parallel guesses at most 5 are compared, and the code dies", async () => {
    const { user } = await userWithSession({ email: "nila@example.in", password: "old-secret" });
    await postJson(sendOtp, "/api/auth/user/send-otp", { email: user.email, purpose: "reset" });
    const otp = await latestCode(outbox, user.email);
    const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, "0");
    const codes = [...Array.from({ length: 39 }, (_, i) => wrong(i)), otp];
    const answers = await Promise.all(
      codes.map((code) =>
        postJson(resetPassword, "/api/user/reset-password", {
          email: user.email,
          otp: code,
          newPassword: "Mine#Now42",
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    const late = await postJson(resetPassword, "/api/user/reset-password", {
      email: user.email,
      otp,
      newPassword: "Mine#Now42",
    });
    expect(late.status).toBe(400);
    expect((await postJson(login, "/api/user/login", { email: user.email, password: "old-secret" })).status).toBe(200);
  });

  it("refuses a common new password without using the code up", async () => {
    const { user } = await userWithSession({ email: "tara@example.in", password: "old-secret" });
    await postJson(sendOtp, "/api/auth/user/send-otp", { email: user.email, purpose: "reset" });
    const otp = await latestCode(outbox, user.email);
    const common = await postJson(resetPassword, "/api/user/reset-password", {
      email: user.email,
      otp,
      newPassword: "qwerty123",
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe("This password is too common and easy to guess. Please choose a different one.");
    const ok = await postJson(resetPassword, "/api/user/reset-password", {
      email: user.email,
      otp,
      newPassword: "Raghurajpur#3",
    });
    expect(ok.status).toBe(200);
  });
});
