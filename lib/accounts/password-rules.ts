import { dictionary } from "@zxcvbn-ts/language-common";
import { InvalidInputError } from "@/lib/errors";
import { COMMON_PASSWORD_MESSAGE } from "@/lib/validation/auth";

/**
 * The rule a new password must pass beyond its length (which the shared zod schema checks): it is not one
 * of the most common passwords. The list is the ranked common-password dictionary of zxcvbn-ts (about
 * 49,000 entries from public breach corpora), shipped with the package and loaded once on the server; it
 * stays out of the browser bundle. Only new passwords are checked: signing in never is, so nobody is
 * locked out by the rule.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/** Refuses a common password with a 400 naming the form field it came from. */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new InvalidInputError(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}
