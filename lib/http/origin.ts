import { env } from "@/lib/env";
import { HttpError } from "@/lib/http/errors";

/**
 * Cross-site request forgery guard for cookie-authenticated writes. A browser names the page that made an
 * unsafe request in `Origin` (and, in every current browser, says `Sec-Fetch-Site`); a write that carries
 * a session cookie must come from this site: SITE_URL, NEXTAUTH_URL or the host the request was sent to.
 * A client that sends neither header is not a browser, so no other site can have made it send the cookie.
 * Requests without a session cookie have nothing to forge and pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
export const CROSS_SITE_REFUSED = "This request must come from the Odisha Homes site.";

function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("cookie");
  if (!header) return false;
  return header.split(";").some((part) => SESSION_COOKIES.includes(part.trim().split("=")[0]));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function isSiteOrigin(origin: string, request: Request): boolean {
  if (origin === originOf(env().SITE_URL) || origin === originOf(env().NEXTAUTH_URL)) return true;
  const host = request.headers.get("host");
  const parsed = originOf(origin);
  return Boolean(host && parsed && new URL(parsed).host === host);
}

export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !hasSessionCookie(request)) return;
  const origin = request.headers.get("origin");
  if (origin) {
    if (!isSiteOrigin(origin, request)) throw new HttpError(403, CROSS_SITE_REFUSED);
    return;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new HttpError(403, CROSS_SITE_REFUSED);
}
