import { SITE_NAME } from "@/lib/brand";
import { env } from "@/lib/env";
import { RateLimitedError, UnavailableError } from "@/lib/errors";
import { CODE_CHANNELS, issueCode, withdrawCode, type CodeTarget } from "@/lib/otp";
import type { PhoneOtpPurpose } from "@/domain/phones/options";
import { assertAllowed, consumeOrRefuse, LIMITS, minutesText, type LimitCheck } from "@/lib/rate-limit";
import { sendSms } from "@/lib/sms";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { smsWords } from "@/lib/i18n/sent-words";

export const SMS_BUDGET_SPENT =
  "We cannot send SMS codes right now. Please try again tomorrow, or sign in with your e-mail and password.";

const tooManyCodes = (seconds: number) => `Too many codes requested. Please try again in ${minutesText(seconds)}.`;

/** The SMS channel's settings (lib/otp): the code's digits and lifetime, what the texts say. */
const SMS = CODE_CHANNELS.sms;

/** What the SMS and sign-in answers say about a code on its way. */
export const SMS_CODE_TEXT = `a ${SMS.digits}-digit code`;
export const SMS_CODE_LIFETIME_TEXT = `It expires in ${SMS.lifetimeMinutes} minutes.`;

/**
 * A number's code: what for, and whom it concerns besides the number (the account verifying it, the
 * submitted listing whose number it is; nobody for signing in).
 */
export type PhoneCodeFor = { phone: string; purpose: PhoneOtpPurpose; subject?: string };

/** The code's target in lib/otp: the SMS channel, the number as its address. */
export function smsCode({ phone, purpose, subject }: PhoneCodeFor): CodeTarget {
  return { channel: "sms", address: phone, purpose, subject };
}

/**
 * Who asks for a code: their address, their account when signed in, and the language the SMS is written in
 * (lib/i18n/request-language.ts; English without one).
 */
export type Requester = { ip: string; account?: string; language?: Locale };

/** The day's budget for every SMS of the site (SMS_DAILY_BUDGET). */
function budgetCheck(): LimitCheck {
  return { rule: { ...LIMITS.smsDailyBudget, points: env().SMS_DAILY_BUDGET }, key: "all" };
}

async function withinBudget(spend: (check: LimitCheck[]) => Promise<void>): Promise<void> {
  try {
    await spend([budgetCheck()]);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new UnavailableError(SMS_BUDGET_SPENT);
    throw error;
  }
}

/**
 * Counts a request for a code against the limits of its number, address and account (429 beyond any of
 * them) and looks at the day's budget (503 once it is spent), without spending it: what every request for
 * a code does before its answer, whether or not a code is then sent.
 */
export async function countCodeRequest(target: { phone: string }, requester: Requester): Promise<void> {
  const checks: LimitCheck[] = [
    { rule: LIMITS.smsPerNumberHourly, key: target.phone },
    { rule: LIMITS.smsPerNumberDaily, key: target.phone },
    { rule: LIMITS.smsPerIpHourly, key: requester.ip },
    { rule: LIMITS.smsPerIpDaily, key: requester.ip },
    ...(requester.account
      ? [
          { rule: LIMITS.smsPerAccountHourly, key: requester.account },
          { rule: LIMITS.smsPerAccountDaily, key: requester.account },
        ]
      : []),
  ];
  await assertAllowed(checks, tooManyCodes);
  // Looked at for every request, so a spent budget answers alike whether or not the number has an account.
  await withinBudget((budget) => assertAllowed(budget, () => SMS_BUDGET_SPENT));
  await consumeOrRefuse(checks, tooManyCodes);
}

/**
 * Spends one SMS of the day's budget (503 once it is spent), issues a code and texts it in `language`. A
 * code whose SMS fails is withdrawn (502).
 */
export async function deliverPhoneCode(target: PhoneCodeFor, language: Locale = DEFAULT_LOCALE): Promise<void> {
  await withinBudget((budget) => consumeOrRefuse(budget, () => SMS_BUDGET_SPENT));
  const code = await issueCode(smsCode(target));
  try {
    await sendSms({
      to: target.phone,
      otp: code,
      minutes: SMS.lifetimeMinutes,
      text: smsWords(language)("code", { code, site: SITE_NAME, minutes: SMS.lifetimeMinutes }),
    });
  } catch (error) {
    await withdrawCode(smsCode(target), code);
    throw error;
  }
}

/** Counts a request for a code (countCodeRequest), then issues the code and texts it (deliverPhoneCode). */
export async function sendPhoneCode(target: PhoneCodeFor, requester: Requester): Promise<void> {
  await countCodeRequest(target, requester);
  await deliverPhoneCode(target, requester.language);
}
