import { forgetSignInFailures } from "@/lib/accounts/credentials";
import { consumeOtp } from "@/lib/accounts/email-codes";
import { hashPassword } from "@/lib/accounts/password";
import { assertPasswordAllowed } from "@/lib/accounts/password-rules";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError } from "@/lib/errors";
import { logMailFailure, sendMail } from "@/lib/mail";
import { OTP_INVALID } from "@/lib/otp";
import { passwordChangedMail } from "@/lib/mail/templates";
import type { Locale } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { User } from "@/models/User";

/**
 * A notice failing to send must not undo a password change that already happened. Written in `language`,
 * the account's (else English).
 */
export async function notifyPasswordChanged(email: string, language?: Locale): Promise<void> {
  const mail = passwordChangedMail(email, language);
  await sendMail(mail).catch((error: unknown) => logMailFailure(error, mail.subject));
}

/**
 * Sets a new password with a reset code. Every session of the account ends (sessionVersion), earlier
 * failed sign-ins from unknown browsers and from this client address are forgotten, and a notice goes to
 * the address, in the account's language, else in `language` (the page's).
 */
export async function resetPassword(
  input: { email: string; otp: string; newPassword: string },
  ip: string,
  language?: Locale,
): Promise<void> {
  assertPasswordAllowed(input.newPassword, "newPassword");
  await consumeOtp(input.email, "reset", input.otp);
  const passwordHash = await hashPassword(input.newPassword);
  await connectToDatabase();
  const account = await User.findOneAndUpdate(
    { email: input.email },
    { $set: { passwordHash, isVerified: true }, $inc: { sessionVersion: 1 } },
    { projection: { language: 1 } },
  ).lean();
  // Codes are only issued for existing accounts; this is an account deleted in the meantime.
  if (!account) throw new InvalidInputError(OTP_INVALID);
  // The owner proved the address: failures that built up against the account no longer count.
  await forgetSignInFailures(input.email, ip);
  await notifyPasswordChanged(input.email, accountLanguage(account) ?? language);
}
