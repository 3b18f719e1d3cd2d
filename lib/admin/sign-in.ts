import { signInWithPassword, type SignInOrigin } from "@/lib/accounts";
import { ForbiddenError, UnauthenticatedError } from "@/lib/errors";
import type { UserDoc } from "@/models/User";

export const ADMIN_INVALID_CREDENTIALS = "Invalid credentials";
export const NOT_AN_ADMIN = "This account does not have admin access";

/**
 * The admin login: the same password check and failure throttling as every sign-in, then the role. A
 * right password on a non-admin account is a 403, and no session is issued for it.
 */
export async function signInAdmin(email: string, password: string, origin: SignInOrigin): Promise<UserDoc> {
  let user: UserDoc;
  try {
    user = await signInWithPassword(email, password, origin);
  } catch (error) {
    if (error instanceof UnauthenticatedError) throw new UnauthenticatedError(ADMIN_INVALID_CREDENTIALS);
    throw error;
  }
  if (user.role !== "admin") throw new ForbiddenError(NOT_AN_ADMIN);
  return user;
}
