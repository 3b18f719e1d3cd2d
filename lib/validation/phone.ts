import { CODE_CHANNELS, codePattern } from "@/domain/otp/options";
import { z } from "@/lib/validation/zod";

/**
 * Phone verification bodies. The number is read as text here (whether it is a mobile number the site may
 * text is decided by lib/phones, with its country setting), the code as the SMS channel's digits (lib/otp).
 */
export const phoneSchema = z
  .string({ message: "Mobile number is required" })
  .trim()
  .min(1, "Mobile number is required")
  .max(20, "Please enter a valid 10-digit mobile number.");

export const smsCodeSchema = z
  .string({ message: "OTP is required" })
  .trim()
  .min(1, "OTP is required")
  .regex(codePattern("sms"), `OTP must be the ${CODE_CHANNELS.sms.digits} digits from the SMS`);

/** POST /user/phone/send-otp, /auth/user/phone/send-otp */
export const phoneCodeRequestSchema = z.strictObject({ phone: phoneSchema });

/** POST /user/phone/verify, /auth/user/phone/login */
export const phoneCodeSchema = z.strictObject({ phone: phoneSchema, otp: smsCodeSchema });

/** POST /property/submissions/[id]/phone/verify */
export const submissionCodeSchema = z.strictObject({ otp: smsCodeSchema });
