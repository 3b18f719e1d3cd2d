import { RateLimitedError } from "@/lib/errors";
import {
  counterKey,
  deleteCounter,
  insertCounter,
  isLive,
  openCounters,
  retrySeconds,
  takeAllOrRefuse,
  storedCounter,
} from "@/lib/rate-limit/counters";
import type { LimitRule } from "@/lib/rate-limit/rules";
import { LimitCounter } from "@/models/LimitCounter";

/**
 * Fixed windows (LimitRule in rules.ts), kept in the counters of counters.ts (`count`: points used,
 * `expiresAt`: the window's end). A use is counted by one conditional update that adds its points only
 * while they fit in the allowance of a running window, so parallel requests can never take more than the
 * allowance; a window that is over is replaced by a conditional update that only one request wins.
 */
export type LimitCheck = {
  rule: LimitRule;
  key: string;
  /** How much of the allowance this request uses (e.g. photos or bytes of an upload); 1 when left out. */
  points?: number;
};

/** Points counted in one window, to be given back if the request is refused by a later check. */
type Taken = { id: string; points: number; expiresAt: Date };

/**
 * Attempts before giving up. Another one is needed only when parallel requests filled the window or started
 * a new one between the read and the update: the next read then answers.
 */
const TAKE_TRIES = 20;
const BUSY_WAIT_MS = 1000;

/** Milliseconds until the check's points fit in its allowance (0: now). */
async function waitMs({ rule, key, points = 1 }: LimitCheck, now: number): Promise<number> {
  const counter = await storedCounter(counterKey(rule, key));
  const live = isLive(counter, now);
  if ((live ? counter.count : 0) + points <= rule.points) return 0;
  // More than a whole fresh allowance: the soonest it could be tried is when a new window starts.
  return live ? counter.expiresAt.getTime() - now : rule.duration * 1000;
}

/**
 * Counts the check's points, or answers how many milliseconds to wait first. The window is read, then its
 * points are added by an update conditional on that window and on the points still fitting: an `updateOne`,
 * because the embedded engine's `findOneAndUpdate` is not atomic (lib/db/embedded-engine-gaps.ts).
 */
async function take(check: LimitCheck): Promise<Taken | number> {
  const { rule, key, points = 1 } = check;
  const id = counterKey(rule, key);
  if (points > rule.points) return waitMs(check, Date.now());
  for (let i = 0; i < TAKE_TRIES; i++) {
    const now = Date.now();
    const stored = await storedCounter(id);
    if (isLive(stored, now)) {
      if (stored.count + points > rule.points) return stored.expiresAt.getTime() - now;
      const { expiresAt } = stored;
      const counted = await LimitCounter.updateOne(
        { key: id, expiresAt, count: { $lte: rule.points - points } },
        { $inc: { count: points } },
      );
      if (counted.modifiedCount === 1) return { id, points, expiresAt };
      continue; // Filled or started afresh since it was read: read it again.
    }
    const fresh = { count: points, expiresAt: new Date(now + rule.duration * 1000) };
    const started = stored
      ? (await LimitCounter.updateOne({ key: id, expiresAt: { $lte: new Date(now) } }, { $set: fresh }))
          .modifiedCount === 1
      : await insertCounter(id, fresh);
    if (started) return { id, points, expiresAt: fresh.expiresAt };
  }
  return BUSY_WAIT_MS;
}

/** Gives points back to the window they were counted in; nothing when that window is over. */
async function giveBack(taken: Taken[]): Promise<void> {
  await Promise.all(
    taken.map(({ id, points, expiresAt }) =>
      LimitCounter.updateOne({ key: id, expiresAt, count: { $gte: points } }, { $inc: { count: -points } }),
    ),
  );
}

/** Refuses with 429 and Retry-After while any check's allowance is too small; `extra` joins the answer's body. */
export async function assertAllowed(
  checks: LimitCheck[],
  message: (seconds: number) => string,
  extra?: Record<string, unknown>,
): Promise<void> {
  await openCounters();
  const now = Date.now();
  const waits = await Promise.all(checks.map((check) => waitMs(check, now)));
  if (waits.every((ms) => ms === 0)) return;
  const wait = retrySeconds(Math.max(...waits));
  throw new RateLimitedError(message(wait), wait, extra);
}

/**
 * Counts the request against every check, or refuses with 429 when any allowance is too small. A refused
 * request uses none of the other allowances: it looks first, and when a parallel request took the last of
 * an allowance between the look and the count, the points already counted are given back.
 */
export async function consumeOrRefuse(checks: LimitCheck[], message: (seconds: number) => string): Promise<void> {
  await assertAllowed(checks, message);
  await takeAllOrRefuse(checks, { take, giveBack, waitMs }, message);
}

/** Forgets a counter, e.g. a resend cooldown once its mail could not be sent. */
export async function resetLimit({ rule, key }: LimitCheck): Promise<void> {
  await deleteCounter(counterKey(rule, key));
}
