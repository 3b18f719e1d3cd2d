import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mailsTo, otpFrom } from "@/scripts/stand-ins/mailbox";
import { codeFrom, smsTo } from "@/e2e/support/sms-outbox";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import { jsonRequest, type RouteHandler } from "@/test/db-helpers";

/**
 * Jest helpers for the account routes. Mail goes to the outbox (no SMTP_URL in unit tests); each test
 * file gets an outbox folder of its own. Call at module level, before the first request reads settings.
 */
export function useTemporaryOutbox(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  process.env.MAIL_OUTBOX_DIR = dir;
  delete process.env.SMTP_URL;
  // SMS go to a folder beside it (smsOutbox), never to a provider.
  process.env.SMS_OUTBOX_DIR = path.join(dir, "sms");
  delete process.env.MSG91_AUTH_KEY;
  return dir;
}

/** Every SMS this test file sent to the number (E.164), oldest first. */
export const smsSentTo = (phone: string) => smsTo(process.env.SMS_OUTBOX_DIR!, phone);

/** The code in the newest SMS to the number (E.164). */
export async function latestSmsCode(phone: string): Promise<string> {
  const messages = await smsSentTo(phone);
  if (!messages.length) throw new Error(`no SMS to ${phone}`);
  return codeFrom(messages[messages.length - 1]);
}

/** Calls a handler with a JSON POST; resolves once the work it left for after the answer (mail) is done. */
export async function postJson(
  handler: RouteHandler,
  url: string,
  json: unknown,
  headers: Record<string, string> = {},
) {
  const response = await handler(jsonRequest(url, { method: "POST", json, headers }), {
    params: Promise.resolve({}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  await backgroundWorkSettled();
  return { response, status: response.status, body };
}

/** The code in the newest mail to the address. */
export async function latestCode(outbox: string, email: string): Promise<string> {
  const mails = await mailsTo(outbox, email);
  if (!mails.length) throw new Error(`no mail to ${email}`);
  return otpFrom(mails[mails.length - 1]);
}

/** The session cookie a response sets, whole (attributes included); other cookies (the hint) are skipped. */
export const sessionSetCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => /^(__Secure-)?next-auth\.session-token=/.test(cookie)) ?? "";

/** The session cookie a response sets, as the browser sends it back (`name=value`). */
export const sessionCookieOf = (response: Response) => sessionSetCookie(response).split(";")[0];

/**
 * Asks for a registration code and enters it, as the register page does; answers the Cookie header of the
 * browser that did (its registration proof, scoped to the register call).
 */
export async function verifiedRegistrationCookie(
  handlers: { sendOtp: RouteHandler; verifyOtp: RouteHandler },
  outbox: string,
  email: string,
): Promise<string> {
  await postJson(handlers.sendOtp, "/api/auth/user/send-otp", { email, purpose: "register" });
  const otp = await latestCode(outbox, email);
  const verified = await postJson(handlers.verifyOtp, "/api/auth/user/verify-otp", { email, otp, purpose: "register" });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.response.headers
    .getSetCookie()
    .find((c) => c.startsWith("registration-proof=") && c.includes("Path=/api/user/register"))!
    .split(";")[0];
}

/** The body the register page sends. */
export const registrationDetails = (email: string, name = "Priya Das") => ({
  name,
  email,
  password: "Kalinga#2026",
  confirmPassword: "Kalinga#2026",
});
