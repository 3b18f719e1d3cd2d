import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { CODE_CHANNELS } from "@/domain/otp/options";

// Browser-safe: the option lists of phone verification and the reading of a number, shared by the forms and
// the models.

/**
 * What an SMS code is for: verifying an account's number, signing in, confirming a submitted listing's number
 * (lib/otp's table).
 */
export const PHONE_OTP_PURPOSES = CODE_CHANNELS.sms.purposes;
export type PhoneOtpPurpose = (typeof PHONE_OTP_PURPOSES)[number];

/** The number in E.164 (India by default: "94370 12345"), or null when it is not a valid mobile number. */
export function toE164(text: string | null | undefined): string | null {
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, "IN");
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? parsed.number : null;
}
