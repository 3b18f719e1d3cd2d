import { signInChecks, tooManySignIns } from "@/lib/accounts/credentials";
import { knownDeviceOf } from "@/lib/accounts/known-device";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError, UnauthenticatedError } from "@/lib/errors";
import { runAfterResponse } from "@/lib/http/after-response";
import { consumeCode, OTP_INVALID } from "@/lib/otp";
import type { Locale } from "@/lib/i18n/locales";
import { smsNumber } from "@/lib/phones/number";
import {
  countCodeRequest,
  deliverPhoneCode,
  SMS_CODE_LIFETIME_TEXT,
  SMS_CODE_TEXT,
  smsCode,
} from "@/lib/phones/sending";
import { claimAttempts, clearThrottle, releaseAttempts } from "@/lib/rate-limit";
import type { SignInOrigin } from "@/lib/accounts/credentials";
import { User, type UserDoc } from "@/models/User";

/**
 * Signing in with an SMS code to an account's verified number. The same answer for every number: an
 * unknown one is counted against the SMS limits like a known one but gets no SMS, and a wrong code is one
 * 401 whoever asks. The tries are counted by the same throttles as password sign-ins (keyed by the
 * account's e-mail, or by the number when no account has it), so a code guesser and a password guesser
 * slow each other's attempts on one account down alike.
 */

export const PHONE_SIGN_IN_SENT = `If this number is verified on an account, we have sent it ${SMS_CODE_TEXT}. ${SMS_CODE_LIFETIME_TEXT}`;

async function accountWithNumber(phone: string): Promise<UserDoc | null> {
  await connectToDatabase();
  return User.findOne({ verifiedPhone: phone }).lean<UserDoc>();
}

/**
 * Texts a sign-in code when an account has verified the number; answers the same message either way, in
 * the same time. Before the answer every number gets the same steps (the limits, a look at the day's SMS
 * budget); looking the number up, spending the budget, issuing the code and texting it come after the
 * answer (Next.js's `after`), so how long the answer takes tells nothing about who has an account. A
 * failure there (the budget spent meanwhile, the SMS provider down) is logged and the code withdrawn: the
 * visitor asks again, as for an SMS that never arrives.
 */
export async function requestPhoneSignInCode(phoneText: string, ip: string, language?: Locale): Promise<string> {
  const phone = smsNumber(phoneText);
  await countCodeRequest({ phone }, { ip });
  runAfterResponse(async () => {
    // In the language of the page the person is signing in from.
    if (await accountWithNumber(phone)) await deliverPhoneCode({ phone, purpose: "login" }, language);
  });
  return PHONE_SIGN_IN_SENT;
}

/** The account whose verified number received this code; 401 for a wrong code or an unknown number. */
export async function signInWithPhone(phoneText: string, otp: string, origin: SignInOrigin): Promise<UserDoc> {
  const phone = smsNumber(phoneText);
  const user = await accountWithNumber(phone);
  const device = user ? knownDeviceOf(origin.knownDevice, user) : null;
  const [pair, accountOrDevice, address] = signInChecks(user?.email ?? phone, origin.ip, device?.deviceId);
  const claims = await claimAttempts([pair, accountOrDevice, address], tooManySignIns);
  if (!user) throw new UnauthenticatedError(OTP_INVALID);
  try {
    await consumeCode(smsCode({ phone, purpose: "login" }), otp);
  } catch (error) {
    if (error instanceof InvalidInputError) throw new UnauthenticatedError(OTP_INVALID);
    throw error;
  }
  await Promise.all([clearThrottle(pair), clearThrottle(accountOrDevice), releaseAttempts([claims[2]])]);
  return user;
}
