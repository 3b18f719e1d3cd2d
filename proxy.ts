import { NextResponse, type NextRequest } from "next/server";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { getSessionUser, readSessionToken, setSessionHint } from "@/lib/auth/session";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { legacyApiPath } from "@/lib/http/legacy-paths";

/**
 * Runs before routing (Next.js 16 names middleware proxy.ts).
 *
 * 1. Paths with dynamic segments whose percent-encoding is broken (`/properties/%E0%A4%A`) answer 400 here:
 *    the router would fail to decode them and answer 500.
 * 2. The old server's API paths (`/user/login`, `/property/property`, ...) are rewritten to the handlers under
 *    /api (lib/http/legacy-paths.ts).
 * 3. Route guards: signed-out visitors of the listing search, the profile and the admin dashboard go to the
 *    matching login page and come back afterwards. The session is checked against the database as the
 *    handlers check it (a signed-out, expired or password-changed session, or a deleted account, counts as
 *    signed out), and every protected handler checks the session and role itself as well. (The login form
 *    loads a guarded page in full after signing in: a prefetch made while signed out cached the redirect in
 *    the client router.)
 */
function hasBrokenEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (hasBrokenEncoding(pathname)) {
    return NextResponse.json({ success: false, message: "The address is not valid." }, { status: 400 });
  }
  const apiPath = legacyApiPath(pathname);
  if (apiPath) {
    const target = request.nextUrl.clone();
    target.pathname = apiPath;
    return NextResponse.rewrite(target);
  }
  if (!isGuardedPath(pathname)) return NextResponse.next();

  // With the database unreachable the cookie alone decides; the page's own calls then say what is wrong.
  const user = await getSessionUser(request).catch(() => readSessionToken(request));
  const isAdminArea = pathname.startsWith("/admin/dashboard");
  if (user && (!isAdminArea || user.role === "admin")) {
    const response = NextResponse.next();
    // A session from before the readable hint existed: the pages' session check needs the hint to ask.
    if (!request.cookies.has(SESSION_HINT_COOKIE)) setSessionHint(response);
    return response;
  }

  const login = new URL(isAdminArea ? "/admin" : "/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: [
    // Guarded pages. /properties is the list only: detail pages stay public for visitors and search engines.
    "/properties",
    "/profile",
    "/admin/dashboard/:path*",
    // Routes with dynamic segments: the encoding check. The old server's paths: the rewrite to /api.
    // Listing pages are served from the page cache at a high rate, so only their addresses that carry a
    // percent-encoding reach it; running it for every listing view cost a third of their throughput.
    "/properties/:path(.*%.*)",
    // Not the two listing forms that upload photos (up to 200 MB): they have no dynamic segment, and Next.js
    // keeps a copy of every body it hands to the proxy until the request ends.
    "/api/:path((?!property/submissions$|property/property$).*)",
    "/uploads/:path*",
    "/property/:path*",
    "/user/:path*",
    "/auth/:path*",
    "/admin/:path*",
  ],
};
