import mongoose from "mongoose";
import { RateLimiterMongo, RateLimiterRes } from "rate-limiter-flexible";
import { connectToDatabase } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";

/**
 * Counters live in MongoDB (collection `rate_limits`, TTL-indexed by rate-limiter-flexible) so every app
 * instance sees the same numbers.
 */
export type LimitRule = { keyPrefix: string; points: number; duration: number; blockDuration?: number };

export const LIMITS = {
  /** One code per e-mail per minute... */
  otpCooldown: { keyPrefix: "otp-cooldown", points: 1, duration: 60 },
  /** ...and at most five per hour... */
  otpHourly: { keyPrefix: "otp-hourly", points: 5, duration: 60 * 60 },
  /** ...and a cap per client address, so one visitor cannot mail many inboxes. */
  otpPerIp: { keyPrefix: "otp-ip", points: 30, duration: 60 * 60 },
  /** Failed sign-ins per account: the sixth within 15 minutes is refused for 15 minutes. */
  loginPerAccount: { keyPrefix: "login-account", points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed sign-ins per client address, across accounts. */
  loginPerIp: { keyPrefix: "login-ip", points: 50, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Contact-page messages per client address: no account is needed, so cap what one visitor can send. */
  contactMessagePerIp: { keyPrefix: "contact-message-ip", points: 20, duration: 60 * 60 },
  /** Launch waitlist sign-ups per client address. */
  waitlistPerIp: { keyPrefix: "waitlist-ip", points: 20, duration: 60 * 60 },
  /** Checkout orders per account: each one is a call to Razorpay, and a buyer needs only a few retries. */
  orderPerUser: { keyPrefix: "order-user", points: 10, duration: 15 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitCheck = { rule: LimitRule; key: string };

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

/** The longest wait among the checks that have no allowance left, or 0 when every one has some. */
async function waitSeconds(checks: LimitCheck[]): Promise<number> {
  let wait = 0;
  for (const { rule, key } of checks) {
    const state = await (await limiterFor(rule)).get(key);
    if (state && state.consumedPoints >= rule.points) wait = Math.max(wait, seconds(state.msBeforeNext));
  }
  return wait;
}

/** Refuses with 429 and Retry-After while any check is used up. */
export async function assertAllowed(checks: LimitCheck[], message: (seconds: number) => string): Promise<void> {
  const wait = await waitSeconds(checks);
  if (wait > 0) throw tooManyRequests(message(wait), wait);
}

/**
 * Counts one use against every check, or refuses with 429 when any is used up. It looks first, so a
 * refused request does not also eat into the other allowances.
 */
export async function consumeOrRefuse(checks: LimitCheck[], message: (seconds: number) => string): Promise<void> {
  await assertAllowed(checks, message);
  try {
    for (const { rule, key } of checks) await (await limiterFor(rule)).consume(key);
  } catch (error) {
    // A concurrent request took the last allowance between the look and the count.
    if (error instanceof RateLimiterRes)
      throw tooManyRequests(message(seconds(error.msBeforeNext)), seconds(error.msBeforeNext));
    throw error;
  }
}

/** Counts a failure (e.g. a wrong password) without refusing this request. */
export async function recordFailure(checks: LimitCheck[]): Promise<void> {
  for (const { rule, key } of checks) {
    await (await limiterFor(rule)).consume(key).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }
}

/** Forgets a counter, e.g. an account's failed sign-ins after a successful one. */
export async function resetLimit({ rule, key }: LimitCheck): Promise<void> {
  await (await limiterFor(rule)).delete(key);
}

export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds <= 90 ? `${seconds} seconds` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
