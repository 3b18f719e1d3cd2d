import { connectToDatabase } from "@/lib/db";
import { RateLimitedError } from "@/lib/errors";
import type { ThrottleRule } from "@/lib/rate-limit/rules";
import { Throttle } from "@/models/Throttle";

/**
 * Growing delays (ThrottleRule in rules.ts), stored in MongoDB. A try is counted as a failure before it is
 * checked ("claimed"), in one conditional update that also moves the time of the next allowed try, so
 * parallel requests are counted one by one and none passes a closed gate. A try that turns out fine gives
 * its count back (`releaseAttempts`) or clears the counter (`clearThrottle`).
 */
export type ThrottleCheck = { rule: ThrottleRule; key: string };

type Counter = { failures: number; nextAttemptAt: Date; expiresAt: Date };
/** One counted try: the counter as this try left it, and as it was before (null: there was none). */
export type ThrottleClaim = Counter & { id: string; before: Counter | null };

/** Seconds to wait after the `failures`-th failure in a row: none within the free allowance, then doubling. */
export function throttleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelay, rule.firstDelay * 2 ** (failures - rule.freeFailures));
}

const storedKey = ({ rule, key }: ThrottleCheck) => `${rule.keyPrefix}:${key}`;

/**
 * Attempts at the conditional update before giving up. Losing one means another request was counted in
 * between; the gate closes after a handful of those, so only a flood of parallel tries on one key gets here.
 */
const CLAIM_TRIES = 50;
const BUSY_WAIT_MS = 1000;

/** Milliseconds until the check allows a try (0: now). */
async function waitMs(check: ThrottleCheck, now: number): Promise<number> {
  const doc = await Throttle.findOne({ key: storedKey(check) }).lean();
  if (!doc || doc.expiresAt.getTime() <= now) return 0;
  return Math.max(0, doc.nextAttemptAt.getTime() - now);
}

/** Counts one try against the check, or answers how many milliseconds to wait first. */
async function claim(check: ThrottleCheck): Promise<ThrottleClaim | number> {
  const id = storedKey(check);
  for (let i = 0; i < CLAIM_TRIES; i++) {
    const now = Date.now();
    const doc = await Throttle.findOne({ key: id }).lean();
    const live = doc !== null && doc.expiresAt.getTime() > now;
    if (live && doc.nextAttemptAt.getTime() > now) return doc.nextAttemptAt.getTime() - now;

    const failures = (live ? doc.failures : 0) + 1;
    const nextAttemptAt = new Date(now + throttleDelaySeconds(check.rule, failures) * 1000);
    // Never forgotten while its wait still runs.
    const expiresAt = new Date(Math.max(now + check.rule.forgetAfter * 1000, nextAttemptAt.getTime()));
    const after: Counter = { failures, nextAttemptAt, expiresAt };
    const before: Counter | null = live
      ? { failures: doc.failures, nextAttemptAt: doc.nextAttemptAt, expiresAt: doc.expiresAt }
      : null;

    if (!doc) {
      try {
        await Throttle.create({ key: id, ...after });
        return { id, ...after, before };
      } catch (error) {
        // Another request created it first: read it again.
        if ((error as { code?: number }).code === 11000) continue;
        throw error;
      }
    }
    const { modifiedCount } = await Throttle.updateOne(
      { key: id, failures: doc.failures, nextAttemptAt: doc.nextAttemptAt, expiresAt: doc.expiresAt },
      { $set: after },
    );
    if (modifiedCount === 1) return { id, ...after, before };
  }
  return BUSY_WAIT_MS;
}

/** Gives one counted try back: the counter as it was, or, when others were counted since, one failure less. */
async function release(claimed: ThrottleClaim): Promise<void> {
  const unchanged = { key: claimed.id, failures: claimed.failures, nextAttemptAt: claimed.nextAttemptAt };
  const restored = claimed.before
    ? (await Throttle.updateOne(unchanged, { $set: claimed.before })).modifiedCount
    : (await Throttle.deleteOne(unchanged)).deletedCount;
  if (restored === 1) return;
  await Throttle.updateOne({ key: claimed.id, failures: { $gt: 0 } }, { $inc: { failures: -1 } });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts one try against every check, in order, or refuses with 429 and Retry-After (the longest wait
 * among the checks) when any of them must wait; the tries already counted for a refused request are given
 * back. What the caller learns about the try afterwards decides: nothing more for a failure, `clearThrottle`
 * or `releaseAttempts` for a success.
 */
export async function claimAttempts(
  checks: ThrottleCheck[],
  message: (seconds: number) => string,
): Promise<ThrottleClaim[]> {
  await connectToDatabase();
  // The unique key is what makes the first insert of two parallel ones fail.
  await Throttle.init();
  const claims: ThrottleClaim[] = [];
  for (const check of checks) {
    const result = await claim(check);
    if (typeof result !== "number") {
      claims.push(result);
      continue;
    }
    await releaseAttempts(claims);
    const now = Date.now();
    const waits = await Promise.all(checks.map((other) => (other === check ? result : waitMs(other, now))));
    const wait = seconds(Math.max(...waits));
    throw new RateLimitedError(message(wait), wait);
  }
  return claims;
}

/** Gives counted tries back, e.g. a successful sign-in's count against its client address. */
export async function releaseAttempts(claims: ThrottleClaim[]): Promise<void> {
  await Promise.all(claims.map(release));
}

/** Forgets every failure counted against the check, e.g. an account's after its password was reset. */
export async function clearThrottle(check: ThrottleCheck): Promise<void> {
  await connectToDatabase();
  await Throttle.deleteOne({ key: storedKey(check) });
}
