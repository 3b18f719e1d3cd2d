import {
  counterKey,
  deleteCounter,
  insertCounter,
  isLive,
  openCounters,
  takeAllOrRefuse,
  storedCounter,
} from "@/lib/rate-limit/counters";
import type { ThrottleRule } from "@/lib/rate-limit/rules";
import { LimitCounter } from "@/models/LimitCounter";

/**
 * Growing delays (ThrottleRule in rules.ts), kept in the counters of counters.ts (`count`: failures in a
 * row). A try is counted as a failure before it is checked ("claimed"), in one conditional update that also
 * moves the time of the next allowed try, so parallel requests are counted one by one and none passes a
 * closed gate. A try that turns out fine gives its count back (`releaseAttempts`) or clears the counter
 * (`clearThrottle`).
 */
export type ThrottleCheck = { rule: ThrottleRule; key: string };

type Failures = { count: number; nextAttemptAt: Date; expiresAt: Date };
/** One counted try: the counter as this try left it, and as it was before (null: there was none). */
export type ThrottleClaim = Failures & { id: string; before: Failures | null };

/** Seconds to wait after the `failures`-th failure in a row: none within the free allowance, then doubling. */
export function throttleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelay, rule.firstDelay * 2 ** (failures - rule.freeFailures));
}

/**
 * Attempts at the conditional update before giving up. Losing one means another request was counted in
 * between; the gate closes after a handful of those, so only a flood of parallel tries on one key gets here.
 */
const CLAIM_TRIES = 50;
const BUSY_WAIT_MS = 1000;

const nextAttemptMs = (counter: { nextAttemptAt?: Date | null }) => counter.nextAttemptAt?.getTime() ?? 0;

/** Milliseconds until the check allows a try (0: now). */
async function waitMs(check: ThrottleCheck, now: number): Promise<number> {
  const counter = await storedCounter(counterKey(check.rule, check.key));
  return isLive(counter, now) ? Math.max(0, nextAttemptMs(counter) - now) : 0;
}

/** Counts one try against the check, or answers how many milliseconds to wait first. */
async function claim(check: ThrottleCheck): Promise<ThrottleClaim | number> {
  const id = counterKey(check.rule, check.key);
  for (let i = 0; i < CLAIM_TRIES; i++) {
    const now = Date.now();
    const stored = await storedCounter(id);
    const live = isLive(stored, now);
    if (live && nextAttemptMs(stored) > now) return nextAttemptMs(stored) - now;

    const count = (live ? stored.count : 0) + 1;
    const nextAttemptAt = new Date(now + throttleDelaySeconds(check.rule, count) * 1000);
    // Never forgotten while its wait still runs.
    const expiresAt = new Date(Math.max(now + check.rule.forgetAfter * 1000, nextAttemptAt.getTime()));
    const after: Failures = { count, nextAttemptAt, expiresAt };
    const before: Failures | null = live
      ? { count: stored.count, nextAttemptAt: new Date(nextAttemptMs(stored)), expiresAt: stored.expiresAt }
      : null;

    if (!stored) {
      if (await insertCounter(id, after)) return { id, ...after, before };
      continue;
    }
    // Only if nobody was counted since the read.
    const unchanged = {
      key: id,
      count: stored.count,
      nextAttemptAt: stored.nextAttemptAt,
      expiresAt: stored.expiresAt,
    };
    const { modifiedCount } = await LimitCounter.updateOne(unchanged, { $set: after });
    if (modifiedCount === 1) return { id, ...after, before };
  }
  return BUSY_WAIT_MS;
}

/** Gives one counted try back: the counter as it was, or, when others were counted since, one failure less. */
async function release(claimed: ThrottleClaim): Promise<void> {
  const unchanged = { key: claimed.id, count: claimed.count, nextAttemptAt: claimed.nextAttemptAt };
  const restored = claimed.before
    ? (await LimitCounter.updateOne(unchanged, { $set: claimed.before })).modifiedCount
    : (await LimitCounter.deleteOne(unchanged)).deletedCount;
  if (restored === 1) return;
  await LimitCounter.updateOne({ key: claimed.id, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

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
  await openCounters();
  return takeAllOrRefuse(checks, { take: claim, giveBack: releaseAttempts, waitMs }, message);
}

/** Gives counted tries back, e.g. a successful sign-in's count against its client address. */
export async function releaseAttempts(claims: ThrottleClaim[]): Promise<void> {
  await Promise.all(claims.map(release));
}

/** Forgets every failure counted against the check, e.g. an account's after its password was reset. */
export async function clearThrottle(check: ThrottleCheck): Promise<void> {
  await deleteCounter(counterKey(check.rule, check.key));
}
