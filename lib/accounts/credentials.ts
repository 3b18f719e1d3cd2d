import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { connectToDatabase } from "@/lib/db";
import { unauthorized } from "@/lib/http";
import { assertAllowed, LIMITS, minutesText, recordFailure, resetLimit, type LimitCheck } from "@/lib/rate-limit";
import { User, type UserDoc } from "@/models/User";

export const INVALID_CREDENTIALS = "Invalid email or password";

// Verifying against a fixed hash when the account does not exist keeps the response time the same,
// so timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The user for these credentials, or null. One outcome for unknown e-mail and wrong password. */
export async function verifyCredentials(email: string, password: string): Promise<UserDoc | null> {
  await connectToDatabase();
  const user = await User.findOne({ email: email.toLowerCase() })
    .select("+passwordHash")
    .lean<UserDoc & { passwordHash?: string }>();
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok) return null;
  const { passwordHash: _hash, ...rest } = user;
  void _hash;
  return rest as UserDoc;
}

/**
 * Failed sign-ins count per e-mail and client address, per e-mail over a day, and per address (whether or
 * not the e-mail has an account). The first is the one a successful sign-in clears.
 */
export function loginLimitChecks(email: string, ip: string): LimitCheck[] {
  const account = email.toLowerCase();
  return [
    { rule: LIMITS.loginPerAccountAndIp, key: `${account}|${ip}` },
    { rule: LIMITS.loginPerAccount, key: account },
    { rule: LIMITS.loginPerIp, key: ip },
  ];
}

/**
 * Password sign-in for every way in (JSON login and next-auth's Credentials provider): refused with 429
 * while the account or the address has too many recent failures, 401 with one generic message otherwise.
 */
export async function signInWithPassword(email: string, password: string, ip: string): Promise<UserDoc> {
  const checks = loginLimitChecks(email, ip);
  await assertAllowed(checks, (s) => `Too many failed sign-in attempts. Please try again in ${minutesText(s)}.`);
  const user = await verifyCredentials(email, password);
  if (!user) {
    await recordFailure(checks);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await resetLimit(checks[0]);
  return user;
}
