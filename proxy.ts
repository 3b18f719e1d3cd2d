import { NextResponse, type NextRequest } from "next/server";
import { getSessionUser, readSessionToken } from "@/lib/auth/session";

/**
 * Route guards (Next.js 16 names this file proxy.ts; it is the middleware of DESIGN.md). Signed-out
 * visitors of the listing search, the profile and the admin dashboard go to the matching login page and
 * come back afterwards. The session is checked against the database as the handlers check it (a signed-out,
 * expired or password-changed session, or a deleted account, counts as signed out), and every protected
 * handler checks the session and role itself as well. (The login form loads a guarded page in
 * full after signing in: a prefetch made while signed out cached the redirect in the client router.)
 */
export async function proxy(request: NextRequest) {
  // With the database unreachable the cookie alone decides; the page's own calls then say what is wrong.
  const user = await getSessionUser(request).catch(() => readSessionToken(request));
  const { pathname, search } = request.nextUrl;
  const isAdminArea = pathname.startsWith("/admin/dashboard");
  if (user && (!isAdminArea || user.role === "admin")) return NextResponse.next();

  const login = new URL(isAdminArea ? "/admin" : "/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // /properties is the list only: detail pages (/properties/{id}) stay public for visitors and search engines.
  matcher: ["/properties", "/profile", "/admin/dashboard/:path*"],
};
