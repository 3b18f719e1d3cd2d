import { createHmac, timingSafeEqual } from "node:crypto";
import { generateOtpCode, OTP_INVALID, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from "@/lib/accounts/otp";
import { connectToDatabase } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { InvalidInputError } from "@/lib/errors";
import type { PhoneOtpPurpose } from "@/lib/phones/options";
import { PhoneOtp } from "@/models/PhoneOtp";

/**
 * SMS codes, under the rules of the e-mail codes (lib/accounts/otp.ts): six digits, only a keyed hash
 * stored, one live code per number, purpose and subject, expired 10 minutes after it was issued, five
 * guesses, used once, and one answer for every code that is not accepted.
 */

const TTL_MS = OTP_TTL_MINUTES * 60 * 1000;

type CodeFor = { phone: string; purpose: PhoneOtpPurpose; subject?: string };

/** Bound to number, purpose and subject, so a code sent for one of them is refused for any other. */
function hashCode({ phone, purpose, subject = "" }: CodeFor, code: string): string {
  return createHmac("sha256", authSecret()).update(`phone-otp:${purpose}:${subject}:${phone}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh code, replacing any earlier one; answers the code to send. */
export async function issuePhoneCode(target: CodeFor): Promise<string> {
  await connectToDatabase();
  const code = generateOtpCode();
  const { phone, purpose, subject = "" } = target;
  await PhoneOtp.updateOne(
    { phone, purpose, subject },
    { $set: { codeHash: hashCode(target, code), attempts: 0, expiresAt: new Date(Date.now() + TTL_MS) } },
    { upsert: true },
  );
  return code;
}

/** Withdraws a code nobody can have received (its SMS failed). */
export async function withdrawPhoneCode(target: CodeFor, code: string): Promise<void> {
  const { phone, purpose, subject = "" } = target;
  await PhoneOtp.deleteOne({ phone, purpose, subject, codeHash: hashCode(target, code) });
}

/**
 * Checks a code and uses it up (400 with OTP_INVALID otherwise). The guess is counted before it is
 * compared, in one conditional update, so parallel guesses cannot exceed the allowance; of two requests
 * with the right code only one succeeds.
 */
export async function consumePhoneCode(target: CodeFor, code: string): Promise<void> {
  await connectToDatabase();
  const { phone, purpose, subject = "" } = target;
  const doc = await PhoneOtp.findOneAndUpdate(
    { phone, purpose, subject, attempts: { $lt: OTP_MAX_ATTEMPTS }, expiresAt: { $gt: new Date() } },
    { $inc: { attempts: 1 } },
    { returnDocument: "after" },
  ).lean();
  if (doc && sameHash(doc.codeHash, hashCode(target, code))) {
    const { deletedCount } = await PhoneOtp.deleteOne({ _id: doc._id, codeHash: doc.codeHash });
    if (deletedCount === 1) return;
  } else if (doc && doc.attempts >= OTP_MAX_ATTEMPTS) {
    await PhoneOtp.deleteOne({ _id: doc._id, codeHash: doc.codeHash });
  }
  throw new InvalidInputError(OTP_INVALID);
}
