import type { toPublicUser } from "@/lib/accounts/serializers";
import { route, schema } from "@/lib/contracts/route";

/** Accounts: registration with an e-mailed code, sign-in and out, password reset, the profile. */

const auth = () => import("@/lib/validation/auth");
const profile = () => import("@/lib/validation/profile");

/** The signed-in user as the browser sees it. */
export type PublicUser = ReturnType<typeof toPublicUser>;

type WithUser = { user: PublicUser };

/**
 * The signed-in user; 401 (with `user: null`) when there is no session. Every page load of a browser that
 * may be signed in asks this, so it is also where a session in use gets its idle window renewed.
 */
export const currentUser = route("GET", "/api/user/home").answers<WithUser>();

/** E-mail and password; sets the session cookie. Repeated failures make further tries wait (429). */
export const login = route("POST", "/api/user/login", { json: schema(auth, "loginSchema") }).answers<WithUser>();

/** Ends this browser's session for good (a copy of the cookie stops working too). */
export const logout = route("POST", "/api/auth/user/logout").answers();

/**
 * Mails a registration or password-reset code (the same answer for every address). A request soon after the
 * last one is refused with 429, `code: "cooldown"` and `retryAfter` (seconds): the earlier code is still on
 * its way.
 */
export const sendOtp = route("POST", "/api/auth/user/send-otp", { json: schema(auth, "sendOtpSchema") }).answers<{
  code?: "cooldown";
  retryAfter?: number;
}>();

/**
 * Checks a code (every guess counts toward its limit); a verified registration code leaves the browser the
 * one-time proof cookie the register call needs.
 */
export const verifyOtp = route("POST", "/api/auth/user/verify-otp", {
  json: schema(auth, "verifyOtpSchema"),
}).answers();

/** Creates the account in the browser that verified the e-mail's code, and signs the new user in. */
export const register = route("POST", "/api/user/register", {
  json: schema(auth, "registerSchema"),
}).answers<WithUser>();

/** A new password with the mailed code; signs the account out everywhere. */
export const resetPassword = route("POST", "/api/user/reset-password", {
  json: schema(auth, "resetPasswordSchema"),
}).answers();

/**
 * Name, phone, picture and a new password with the current one: JSON, or multipart form data when a picture
 * file comes along. Users edit only themselves, admins anyone's name, phone and picture.
 */
export const updateProfile = route("PUT", "/api/user/update/[id]", {
  json: schema(profile, "updateProfileSchema"),
  form: true,
}).answers<WithUser>();

/** Google sign-in starts with a page visit here (a link, not a fetch), back to `callbackUrl` afterwards. */
export const googleSignIn = route("GET", "/api/auth/user/google").raw();
