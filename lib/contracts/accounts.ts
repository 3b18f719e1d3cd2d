import type { toPublicUser } from "@/lib/accounts/serializers";
import type {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from "@/lib/validation/auth";
import type { updateProfileSchema } from "@/lib/validation/profile";
import { route, seg, type JsonInput } from "@/lib/contracts/route";

/** Accounts: registration with an e-mailed code, sign-in and out, password reset, the profile. */

/** The signed-in user as the browser sees it. */
export type PublicUser = ReturnType<typeof toPublicUser>;

type WithUser = { user: PublicUser };

/** The signed-in user; 401 (with `user: null`) when there is no session. */
export const currentUser = route<{ response: WithUser }>("GET", () => "/api/user/home");

export const login = route<{ json: JsonInput<typeof loginSchema>; response: WithUser }>(
  "POST",
  () => "/api/user/login",
);

/** Ends this browser's session. */
export const logout = route<{ response: object }>("POST", () => "/api/auth/user/logout");

/**
 * Mails a registration or password-reset code. A request soon after the last one is refused with 429,
 * `code: "cooldown"` and `retryAfter` (seconds): the earlier code is still on its way.
 */
export const sendOtp = route<{
  json: JsonInput<typeof sendOtpSchema>;
  response: { code?: "cooldown"; retryAfter?: number };
}>("POST", () => "/api/auth/user/send-otp");

/** Checks a code; a registration code leaves the browser the proof the register call needs. */
export const verifyOtp = route<{ json: JsonInput<typeof verifyOtpSchema>; response: object }>(
  "POST",
  () => "/api/auth/user/verify-otp",
);

export const register = route<{ json: JsonInput<typeof registerSchema>; response: WithUser }>(
  "POST",
  () => "/api/user/register",
);

export const resetPassword = route<{ json: JsonInput<typeof resetPasswordSchema>; response: object }>(
  "POST",
  () => "/api/user/reset-password",
);

/** Name, phone, picture and a new password: JSON, or multipart form data when a picture file comes along. */
export const updateProfile = route<{
  params: { id: string };
  json: JsonInput<typeof updateProfileSchema>;
  body: FormData;
  response: WithUser;
}>("PUT", ({ id }) => `/api/user/update/${seg(id)}`);

/** Google sign-in starts with a page visit here (a link, not a fetch). */
export const googleSignIn = route<{ response: object }>("GET", () => "/api/auth/user/google");
