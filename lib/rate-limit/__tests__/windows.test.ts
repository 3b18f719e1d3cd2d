import { RateLimitedError } from "@/lib/errors";
import { assertAllowed, consumeOrRefuse, LIMITS, resetLimit, type LimitCheck } from "@/lib/rate-limit";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { LimitCounter } from "@/test/models";

/**
 * Fixed-window limits against the real embedded database: parallel requests never get more than the
 * allowance, a window that is over starts afresh even while its counter is still stored, and a refused
 * request leaves the other allowances as they were. Time passes by moving the stored window ends.
 */
const message = (seconds: number) => `Please try again in ${seconds} seconds.`;
const consume = (...checks: LimitCheck[]) => consumeOrRefuse(checks, message);

/** How many of the calls passed; every other one must have been refused with 429. */
async function passed(calls: Promise<void>[]): Promise<number> {
  const results = await Promise.allSettled(calls);
  for (const result of results)
    if (result.status === "rejected") expect(result.reason).toBeInstanceOf(RateLimitedError);
  return results.filter((result) => result.status === "fulfilled").length;
}

async function refusal(call: Promise<void>): Promise<RateLimitedError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

/** Time passes: the window of every stored counter ended `agoMs` ago (or ends in -agoMs). */
const moveWindowEnds = (agoMs: number) =>
  LimitCounter.updateMany({}, { $set: { expiresAt: new Date(Date.now() - agoMs) } });

const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

beforeAll(resetDatabase);
beforeEach(clearRateLimits);

describe("fixed-window limits", () => {
  const register = { rule: LIMITS.registerPerIp, key: "203.0.113.7" };

  it("let exactly the allowance of 50 parallel requests through, and refuse the rest until the window ends", async () => {
    expect(LIMITS.registerPerIp.points).toBe(10);
    expect(await passed(times(50, () => consume(register)))).toBe(10);

    const refused = await refusal(consume(register));
    expect(refused.message).toBe(message(refused.retryAfter));
    expect(refused.retryAfter).toBeGreaterThan(LIMITS.registerPerIp.duration - 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(LIMITS.registerPerIp.duration);
    // Another key has its own allowance.
    await consume({ ...register, key: "203.0.113.8" });
  });

  it("start a new window once the old one is over, even while its counter is still stored", async () => {
    for (let i = 0; i < 10; i++) await consume(register);
    await moveWindowEnds(-30_000);
    expect((await refusal(consume(register))).retryAfter).toBe(30);

    await moveWindowEnds(1000);
    expect(await passed(times(50, () => consume(register)))).toBe(10);
    expect((await refusal(consume(register))).retryAfter).toBeGreaterThan(LIMITS.registerPerIp.duration - 60);
  });

  it("count a request's points, and refuse one whose points no longer fit while smaller ones still pass", async () => {
    const photos = (points: number) => ({ rule: LIMITS.photosPerAccountDaily, key: "acct-1", points });
    expect(LIMITS.photosPerAccountDaily.points).toBe(60);
    await consume(photos(25));
    await consume(photos(25));
    await refusal(consume(photos(25)));
    await consume(photos(10));
    await refusal(consume(photos(1)));

    // Several accounts at once, so the counts race as they do on a busy server.
    const accounts = ["acct-2", "acct-3", "acct-4", "acct-5"];
    const bursts = accounts.map((key) => passed(times(50, () => consume({ ...photos(3), key }))));
    expect(await Promise.all(bursts)).toEqual(accounts.map(() => 20));
  });

  it("refuse more points than a whole allowance for a whole window, without counting anything", async () => {
    const bytes = { rule: LIMITS.photoBytesPerAccountDaily, key: "acct-1" };
    const refused = await refusal(consume({ ...bytes, points: LIMITS.photoBytesPerAccountDaily.points + 1 }));
    expect(refused.retryAfter).toBe(LIMITS.photoBytesPerAccountDaily.duration);
    await consume({ ...bytes, points: LIMITS.photoBytesPerAccountDaily.points });
  });

  it("give back what a refused request counted against its other allowances", async () => {
    // The listing's allowance is checked first, so requests refused by the sender's take it and give it back.
    const listing = { rule: LIMITS.agentMessagePerListing, key: "listing-1" };
    const sender = { rule: LIMITS.agentMessagePerEmail, key: "asha@example.in" };
    expect([LIMITS.agentMessagePerListing.points, LIMITS.agentMessagePerEmail.points]).toEqual([30, 10]);
    expect(await passed(times(50, () => consume(listing, sender)))).toBe(10);
    await refusal(consume(listing, sender));

    expect(await passed(times(25, () => consume(listing)))).toBe(20);
    await refusal(consume(listing));
  });

  it("only look when asked whether a request is allowed, and refuse with the answer's extra fields once used up", async () => {
    const cooldown = { rule: LIMITS.otpCooldown, key: "asha@example.in" };
    for (let i = 0; i < 3; i++) await assertAllowed([cooldown], message);
    await consume(cooldown);
    const refused = await refusal(assertAllowed([cooldown], message, { cooldown: true }));
    expect(refused.extra).toEqual({ cooldown: true });
    expect(refused.retryAfter).toBeLessThanOrEqual(LIMITS.otpCooldown.duration);
  });

  it("forget a counter when it is reset", async () => {
    const cooldown = { rule: LIMITS.otpCooldown, key: "asha@example.in" };
    await consume(cooldown);
    await refusal(consume(cooldown));
    await resetLimit(cooldown);
    await consume(cooldown);
    await refusal(consume(cooldown));
  });
});
