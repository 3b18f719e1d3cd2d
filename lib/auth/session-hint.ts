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

/** The attribute the page's first script sets on <html> when the hint is there (globals.css reads it). */
export const SESSION_HINT_ATTRIBUTE = "data-session-hint";

/**
 * Runs in <head> before the page paints (app/[locale]/layout.tsx), so a cached page's header shows a signed-out
 * visitor its Sign Up and Sign In links at once, and placeholders only to a browser that may be signed in.
 * Pages of the page cache allow it by its hash like their other inline scripts; pages rendered per request
 * name it in their policy beside their nonce (lib/proxy/csp-nonce.ts), by `SESSION_HINT_SCRIPT_HASH`.
 */
export const SESSION_HINT_SCRIPT = `document.cookie.split(";").some(function(c){return c.trim().indexOf("${SESSION_HINT_COOKIE}=")===0})&&document.documentElement.setAttribute("${SESSION_HINT_ATTRIBUTE}","")`;

/** The CSP source of `SESSION_HINT_SCRIPT` (a unit test checks it against the script). */
export const SESSION_HINT_SCRIPT_HASH = "'sha256-/1jFjan0nEWCqtF8JSNvye6lD61NsH2CG8GoKP39SGg='";
