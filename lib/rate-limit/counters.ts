import { RateLimitedError } from "@/lib/errors";
import { connectToDatabase } from "@/lib/db";
import { LimitCounter } from "@/models/LimitCounter";

/**
 * The store behind every limit: one document per rule and key in `limit_counters`. Both kinds of rule
 * count the same way: a counter is created by an insert that the unique key lets only one parallel request
 * win (the others read it again and update it), and is changed by conditional updates on that one
 * document, so parallel requests are counted one by one, on MongoDB and on the embedded engine alike.
 * A counter whose `expiresAt` has passed counts as absent, whether or not the TTL index removed it yet.
 */
export type StoredCounter = { count: number; expiresAt: Date; nextAttemptAt?: Date | null };

export const counterKey = (rule: { keyPrefix: string }, key: string) => `${rule.keyPrefix}:${key}`;

export async function openCounters(): Promise<void> {
  await connectToDatabase();
  // The unique key is what makes the first insert of two parallel ones fail.
  await LimitCounter.init();
}

/** The stored counter, even when it has expired (null: none is stored). */
export async function storedCounter(id: string): Promise<StoredCounter | null> {
  return LimitCounter.findOne({ key: id }, { _id: 0, count: 1, expiresAt: 1, nextAttemptAt: 1 }).lean();
}

export const isLive = (counter: StoredCounter | null, now: number): counter is StoredCounter =>
  counter !== null && counter.expiresAt.getTime() > now;

/** Stores a new counter; false when a parallel request stored one under the key first. */
export async function insertCounter(id: string, counter: StoredCounter): Promise<boolean> {
  try {
    await LimitCounter.create({ key: id, ...counter });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

export async function deleteCounter(id: string): Promise<void> {
  await connectToDatabase();
  await LimitCounter.deleteOne({ key: id });
}

/** Whole seconds for Retry-After, never 0. */
export const retrySeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes one allowance per check, all or none: `take` answers what it took, or how many ms the check must
 * wait. On the first check that must wait, what was already taken is given back and the request is refused
 * (429) with the longest wait of all the checks, so a refused request uses none of its allowances.
 */
export async function takeAllOrRefuse<Check, Held extends object>(
  checks: Check[],
  step: {
    take: (check: Check) => Promise<Held | number>;
    giveBack: (held: Held[]) => Promise<void>;
    waitMs: (check: Check, now: number) => Promise<number>;
  },
  message: (seconds: number) => string,
): Promise<Held[]> {
  const held: Held[] = [];
  for (const check of checks) {
    const result = await step.take(check);
    if (typeof result !== "number") {
      held.push(result);
      continue;
    }
    await step.giveBack(held);
    const now = Date.now();
    const waits = await Promise.all(checks.map((other) => (other === check ? result : step.waitMs(other, now))));
    const wait = retrySeconds(Math.max(...waits));
    throw new RateLimitedError(message(wait), wait);
  }
  return held;
}
