import type { PublicUser } from "@/lib/contracts/accounts";
import { route, schema } from "@/lib/contracts/route";

/**
 * Phone numbers proved by SMS: verifying the signed-in account's number, signing in with a code, and
 * confirming a submitted listing's contact number. Every request for a code is limited per number, address
 * and account (429) and by the site's daily SMS budget (503); numbers outside India are refused (400)
 * unless SMS_ALLOW_INTERNATIONAL is set.
 */

const phone = () => import("@/lib/validation/phone");

type WithUser = { user: PublicUser };

/** Texts a 6-digit code to the number the signed-in user wants to verify. */
export const sendVerifyCode = route("POST", "/api/user/phone/send-otp", {
  json: schema(phone, "phoneCodeRequestSchema"),
}).answers();

/**
 * Checks the code: the number becomes the account's verified number (`user.phoneVerified`), taken from any
 * other account that had verified it, and the account's listings with that number get the mark.
 */
export const verifyPhone = route("POST", "/api/user/phone/verify", {
  json: schema(phone, "phoneCodeSchema"),
}).answers<WithUser>();

/** Texts a sign-in code when an account has verified the number; the same answer when none has (and no SMS). */
export const sendSignInCode = route("POST", "/api/auth/user/phone/send-otp", {
  json: schema(phone, "phoneCodeRequestSchema"),
}).answers();

/** Signs in with the texted code: the same session cookie and sign-in limits as the password login. */
export const phoneLogin = route("POST", "/api/auth/user/phone/login", {
  json: schema(phone, "phoneCodeSchema"),
}).answers<WithUser>();

/** Texts a code (again) to a submission's contact number while it waits for it. */
export const sendSubmissionCode = route("POST", "/api/property/submissions/[id]/phone/send-otp").answers();

/** Confirms a submission's contact number: the submission goes to the admins' queue, marked verified. */
export const verifySubmissionPhone = route("POST", "/api/property/submissions/[id]/phone/verify", {
  json: schema(phone, "submissionCodeSchema"),
}).answers();
