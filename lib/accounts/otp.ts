import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { ClientSession } from "mongoose";
import type { OtpPurpose } from "@/lib/accounts/options";
import { connectToDatabase } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { InvalidInputError } from "@/lib/errors";
import { sendMail } from "@/lib/mail";
import { accountExistsMail, noAccountMail, otpMail } from "@/lib/mail/templates";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, resetLimit } from "@/lib/rate-limit";
import { OTP_NOT_VERIFIED } from "@/lib/validation/auth";
import { Otp } from "@/models/Otp";
import { User } from "@/models/User";

/**
 * E-mail codes for registering and resetting a password: requesting one (rate-limited, mailed before the
 * answer so that a failed send is reported), checking it, and using it up. One live code per address and
 * purpose; only a keyed hash is stored. A code expires 10 minutes after it was issued, whatever happens to
 * it in between.
 */

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000;

/**
 * The one answer to every code that is not accepted: wrong, expired, used up, or never issued. Saying more
 * (attempts left, "no code for this address") would tell a stranger which addresses have accounts.
 */
export const OTP_INVALID = "Invalid or expired OTP. Please check the code or request a new one.";
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

/** The stored form of a registration proof (the secret the verifying browser holds). */
function hashProof(email: string, proof: string): string {
  return createHmac("sha256", authSecret()).update(`registration-proof:${email}:${proof}`).digest("hex");
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
      $unset: { verifiedAt: 1, proofHash: 1 },
    },
    { upsert: true },
  );
  return code;
}

/**
 * The live code document when `code` matches it. The guess is counted before it is compared, in one atomic
 * update that only matches while guesses are left, so parallel requests cannot compare more than
 * OTP_MAX_ATTEMPTS guesses between them. A wrong guess that uses the last attempt deletes the code.
 */
async function matchOtp(email: string, purpose: OtpPurpose, code: string) {
  await connectToDatabase();
  const doc = await Otp.findOneAndUpdate(
    // Expiry is checked here because the TTL monitor deletes late.
    { email, purpose, attempts: { $lt: OTP_MAX_ATTEMPTS }, expiresAt: { $gt: new Date() } },
    { $inc: { attempts: 1 } },
    { returnDocument: "after" },
  ).lean();
  const guess = hashOtp(email, purpose, code);
  if (doc && sameHash(doc.codeHash, guess)) return doc;
  if (doc && doc.attempts >= OTP_MAX_ATTEMPTS) await Otp.deleteOne({ _id: doc._id, codeHash: doc.codeHash });
  throw new InvalidInputError(OTP_INVALID);
}

/**
 * Checks a code (the wizards' step 2). For registration it answers a proof: a one-time secret that only the
 * browser which entered the code holds, and that creating the account requires, so someone who merely knows
 * the address cannot finish the registration. The proof lives as long as the code (it is not extended).
 */
export async function verifyOtp(email: string, purpose: OtpPurpose, code: string): Promise<string | null> {
  const doc = await matchOtp(email, purpose, code);
  if (purpose !== "register") return null;
  const proof = randomBytes(32).toString("base64url");
  const { matchedCount } = await Otp.updateOne(
    { _id: doc._id, codeHash: doc.codeHash },
    { $set: { verifiedAt: new Date(), proofHash: hashProof(email, proof) } },
  );
  if (matchedCount !== 1) throw new InvalidInputError(OTP_INVALID);
  return proof;
}

/** Checks a code and uses it up; of two requests racing with the same code only one succeeds. */
export async function consumeOtp(email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const doc = await matchOtp(email, purpose, code);
  const { deletedCount } = await Otp.deleteOne({ _id: doc._id, codeHash: doc.codeHash });
  if (deletedCount !== 1) throw new InvalidInputError(OTP_INVALID);
}

/**
 * Throws unless `proof` is the live registration proof for this address, without using it up: a read, so
 * that a made-up proof is refused before any transaction is opened for it.
 */
export async function assertRegistrationProof(email: string, proof: string | undefined): Promise<void> {
  if (!proof) throw new InvalidInputError(OTP_NOT_VERIFIED);
  await connectToDatabase();
  const live = await Otp.exists({
    email,
    purpose: "register",
    proofHash: hashProof(email, proof),
    expiresAt: { $gt: new Date() },
  });
  if (!live) throw new InvalidInputError(OTP_NOT_VERIFIED);
}

/**
 * Uses up a registration proof; throws unless it is the live one for this address. Single use. Given a
 * session, the use is part of that transaction (undone when it aborts).
 */
export async function consumeRegistrationProof(
  email: string,
  proof: string | undefined,
  session?: ClientSession,
): Promise<void> {
  if (!proof) throw new InvalidInputError(OTP_NOT_VERIFIED);
  await connectToDatabase();
  const { deletedCount } = await Otp.deleteOne(
    { email, purpose: "register", proofHash: hashProof(email, proof), expiresAt: { $gt: new Date() } },
    { session },
  );
  if (deletedCount !== 1) throw new InvalidInputError(OTP_NOT_VERIFIED);
}

/**
 * Looks the address up and mails it: a code, or a note when the request cannot lead anywhere (registering a
 * taken address, resetting one without an account). Every path replaces the address's earlier code (with a
 * new one or with none) and sends one mail, so the answer takes the same steps whether or not the address
 * has an account. A code whose mail fails is withdrawn: nobody can have received it.
 */
async function mailCode(email: string, purpose: OtpPurpose): Promise<void> {
  await connectToDatabase();
  const hasAccount = Boolean(await User.exists({ email }));
  const leadsSomewhere = purpose === "register" ? !hasAccount : hasAccount;
  if (!leadsSomewhere) {
    await Otp.deleteOne({ email, purpose });
    await sendMail(purpose === "register" ? accountExistsMail(email) : noAccountMail(email));
    return;
  }
  const code = await issueOtp(email, purpose);
  try {
    await sendMail(otpMail(email, purpose, code, OTP_TTL_MINUTES));
  } catch (error) {
    await Otp.deleteOne({ email, purpose, codeHash: hashOtp(email, purpose, code) });
    throw error;
  }
}

/**
 * Mails a code for registering or resetting. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered: registering a taken address mails a
 * note with links to sign in and reset instead of a code, and resetting an unknown one a note that there
 * is no account. When the mail server is down or silent the answer is 502 (after at most SMTP_TIMEOUT_MS
 * per step), again alike for every address, and the visitor may try again at once: the failed attempt
 * does not start the one-minute cooldown (it still counts toward the hourly limits).
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
  try {
    await mailCode(email, purpose);
  } catch (error) {
    await resetLimit(cooldown);
    throw error;
  }
  return OTP_SENT;
}
