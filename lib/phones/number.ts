import { toE164 } from "@/domain/phones/options";
import { env } from "@/lib/env";
import { InvalidInputError } from "@/lib/errors";

export { toE164 };

/**
 * Mobile numbers as the site stores them: E.164 ("+919437012345"), read with India as the default country so
 * "94370 12345" and "094370 12345" are the same number. Only mobile numbers (they must receive an SMS), and
 * only Indian ones unless SMS_ALLOW_INTERNATIONAL says otherwise: every SMS abroad costs many times one at
 * home, and sending to expensive foreign ranges is how SMS pumping makes money.
 */

export const INVALID_PHONE = "Please enter a valid 10-digit mobile number.";
export const PHONE_OUTSIDE_INDIA = "Only Indian mobile numbers (+91) can be verified.";

/** A number typed with a country code other than India's ("+44 …", "0044 …"). */
const typedAbroad = (text: string) => /^\s*(\+|00)(?!\s*9\s*1)/.test(text);

/**
 * A number that may receive the site's SMS, in E.164; otherwise a 400 that says why. A number typed with
 * another country's code is refused for its country whether or not it is a valid mobile number there, so
 * every form that texts a code (sign-in, profile, a submission) says the same thing about "+44".
 */
export function smsNumber(text: string): string {
  const abroadRefused = env().SMS_ALLOW_INTERNATIONAL !== "true";
  if (abroadRefused && typedAbroad(text)) {
    throw new InvalidInputError(PHONE_OUTSIDE_INDIA, { phone: PHONE_OUTSIDE_INDIA });
  }
  const number = toE164(text);
  if (!number) throw new InvalidInputError(INVALID_PHONE, { phone: INVALID_PHONE });
  if (abroadRefused && !number.startsWith("+91")) {
    throw new InvalidInputError(PHONE_OUTSIDE_INDIA, { phone: PHONE_OUTSIDE_INDIA });
  }
  return number;
}
