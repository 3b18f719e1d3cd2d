import mongoose from "mongoose";
import { RateLimiterMongo, RateLimiterRes } from "rate-limiter-flexible";
import { connectToDatabase } from "@/lib/db";
import { RateLimitedError } from "@/lib/errors";
import type { LimitRule } from "@/lib/rate-limit/rules";

export { LIMITS, type LimitRule, type ThrottleRule } from "@/lib/rate-limit/rules";
export * from "@/lib/rate-limit/throttle";

/**
 * Counters live in MongoDB (collection `rate_limits`, TTL-indexed by rate-limiter-flexible; the growing
 * delays of throttle.ts in `throttles`) so every app instance sees the same numbers. The rules themselves
 * are the table in rules.ts.
 */
export type LimitCheck = {
  rule: LimitRule;
  key: string;
  /** How much of the allowance this request uses (e.g. photos or bytes of an upload); 1 when left out. */
  points?: number;
};

const limiters = new Map<string, RateLimiterMongo>();

async function limiterFor(rule: LimitRule): Promise<RateLimiterMongo> {
  await connectToDatabase();
  let limiter = limiters.get(rule.keyPrefix);
  if (!limiter) {
    limiter = new RateLimiterMongo({ storeClient: mongoose.connection, tableName: "rate_limits", ...rule });
    limiters.set(rule.keyPrefix, limiter);
  }
  return limiter;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The longest wait among the checks whose allowance left is too small, or 0 when every one has enough. */
async function waitSeconds(checks: LimitCheck[]): Promise<number> {
  let wait = 0;
  for (const { rule, key, points = 1 } of checks) {
    const state = await (await limiterFor(rule)).get(key);
    const used = state?.consumedPoints ?? 0;
    if (used + points <= rule.points) continue;
    // More than a whole fresh allowance: the soonest it could be tried is when a new window starts.
    wait = Math.max(wait, state ? seconds(state.msBeforeNext) : rule.duration);
  }
  return wait;
}

/** Refuses with 429 and Retry-After while any check is used up; `extra` joins the answer's body. */
export async function assertAllowed(
  checks: LimitCheck[],
  message: (seconds: number) => string,
  extra?: Record<string, unknown>,
): Promise<void> {
  const wait = await waitSeconds(checks);
  if (wait > 0) throw new RateLimitedError(message(wait), wait, extra);
}

/**
 * Counts one use against every check, or refuses with 429 when any is used up. It looks first, so a
 * refused request does not also eat into the other allowances.
 */
export async function consumeOrRefuse(checks: LimitCheck[], message: (seconds: number) => string): Promise<void> {
  await assertAllowed(checks, message);
  try {
    for (const { rule, key, points = 1 } of checks) await (await limiterFor(rule)).consume(key, points);
  } catch (error) {
    // A concurrent request took the last allowance between the look and the count.
    if (error instanceof RateLimiterRes)
      throw new RateLimitedError(message(seconds(error.msBeforeNext)), seconds(error.msBeforeNext));
    throw error;
  }
}

/** Forgets a counter, e.g. a resend cooldown once its mail could not be sent. */
export async function resetLimit({ rule, key }: LimitCheck): Promise<void> {
  await (await limiterFor(rule)).delete(key);
}

export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds <= 90 ? `${seconds} seconds` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The refusal anonymous forms show: "Too many messages from your network. Please try again in 5 minutes." */
export const tooManyFromNetwork = (what: string) => (seconds: number) =>
  `Too many ${what} from your network. Please try again in ${minutesText(seconds)}.`;
