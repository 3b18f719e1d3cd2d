import { randomBytes } from "node:crypto";
import { knownDeviceOf } from "@/lib/accounts/known-device";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { connectToDatabase } from "@/lib/db";
import { UnauthenticatedError } from "@/lib/errors";
import {
  claimAttempts,
  clearThrottle,
  LIMITS,
  minutesText,
  releaseAttempts,
  type ThrottleCheck,
} from "@/lib/rate-limit";
import { User, type UserDoc } from "@/models/User";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const tooManySignIns = (seconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutesText(seconds)}.`;

// Verifying against a fixed hash when the account does not exist keeps the response time the same,
// so timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

type UserWithHash = UserDoc & { passwordHash?: string };

/** Where a sign-in comes from: the client address and the browser's known-device token, if any. */
export type SignInOrigin = { ip: string; knownDevice?: string };

/**
 * What a sign-in is counted against: the account from this address; the account from anywhere, or this
 * browser instead when it has signed in to the account before; and the address across accounts. The same
 * for e-mails without an account, so the answers do not tell which ones have one.
 */
export function signInChecks(email: string, ip: string, deviceId: string | undefined): ThrottleCheck[] {
  return [
    { rule: LIMITS.loginPerAccountAndIp, key: `${email}|${ip}` },
    deviceId ? { rule: LIMITS.loginPerKnownDevice, key: deviceId } : { rule: LIMITS.loginPerAccount, key: email },
    { rule: LIMITS.loginPerIp, key: ip },
  ];
}

/**
 * Password sign-in for every way in (JSON logins and next-auth's Credentials provider). Each try is counted
 * as a failure before the password is checked, so parallel tries cannot get past the limits; while one of
 * them makes the try wait, the answer is 429 with Retry-After whatever the password, so waiting tries tell
 * nothing. A wrong password or unknown e-mail is a 401 with one generic message. A success forgets the
 * failures of this account from this address and from this browser (or from unknown browsers, when this
 * one was unknown) and gives the address its count back.
 */
export async function signInWithPassword(email: string, password: string, origin: SignInOrigin): Promise<UserDoc> {
  const account = email.toLowerCase();
  await connectToDatabase();
  const user = await User.findOne({ email: account }).select("+passwordHash").lean<UserWithHash>();
  const device = user ? knownDeviceOf(origin.knownDevice, user) : null;
  const [pair, accountOrDevice, address] = signInChecks(account, origin.ip, device?.deviceId);
  const claims = await claimAttempts([pair, accountOrDevice, address], tooManySignIns);

  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok) throw new UnauthenticatedError(INVALID_CREDENTIALS);

  await Promise.all([clearThrottle(pair), clearThrottle(accountOrDevice), releaseAttempts([claims[2]])]);
  const { passwordHash: _hash, ...rest } = user;
  void _hash;
  return rest as UserDoc;
}

/** After a password reset: the owner proved the address, so the account's failures no longer count. */
export async function forgetSignInFailures(email: string, ip: string): Promise<void> {
  const [pair, account] = signInChecks(email.toLowerCase(), ip, undefined);
  await Promise.all([clearThrottle(pair), clearThrottle(account)]);
}
