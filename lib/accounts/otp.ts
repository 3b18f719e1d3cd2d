import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { OtpPurpose } from "@/lib/accounts/options";
import { connectToDatabase } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { badRequest } from "@/lib/http";
import { sendMail } from "@/lib/mail";
import { accountExistsMail, otpMail } from "@/lib/mail/templates";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { Otp } from "@/models/Otp";
import { User } from "@/models/User";

/**
 * E-mail codes for registering and resetting a password: requesting one (rate-limited, mailed), checking
 * it, and using it up. One live code per address and purpose; only a keyed hash is stored.
 */

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000;

export const OTP_INVALID = "Invalid or expired OTP. Please request a new one.";
export const OTP_EXHAUSTED = "Too many incorrect attempts. Please request a new OTP.";
export const OTP_NOT_VERIFIED = "Please verify your email with the OTP first.";
export const OTP_SENT = `OTP sent to your email. It expires in ${OTP_TTL_MINUTES} minutes.`;

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/**
 * A keyed hash bound to the address and purpose. Six digits are too few for a plain or slow hash to
 * resist an offline search, so the server secret is what protects a leaked table; the binding stops a
 * code issued for one address or purpose from being accepted for another.
 */
export function hashOtp(email: string, purpose: OtpPurpose, code: string): string {
  return createHmac("sha256", authSecret()).update(`otp:${purpose}:${email}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issues a fresh code for the address and purpose, replacing any earlier one; answers the code to mail. */
export async function issueOtp(email: string, purpose: OtpPurpose): Promise<string> {
  await connectToDatabase();
  const code = generateOtpCode();
  await Otp.updateOne(
    { email, purpose },
    {
      $set: { codeHash: hashOtp(email, purpose, code), attempts: 0, expiresAt: new Date(Date.now() + OTP_TTL_MS) },
      $unset: { verifiedAt: 1 },
    },
    { upsert: true },
  );
  return code;
}

/** The live code document after checking `code` against it; wrong guesses count toward the limit. */
async function matchOtp(email: string, purpose: OtpPurpose, code: string) {
  await connectToDatabase();
  const doc = await Otp.findOne({ email, purpose }).lean();
  if (!doc || doc.expiresAt.getTime() <= Date.now()) {
    // Expiry is checked here because the TTL monitor deletes late.
    if (doc) await Otp.deleteOne({ _id: doc._id });
    throw badRequest(OTP_INVALID);
  }
  if (sameHash(doc.codeHash, hashOtp(email, purpose, code))) return doc;

  const updated = await Otp.findOneAndUpdate(
    { _id: doc._id, attempts: { $lt: OTP_MAX_ATTEMPTS } },
    { $inc: { attempts: 1 } },
    { returnDocument: "after" },
  ).lean();
  const attempts = updated?.attempts ?? OTP_MAX_ATTEMPTS;
  if (attempts >= OTP_MAX_ATTEMPTS) {
    await Otp.deleteOne({ _id: doc._id });
    throw badRequest(OTP_EXHAUSTED);
  }
  const left = OTP_MAX_ATTEMPTS - attempts;
  throw badRequest(`Invalid OTP. ${left} ${left === 1 ? "attempt" : "attempts"} left.`);
}

/** Checks a code and marks it verified (wizard step 2); it stays usable for the final step for 10 minutes. */
export async function verifyOtp(email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const doc = await matchOtp(email, purpose, code);
  await Otp.updateOne(
    { _id: doc._id, codeHash: doc.codeHash },
    { $set: { verifiedAt: new Date(), expiresAt: new Date(Date.now() + OTP_TTL_MS) } },
  );
}

/** Checks a code and uses it up; of two requests racing with the same code only one succeeds. */
export async function consumeOtp(email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const doc = await matchOtp(email, purpose, code);
  const { deletedCount } = await Otp.deleteOne({ _id: doc._id, codeHash: doc.codeHash });
  if (deletedCount !== 1) throw badRequest(OTP_INVALID);
}

/** Throws unless the address has a verified, unexpired code for the purpose. */
export async function assertOtpVerified(email: string, purpose: OtpPurpose): Promise<void> {
  await connectToDatabase();
  const verified = await Otp.exists({ email, purpose, verifiedAt: { $exists: true }, expiresAt: { $gt: new Date() } });
  if (!verified) throw badRequest(OTP_NOT_VERIFIED);
}

/** Uses up a verified code once the action it allowed has happened. */
export async function consumeVerifiedOtp(email: string, purpose: OtpPurpose): Promise<void> {
  await Otp.deleteOne({ email, purpose, verifiedAt: { $exists: true } });
}

/**
 * Mails a code for registering or resetting. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered: registering a taken address mails
 * a note with links to sign in and reset instead of a code, and resetting an unknown one mails nothing.
 */
export async function requestOtp(email: string, purpose: OtpPurpose, ip: string): Promise<string> {
  const hourly = { rule: LIMITS.otpHourly, key: email };
  const perIp = { rule: LIMITS.otpPerIp, key: ip };
  const cooldown = { rule: LIMITS.otpCooldown, key: email };
  const refusal = (seconds: number) => `Please wait ${minutesText(seconds)} before requesting another OTP.`;
  await assertAllowed([hourly, perIp], refusal);
  // A second request within the minute is most often a visitor who went back a step: the answer says so
  // (code "cooldown"), so the form can move on to the code already sent. Every address that asked gets
  // this answer, with or without an account, so it tells nothing about who is registered.
  await assertAllowed(
    [cooldown],
    (seconds) =>
      `A code was sent ${Math.max(1, LIMITS.otpCooldown.duration - seconds)} seconds ago. ${refusal(seconds)}`,
    { code: "cooldown" },
  );
  await consumeOrRefuse([cooldown, hourly, perIp], refusal);
  await connectToDatabase();
  const hasAccount = Boolean(await User.exists({ email }));
  if (purpose === "register") {
    await sendMail(
      hasAccount ? accountExistsMail(email) : otpMail(email, purpose, await issueOtp(email, purpose), OTP_TTL_MINUTES),
    );
  } else if (hasAccount) {
    await sendMail(otpMail(email, purpose, await issueOtp(email, purpose), OTP_TTL_MINUTES));
  }
  return OTP_SENT;
}
