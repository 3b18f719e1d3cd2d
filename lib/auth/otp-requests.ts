import { connectToDatabase } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { accountExistsMail, otpMail } from "@/lib/mail/templates";
import { issueOtp, OTP_TTL_MINUTES } from "@/lib/otp";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { User } from "@/models/User";
import type { OtpPurpose } from "@/models/Otp";

export const OTP_SENT = `OTP sent to your email. It expires in ${OTP_TTL_MINUTES} minutes.`;

/**
 * Mails a code for registering or resetting. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered: registering a taken address mails
 * a note with links to sign in and reset instead of a code, and resetting an unknown one mails nothing.
 */
export async function requestOtp(email: string, purpose: OtpPurpose, ip: string): Promise<string> {
  await consumeOrRefuse(
    [
      { rule: LIMITS.otpCooldown, key: email },
      { rule: LIMITS.otpHourly, key: email },
      { rule: LIMITS.otpPerIp, key: ip },
    ],
    (seconds) => `Please wait ${minutesText(seconds)} before requesting another OTP.`,
  );
  await connectToDatabase();
  const hasAccount = Boolean(await User.exists({ email }));
  if (purpose === "register") {
    await sendMail(
      hasAccount ? accountExistsMail(email) : otpMail(email, purpose, await issueOtp(email, purpose), OTP_TTL_MINUTES),
    );
  } else if (hasAccount) {
    await sendMail(otpMail(email, purpose, await issueOtp(email, purpose), OTP_TTL_MINUTES));
  }
  return OTP_SENT;
}
