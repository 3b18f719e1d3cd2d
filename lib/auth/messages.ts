/**
 * Messages for the `error` codes that reach /login and /register after a Google attempt: next-auth's own
 * codes and ours. Codes (not text) travel in the URL so nobody can put words of their own on the page.
 */
const MESSAGES: Record<string, string> = {
  GoogleEmailUnverified:
    "Your Google e-mail address is not verified, so it cannot be linked to the existing account. Sign in with your password instead.",
  GoogleNoEmail: "Google did not share an e-mail address, so we could not sign you in.",
  GoogleUnavailable: "Google sign-in is not available right now. Please use your e-mail and password.",
  GoogleStart: "Failed to initiate Google signup. Please try again.",
  OAuthSignin: "Failed to initiate Google signup. Please try again.",
  OAuthAccountNotLinked: "This e-mail is already linked to another sign-in method.",
  AccessDenied: "Google sign-in was cancelled or refused.",
  SessionRequired: "Please login to continue.",
};

export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? "Google sign-in failed. Please try again.";
}
