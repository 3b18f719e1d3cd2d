import { randomBytes } from "node:crypto";
import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { authOptions, googleConfigured } from "@/lib/auth/options";
import { httpOnlyCookie, readCookie, useSecureCookies } from "@/lib/auth/session";
import { signValue, verifiedPayload } from "@/lib/signed-value";
import { log } from "@/lib/log";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };
const context = (...action: string[]): NextAuthContext => ({ params: Promise.resolve({ nextauth: action }) });
const callNextAuth = (request: NextRequest, ctx: NextAuthContext) =>
  NextAuth(request as never, ctx as never, authOptions()) as Promise<Response>;

/**
 * A relative Location: behind `next start -H` or a proxy, request.url can name another host than the
 * browser used, and the cookies set here must come back on the next hop.
 */
export function redirectTo(location: string, cookies: string[] = []): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { location } });
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * Starts next-auth's Google flow from a plain browser navigation (GET /auth/user/google, /auth/admin/google).
 * next-auth itself only starts from a POST carrying its CSRF token: the first visit gets next-auth's CSRF
 * cookie and comes straight back; the second makes the sign-in call server-side with that cookie and
 * forwards next-auth's redirect to Google (with its state and PKCE cookies). `login_hint` pre-selects an
 * account. Failures go to `failurePage` with `?error=`. `setCookie` joins the answer that sends the browser
 * to Google, and only that one.
 */
export async function startGoogleSignIn(
  request: Request,
  { callbackUrl, failurePage, setCookie }: { callbackUrl: string; failurePage: string; setCookie?: string },
): Promise<NextResponse | Response> {
  const fail = (error: string) => redirectTo(`${failurePage}?error=${error}`);
  if (!googleConfigured()) return fail("GoogleUnavailable");
  // Next.js hands route handlers a NextRequest; a plain Request (a test's) reads the same.
  const url = (request instanceof NextRequest ? request : new NextRequest(request)).nextUrl;
  const loginHint = url.searchParams.get("login_hint");
  try {
    const csrf = await callNextAuth(new NextRequest(new URL("/api/auth/csrf", url)), context("csrf"));
    const cookies = csrf.headers.getSetCookie();
    if (cookies.some((c) => c.includes("csrf-token="))) {
      // Coming back a second time without the cookie means the browser refuses cookies.
      if (url.searchParams.has("retry")) return fail("GoogleStart");
      const again = new URLSearchParams(url.searchParams);
      again.set("retry", "1");
      return redirectTo(`${url.pathname}?${again}`, cookies);
    }
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };

    const signin = new URL("/api/auth/signin/google", url);
    if (loginHint && loginHint.length <= 254) signin.searchParams.set("login_hint", loginHint);
    const response = await callNextAuth(
      new NextRequest(signin, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // A path: next-auth prefixes its own NEXTAUTH_URL, so the user returns to the public address.
        body: new URLSearchParams({ csrfToken, callbackUrl }),
      }),
      context("signin", "google"),
    );
    if (setCookie) response.headers.append("set-cookie", setCookie);
    return response;
  } catch (error) {
    log.error({ err: error }, "Starting Google sign-in failed");
    return fail("GoogleStart");
  }
}

/**
 * The admin Google sign-in's landing step (GET /api/auth/admin/google/complete) may sign a non-admin out,
 * so it acts only at the end of a sign-in this browser started: the start leaves this marker, httpOnly,
 * sent only to the landing step, signed, living 10 minutes, used up on landing. SameSite=Lax, because the
 * browser arrives from Google's pages; a link from another site cannot make one.
 */
const ADMIN_GOOGLE_COMPLETE = "/api/auth/admin/google/complete";
const ADMIN_GOOGLE_MARKER_SECONDS = 10 * 60;
const MARKER_PURPOSE = "admin-google-start";

function markerName(): string {
  return useSecureCookies() ? "__Secure-admin-google-start" : "admin-google-start";
}

function markerCookie(value: string, maxAge: number): string {
  return httpOnlyCookie(markerName(), value, { path: ADMIN_GOOGLE_COMPLETE, maxAge, sameSite: "Lax" });
}

/** The Set-Cookie of a new marker: when the sign-in started (seconds), and a random part. */
export function adminGoogleStartCookie(): string {
  const payload = `${Math.floor(Date.now() / 1000)}.${randomBytes(12).toString("base64url")}`;
  return markerCookie(signValue(MARKER_PURPOSE, payload), ADMIN_GOOGLE_MARKER_SECONDS);
}

export function markAdminGoogleStart(response: { headers: Headers }): void {
  response.headers.append("set-cookie", adminGoogleStartCookie());
}

/** When this browser started an admin Google sign-in (seconds), if it did within the last 10 minutes. */
export function readAdminGoogleStart(request: Request): number | null {
  const payload = verifiedPayload(MARKER_PURPOSE, readCookie(request.headers.get("cookie"), markerName()));
  const startedAt = Number(payload?.split(".")[0]);
  if (!Number.isInteger(startedAt)) return null;
  const age = Date.now() / 1000 - startedAt;
  return age >= -60 && age <= ADMIN_GOOGLE_MARKER_SECONDS ? startedAt : null;
}

export function clearAdminGoogleStart(response: { headers: Headers }): void {
  response.headers.append("set-cookie", markerCookie("", 0));
}
