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
