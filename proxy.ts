import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, setSessionHint } from "@/lib/auth/session";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";

/**
 * Route guards (Next.js 16 names this file proxy.ts; it is the middleware of DESIGN.md). Signed-out
 * visitors of the listing search, the profile and the admin dashboard go to the matching login page and
 * come back afterwards. This only checks that a valid session cookie exists; every protected handler
 * checks the session and role against the database itself. (The login form loads a guarded page in
 * full after signing in: a prefetch made while signed out cached the redirect in the client router.)
 */
export async function proxy(request: NextRequest) {
  const token = await readSessionToken(request);
  const { pathname, search } = request.nextUrl;
  const isAdminArea = pathname.startsWith("/admin/dashboard");
  if (token && (!isAdminArea || token.role === "admin")) {
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
  // /properties is the list only: detail pages (/properties/{id}) stay public for visitors and search engines.
  matcher: ["/properties", "/profile", "/admin/dashboard/:path*"],
};
