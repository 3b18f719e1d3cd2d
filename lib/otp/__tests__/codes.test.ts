import {
  checkCode,
  CODE_CHANNELS,
  consumeCode,
  consumeProof,
  generateCode,
  hashCode,
  hasLiveProof,
  issueCode,
  OTP_INVALID,
  proveCode,
  sameHash,
  withdrawCode,
  type CodeTarget,
} from "@/lib/otp";
import { resetDatabase } from "@/test/db-helpers";
import { OneTimeCode } from "@/test/models";

const EMAIL: CodeTarget = { channel: "email", address: "asha@example.in", purpose: "register" };
const SMS: CodeTarget = { channel: "sms", address: "+919437012345", purpose: "verify", subject: "account-1" };
/** The n-th code after `code`, never `code` itself. */
const after = (code: string, n = 1) => String((Number(code) + n) % 10 ** code.length).padStart(code.length, "0");
const stored = (target: CodeTarget) =>
  OneTimeCode.findOne({ channel: target.channel, address: target.address, purpose: target.purpose }).lean();

describe("one-time codes", () => {
  it.each(["email", "sms"] as const)("of the %s channel have its digits, keep leading zeros, and vary", (channel) => {
    const { digits } = CODE_CHANNELS[channel];
    const codes = Array.from({ length: 2000 }, () => generateCode(channel));
    for (const code of codes) expect(code).toMatch(new RegExp(`^\\d{${digits}}$`));
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // About one code in ten starts with 0; a generator that dropped leading zeros would show none.
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("hash to a keyed SHA-256 bound to the channel, address, purpose and subject", () => {
    const hash = hashCode(EMAIL, "123456");
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    expect(hashCode({ ...EMAIL }, "123456")).toBe(hash);
    expect(hashCode({ ...EMAIL, purpose: "reset" }, "123456")).not.toBe(hash);
    expect(hashCode({ ...EMAIL, address: "ravi@example.in" }, "123456")).not.toBe(hash);
    expect(hashCode({ ...EMAIL, subject: "x" }, "123456")).not.toBe(hash);
    expect(hashCode({ ...SMS, address: EMAIL.address }, "123456")).not.toBe(
      hashCode({ ...SMS, subject: "" }, "123456"),
    );
    expect(hashCode({ ...SMS, subject: "account-2" }, "123456")).not.toBe(hashCode(SMS, "123456"));
    // Not the unkeyed digest an attacker could precompute for all million codes.
    const { createHash } = jest.requireActual<typeof import("node:crypto")>("node:crypto");
    expect(createHash("sha256").update("123456").digest("hex")).not.toBe(hash);
  });

  it("compare hashes only when they are equal, whatever their lengths", () => {
    const hash = hashCode(SMS, "123456");
    expect(sameHash(hash, hashCode(SMS, "123456"))).toBe(true);
    expect(sameHash(hash, hashCode(SMS, "123457"))).toBe(false);
    expect(sameHash(hash, hash.slice(0, 62))).toBe(false);
    expect(sameHash(hash, "")).toBe(false);
  });
});

describe.each([
  ["email", EMAIL],
  ["sms", SMS],
] as const)("codes of the %s channel, stored", (channel, target) => {
  const { lifetimeMinutes, maxAttempts } = CODE_CHANNELS[channel];

  beforeEach(resetDatabase);

  it("store only a keyed hash, expire the channel's lifetime after issue, and are used once", async () => {
    const code = await issueCode(target);
    const doc = await stored(target);
    expect(doc!.codeHash).toBe(hashCode(target, code));
    const left = doc!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan((lifetimeMinutes - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(lifetimeMinutes * 60_000);
    await checkCode(target, code);
    expect((await stored(target))!.expiresAt.getTime()).toBe(doc!.expiresAt.getTime());
    const answers = await Promise.allSettled([consumeCode(target, code), consumeCode(target, code)]);
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    await expect(consumeCode(target, code)).rejects.toThrow(OTP_INVALID);
  });

  // The guesses of a burst reach the database over several connections, so the order it counts them in is
  // not the order they were sent in: the burst holds wrong guesses only, and the right code comes after it.
  it("count every one of parallel guesses, and once the channel's allowance is spent the code is gone", async () => {
    const code = await issueCode(target);
    const wrong = (count: number, from: number) => Array.from({ length: count }, (_, i) => after(code, from + i));
    const rejected = (answers: PromiseSettledResult<void>[]) =>
      answers.map((a) => (a.status === "rejected" ? (a.reason as Error).message : "accepted"));

    const first = await Promise.allSettled(wrong(maxAttempts - 1, 1).map((guess) => consumeCode(target, guess)));
    expect(rejected(first)).toEqual(Array(maxAttempts - 1).fill(OTP_INVALID));
    expect((await stored(target))!.attempts).toBe(maxAttempts - 1);

    const burst = await Promise.allSettled(
      wrong(3 * maxAttempts, maxAttempts).map((guess) => consumeCode(target, guess)),
    );
    expect(rejected(burst)).toEqual(Array(3 * maxAttempts).fill(OTP_INVALID));
    expect(await stored(target)).toBeNull();
    await expect(consumeCode(target, code)).rejects.toThrow(OTP_INVALID);
  });

  it("refuse an expired code, and one sent for another target", async () => {
    const code = await issueCode(target);
    await expect(consumeCode({ ...target, subject: "someone-else" }, code)).rejects.toThrow(OTP_INVALID);
    await OneTimeCode.updateOne({ address: target.address }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(consumeCode(target, code)).rejects.toThrow(OTP_INVALID);
  });

  it("withdraw only the code named, or whichever is live", async () => {
    const first = await issueCode(target);
    const second = await issueCode(target);
    await withdrawCode(target, first);
    expect(await stored(target)).not.toBeNull();
    await withdrawCode(target);
    expect(await stored(target)).toBeNull();
    await expect(consumeCode(target, second)).rejects.toThrow(OTP_INVALID);
  });

  it("hand out a proof that lives with the code and is used once", async () => {
    const code = await issueCode(target);
    const proof = await proveCode(target, code);
    expect(await hasLiveProof(target, proof)).toBe(true);
    expect(await hasLiveProof(target, `${proof}x`)).toBe(false);
    expect(await consumeProof({ ...target, address: "someone@else.in" }, proof)).toBe(false);
    expect(await consumeProof(target, proof)).toBe(true);
    expect(await consumeProof(target, proof)).toBe(false);
  });
});
