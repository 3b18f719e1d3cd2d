import { z } from "@/lib/validation/zod";
import { OTP_PURPOSES } from "@/domain/accounts/options";
import { CODE_CHANNELS, codePattern } from "@/domain/otp/options";

/** Account schemas, shared by the route handlers and the forms, so both show the same field messages. */

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is invalid")
  .email("Email is invalid")
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;

/** What the server answers (and the forms show) for a password on the common-password list. */
export const COMMON_PASSWORD_MESSAGE = "This password is too common and easy to guess. Please choose a different one.";

/**
 * A new password: at least 8 characters. The server also refuses the most common passwords with
 * COMMON_PASSWORD_MESSAGE (the list is too large to ship to the browser).
 */
export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const nameSchema = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

export const otpCodeSchema = z
  .string({ message: "OTP is required" })
  .trim()
  .min(1, "OTP is required")
  .regex(codePattern("email"), `OTP must be the ${CODE_CHANNELS.email.digits} digits from the e-mail`);

const purposeSchema = z.enum(OTP_PURPOSES, { message: "purpose must be register or reset" });

const confirmSchema = z.string({ message: "Please confirm your password" }).min(1, "Please confirm your password");

/** POST /user/login. A wrong type (e.g. {"$gt": ""}) fails here, before any query. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(128),
});

/** POST /auth/user/send-otp */
export const sendOtpSchema = z.strictObject({ email: emailSchema, purpose: purposeSchema });

/** POST /auth/user/verify-otp */
export const verifyOtpSchema = z.strictObject({ email: emailSchema, otp: otpCodeSchema, purpose: purposeSchema });

/** What the register call answers when this browser has no live verification of the address. */
export const OTP_NOT_VERIFIED = "Please verify your email with the OTP first.";

/** Where and how a confirmation that differs from the password is refused. */
const PASSWORDS_DIFFER = { message: "Passwords do not match", path: ["confirmPassword"] };

const registerFields = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmSchema,
});

/** POST /user/register (the OTP was verified in the step before, in the same browser). */
export const registerSchema = registerFields.refine((v) => v.password === v.confirmPassword, PASSWORDS_DIFFER);

/** POST /user/reset-password */
export const resetPasswordSchema = z.strictObject({
  email: emailSchema,
  otp: otpCodeSchema,
  newPassword: passwordSchema,
});

// The forms' steps, each a part of the schema its route parses.

/** Registration's first step: the name and the e-mail the code goes to. */
export const registerDetailsSchema = registerFields.pick({ name: true, email: true });

/** Registration's last step: the password twice, and the terms (agreed in the browser, not sent). */
export const registerPasswordSchema = registerFields
  .pick({ password: true, confirmPassword: true })
  .extend({ terms: z.literal(true, { message: "You must agree to the terms and conditions" }) })
  .refine((v) => v.password === v.confirmPassword, PASSWORDS_DIFFER);

/** The reset's last step: the new password and its confirmation (the e-mail and code come from the steps before). */
export const resetPasswordFormSchema = resetPasswordSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: confirmSchema })
  .refine((v) => v.newPassword === v.confirmPassword, PASSWORDS_DIFFER);
