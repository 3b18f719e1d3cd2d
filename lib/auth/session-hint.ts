// Browser-safe: the session provider reads this cookie; the server sets and clears it beside the session.

/**
 * A readable cookie set beside the httpOnly session cookie, meaning "this browser may be signed in". It
 * carries no secret and the server never trusts it: it only spares signed-out visitors the session call
 * (whose 401 answer browsers log as an error) and the request itself. When it is missing the browser is
 * taken to be signed out without asking; when it is stale the call answers 401 and clears it.
 */
export const SESSION_HINT_COOKIE = "oh-session";

export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
