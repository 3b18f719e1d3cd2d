import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { ClientSession } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { InvalidInputError } from "@/lib/errors";
import { CODE_CHANNELS, type CodeChannel, type CodePurpose } from "@/domain/otp/options";
import { OneTimeCode } from "@/models/OneTimeCode";

/**
 * One-time codes for every channel (e-mail, SMS): issuing one, checking a guess, using it up, and the proof
 * a registration hands to the browser that entered its code. The rules are the same for all channels; what
 * differs (digits, lifetime, guesses, purposes) is the table CODE_CHANNELS.
 *
 * - A code is digits from the operating system's CSPRNG, leading zeros kept.
 * - Only a keyed hash is stored (HMAC-SHA-256 under the server secret), bound to channel, address, purpose
 *   and subject: a code issued for one of them is refused for any other.
 * - One live code per channel, address, purpose and subject: a new code replaces the old one.
 * - It expires its channel's lifetime after it was issued; checking it never extends that.
 * - Each guess is counted before it is compared, in the same conditional update that checks the limit and
 *   the expiry, so parallel guesses cannot compare more than the channel's allowance between them. A wrong
 *   guess that uses the last attempt deletes the code.
 * - Used once: of two requests with the right code only one uses it up.
 * - Every refused code gets one answer, OTP_INVALID.
 *
 * Every write is one single-document conditional update or delete, atomic on MongoDB and on the embedded
 * engine alike (which loses writes between concurrent transactions).
 */

/**
 * The one answer to every code that is not accepted: wrong, expired, used up, or never issued. Saying more
 * (attempts left, "no code for this address") would tell a stranger which addresses have accounts.
 */
export const OTP_INVALID = "Invalid or expired OTP. Please check the code or request a new one.";

/**
 * Whom a code is for: the channel and the address it goes to (an e-mail address as the forms normalise
 * it, a mobile number in E.164), what for, and whom it concerns besides (an account, a listing), if anyone.
 */
export type CodeTarget = {
  [C in CodeChannel]: { channel: C; address: string; purpose: CodePurpose<C>; subject?: string };
}[CodeChannel];

/** The stored key of a target's code. */
function keyOf({ channel, address, purpose, subject = "" }: CodeTarget) {
  return { channel, address, purpose, subject };
}

/** The channel's number of digits from the operating system's CSPRNG, leading zeros kept. */
export function generateCode(channel: CodeChannel): string {
  const { digits } = CODE_CHANNELS[channel];
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

/**
 * A keyed hash bound to the target. Six digits are too few for a plain or slow hash to resist an offline
 * search, so the server secret is what protects a leaked table. `kind` keeps a code's hash and a proof's
 * apart; the parts are written as a JSON array, so no address or subject can pass for another split.
 */
function keyedHash(kind: "code" | "proof", target: CodeTarget, secret: string): string {
  const { channel, address, purpose, subject } = keyOf(target);
  return createHmac("sha256", authSecret())
    .update(JSON.stringify([kind, channel, purpose, subject, address, secret]))
    .digest("hex");
}

/** The stored form of a code issued for the target. */
export function hashCode(target: CodeTarget, code: string): string {
  return keyedHash("code", target, code);
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Issues a fresh code for the target, replacing any earlier one (and its proof); answers the code to send. */
export async function issueCode(target: CodeTarget): Promise<string> {
  await connectToDatabase();
  const code = generateCode(target.channel);
  const lifetimeMs = CODE_CHANNELS[target.channel].lifetimeMinutes * 60 * 1000;
  await OneTimeCode.updateOne(
    keyOf(target),
    {
      $set: { codeHash: hashCode(target, code), attempts: 0, expiresAt: new Date(Date.now() + lifetimeMs) },
      $unset: { verifiedAt: 1, proofHash: 1 },
    },
    { upsert: true },
  );
  return code;
}

/**
 * Withdraws the target's live code: only `code` when it is given (one nobody can have received, its mail or
 * SMS failed; a code issued since stays), or whatever code there is.
 */
export async function withdrawCode(target: CodeTarget, code?: string): Promise<void> {
  await connectToDatabase();
  await OneTimeCode.deleteOne(
    code === undefined ? keyOf(target) : { ...keyOf(target), codeHash: hashCode(target, code) },
  );
}

/**
 * The live code `code` matches, after counting the guess; OTP_INVALID otherwise. The code is read, then the
 * guess is counted by an update conditional on that code and its attempts left, so parallel guesses never
 * pass the limit: an `updateOne`, because the embedded engine's `findOneAndUpdate` is not atomic
 * (lib/db/embedded-engine-gaps.ts).
 */
async function countGuess(target: CodeTarget, code: string) {
  await connectToDatabase();
  const { maxAttempts } = CODE_CHANNELS[target.channel];
  // Expiry is checked here because the TTL monitor deletes late.
  const live = await OneTimeCode.findOne({ ...keyOf(target), expiresAt: { $gt: new Date() } }).lean();
  const counted =
    live &&
    (
      await OneTimeCode.updateOne(
        { _id: live._id, codeHash: live.codeHash, attempts: { $lt: maxAttempts } },
        { $inc: { attempts: 1 } },
      )
    ).modifiedCount === 1;
  if (!live) throw new InvalidInputError(OTP_INVALID);
  if (counted && sameHash(live.codeHash, hashCode(target, code))) return live;
  // A code whose guesses are used up dies, so the right one cannot be found by trying on.
  await OneTimeCode.deleteOne({ _id: live._id, codeHash: live.codeHash, attempts: { $gte: maxAttempts } });
  throw new InvalidInputError(OTP_INVALID);
}

/** Checks a code and keeps it, for a later step that uses it up (a password reset's code, checked first). */
export async function checkCode(target: CodeTarget, code: string): Promise<void> {
  await countGuess(target, code);
}

/** Checks a code and uses it up; of two requests racing with the right code only one succeeds. */
export async function consumeCode(target: CodeTarget, code: string): Promise<void> {
  const live = await countGuess(target, code);
  const { deletedCount } = await OneTimeCode.deleteOne({ _id: live._id, codeHash: live.codeHash });
  if (deletedCount !== 1) throw new InvalidInputError(OTP_INVALID);
}

function hashProof(target: CodeTarget, proof: string): string {
  return keyedHash("proof", target, proof);
}

/**
 * Checks a code and answers a proof: a one-time secret that only the browser which entered the code holds,
 * kept (as a keyed hash) with the code and living as long as it (not extended). A later check hands out a
 * new proof in its place; a new code drops it.
 */
export async function proveCode(target: CodeTarget, code: string): Promise<string> {
  const live = await countGuess(target, code);
  const proof = randomBytes(32).toString("base64url");
  const { matchedCount } = await OneTimeCode.updateOne(
    { _id: live._id, codeHash: live.codeHash },
    { $set: { verifiedAt: new Date(), proofHash: hashProof(target, proof) } },
  );
  if (matchedCount !== 1) throw new InvalidInputError(OTP_INVALID);
  return proof;
}

/** Whether `proof` is the target's live proof, without using it up (a read). */
export async function hasLiveProof(target: CodeTarget, proof: string): Promise<boolean> {
  await connectToDatabase();
  const live = await OneTimeCode.exists({
    ...keyOf(target),
    proofHash: hashProof(target, proof),
    expiresAt: { $gt: new Date() },
  });
  return Boolean(live);
}

/**
 * Uses up the target's live proof with its code; false unless `proof` is that proof. Given a session, the use
 * is part of that transaction (undone when it aborts).
 */
export async function consumeProof(target: CodeTarget, proof: string, session?: ClientSession): Promise<boolean> {
  await connectToDatabase();
  const { deletedCount } = await OneTimeCode.deleteOne(
    { ...keyOf(target), proofHash: hashProof(target, proof), expiresAt: { $gt: new Date() } },
    { session },
  );
  return deletedCount === 1;
}
