import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, withInlineScripts } from "@/lib/http/security-headers";
import { COMPARE_PATH } from "@/lib/listings/links/compare-page";
import { tileSettings } from "@/lib/maps/tiles";
import { checkoutScriptUrl } from "@/domain/payments/options";
import { SESSION_HINT_SCRIPT_HASH } from "@/lib/auth/session-hint";

/**
 * Pages rendered for each request (the guarded ones but the listing search, and the sign-in, registration,
 * compare and alert-unsubscribe pages) get a Content-Security-Policy with a nonce of their own: Next.js reads
 * it from the request's policy header and puts it on every script it writes into the page, so the page's
 * inline scripts run and no others. (Pages of the page cache name the hashes of their inline scripts
 * instead, stored with the page by the cache handler: lib/cache/page-answer.mjs.)
 */

/** Pages besides the guarded ones that are rendered for each request (they read the query or a setting). */
const PER_REQUEST_PAGES = new Set([
  "/login",
  "/register",
  "/admin",
  COMPARE_PATH,
  "/alerts/unsubscribe",
  "/messages/guest",
  "/notifications/message-mails",
  "/listing-availability",
]);

/** The policy of next.config.ts (built with the same settings), which allows no inline script by itself. */
const BASE_POLICY = contentSecurityPolicy(
  process.env.NODE_ENV === "production",
  checkoutScriptUrl(),
  [],
  tileSettings().url,
);

/** 128 random bits, base64: a nonce no attacker can guess for the one answer it is used in. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Lets the request through with a nonce for its page's scripts. Development keeps 'unsafe-inline' for the
 * scripts of every page, and no nonce (a nonce would make browsers ignore it).
 */
export function renderWithNonce(request: NextRequest): NextResponse {
  if (process.env.NODE_ENV !== "production") return NextResponse.next();
  const policy = withInlineScripts(BASE_POLICY, [`'nonce-${newNonce()}'`, SESSION_HINT_SCRIPT_HASH]);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** The unguarded pages rendered for each request, with their nonce. */
export function nonceForPerRequestPage(request: NextRequest): NextResponse | undefined {
  return PER_REQUEST_PAGES.has(request.nextUrl.pathname) ? renderWithNonce(request) : undefined;
}
