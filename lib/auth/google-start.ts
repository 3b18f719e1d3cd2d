import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { authOptions, googleConfigured } from "@/lib/auth/options";
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
 * account. Failures go to `failurePage` with `?error=`.
 */
export async function startGoogleSignIn(
  request: NextRequest,
  { callbackUrl, failurePage }: { callbackUrl: string; failurePage: string },
): Promise<NextResponse | Response> {
  const fail = (error: string) => redirectTo(`${failurePage}?error=${error}`);
  if (!googleConfigured()) return fail("GoogleUnavailable");
  const url = request.nextUrl;
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
    return await callNextAuth(
      new NextRequest(signin, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // A path: next-auth prefixes its own NEXTAUTH_URL, so the user returns to the public address.
        body: new URLSearchParams({ csrfToken, callbackUrl }),
      }),
      context("signin", "google"),
    );
  } catch (error) {
    log.error({ err: error }, "Starting Google sign-in failed");
    return fail("GoogleStart");
  }
}
