import type { ClientSession } from "mongoose";
import type { OtpPurpose } from "@/domain/accounts/options";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError } from "@/lib/errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail";
import { accountExistsMail, noAccountMail, otpMail } from "@/lib/mail/templates";
import {
  checkCode,
  CODE_CHANNELS,
  consumeCode,
  consumeProof,
  hasLiveProof,
  issueCode,
  proveCode,
  withdrawCode,
  type CodeTarget,
} from "@/lib/otp";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, resetLimit } from "@/lib/rate-limit";
import { OTP_NOT_VERIFIED } from "@/lib/validation/auth";
import { User } from "@/models/User";

/**
 * E-mail codes for registering and resetting a password: requesting one (rate-limited, mailed before the
 * answer so that a failed send is reported), checking it, and using it up. The codes themselves (one live
 * code per address and purpose, a keyed hash, fixed expiry, counted guesses) are lib/otp's, channel "email".
 */

const LIFETIME_MINUTES = CODE_CHANNELS.email.lifetimeMinutes;

export const OTP_SENT = `OTP sent to your email. It expires in ${LIFETIME_MINUTES} minutes.`;

function emailCode(email: string, purpose: OtpPurpose): CodeTarget {
  return { channel: "email", address: email, purpose };
}

/**
 * Checks a code (the wizards' step 2). For registration it answers a proof: a one-time secret that only the
 * browser which entered the code holds, and that creating the account requires, so someone who merely knows
 * the address cannot finish the registration. The proof lives as long as the code (it is not extended). A
 * reset code is kept for the step that sets the password.
 */
export async function verifyOtp(email: string, purpose: OtpPurpose, code: string): Promise<string | null> {
  if (purpose === "register") return proveCode(emailCode(email, purpose), code);
  await checkCode(emailCode(email, purpose), code);
  return null;
}

/** Checks a code and uses it up; of two requests racing with the same code only one succeeds. */
export async function consumeOtp(email: string, purpose: OtpPurpose, code: string): Promise<void> {
  await consumeCode(emailCode(email, purpose), code);
}

/**
 * Throws unless `proof` is the live registration proof for this address, without using it up: a read, so
 * that a made-up proof is refused before any transaction is opened for it.
 */
export async function assertRegistrationProof(email: string, proof: string | undefined): Promise<void> {
  if (!proof || !(await hasLiveProof(emailCode(email, "register"), proof))) {
    throw new InvalidInputError(OTP_NOT_VERIFIED);
  }
}

/**
 * Uses up a registration proof; throws unless it is the live one for this address. Single use. Given a
 * session, the use is part of that transaction (undone when it aborts).
 */
export async function consumeRegistrationProof(
  email: string,
  proof: string | undefined,
  session?: ClientSession,
): Promise<void> {
  if (!proof || !(await consumeProof(emailCode(email, "register"), proof, session))) {
    throw new InvalidInputError(OTP_NOT_VERIFIED);
  }
}

/**
 * Looks the address up and mails it: a code, or a note when the request cannot lead anywhere (registering a
 * taken address, resetting one without an account). Every path replaces the address's earlier code (with a
 * new one or with none) and sends one mail, so the answer takes the same steps whether or not the address
 * has an account. A code whose mail fails is withdrawn: nobody can have received it.
 */
async function mailCode(email: string, purpose: OtpPurpose, language: Locale): Promise<void> {
  await connectToDatabase();
  const target = emailCode(email, purpose);
  const hasAccount = Boolean(await User.exists({ email }));
  const leadsSomewhere = purpose === "register" ? !hasAccount : hasAccount;
  if (!leadsSomewhere) {
    await withdrawCode(target);
    await sendMail(purpose === "register" ? accountExistsMail(email, language) : noAccountMail(email, language));
    return;
  }
  const code = await issueCode(target);
  try {
    await sendMail(otpMail(email, purpose, code, LIFETIME_MINUTES, language));
  } catch (error) {
    await withdrawCode(target, code);
    throw error;
  }
}

/**
 * Mails a code for registering or resetting. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered: registering a taken address mails a
 * note with links to sign in and reset instead of a code, and resetting an unknown one a note that there
 * is no account. When the mail server is down or silent the answer is 502 (after at most SMTP_TIMEOUT_MS
 * per step), again alike for every address, and the visitor may try again at once: the failed attempt
 * does not start the one-minute cooldown (it still counts toward the hourly limits). The mail is written in
 * `language`: the language of the page the person is on (lib/i18n/request-language.ts), signed out here.
 */
export async function requestOtp(
  email: string,
  purpose: OtpPurpose,
  ip: string,
  language: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const hourly = { rule: LIMITS.otpHourly, key: email };
  const perIp = { rule: LIMITS.otpPerIp, key: ip };
  const cooldown = { rule: LIMITS.otpCooldown, key: email };
  const refusal = (seconds: number) => `Please wait ${minutesText(seconds)} before requesting another OTP.`;
  await assertAllowed([hourly, perIp], refusal);
  // A second request within the minute is most often a visitor who went back a step: the answer says so
  // (code "cooldown"), so the form can move on to the code already sent. Every address that asked gets
  // this answer, with or without an account, so it tells nothing about who is registered.
  await assertAllowed(
    [cooldown],
    (seconds) =>
      `A code was sent ${Math.max(1, LIMITS.otpCooldown.duration - seconds)} seconds ago. ${refusal(seconds)}`,
    { code: "cooldown" },
  );
  await consumeOrRefuse([cooldown, hourly, perIp], refusal);
  try {
    await mailCode(email, purpose, language);
  } catch (error) {
    await resetLimit(cooldown);
    throw error;
  }
  return OTP_SENT;
}
