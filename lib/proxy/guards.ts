import type { NextRequest, NextResponse } from "next/server";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { getSessionUser, readSessionToken, setSessionHint } from "@/lib/auth/session";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { localRedirect, visitorSearchParams, withSearch } from "@/lib/http/proxy-responses";
import { LIST_PATH } from "@/lib/listings/links/list-page";
import { renderWithNonce } from "@/lib/proxy/csp-nonce";
import { listState } from "@/lib/proxy/list-state";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";

/**
 * Route guards: signed-out visitors of the listing search, the profile and the admin dashboard go to the
 * matching login page and come back afterwards. The session is checked against the database as the handlers
 * check it (a signed-out, expired or password-changed session, or a deleted account, counts as signed out),
 * and every protected handler checks the session and role itself as well. (The login form loads a guarded
 * page in full after signing in: a prefetch made while signed out cached the redirect in the client router.)
 * Every answer of a guarded page, the sign-in redirect included, is private (`forThisBrowserOnly`).
 */
export async function guardPrivatePages(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl;
  if (!isGuardedPath(pathname)) return undefined;

  // With the database unreachable the cookie alone decides; the page's own calls then say what is wrong.
  const user = await getSessionUser(request).catch(() => readSessionToken(request));
  const isAdminArea = pathname.startsWith("/admin/dashboard");
  if (user && (!isAdminArea || user.role === "admin")) {
    const response = pathname === LIST_PATH ? listState(request) : renderWithNonce(request);
    // A session from before the readable hint existed: the pages' session check needs the hint to ask.
    if (!request.cookies.has(SESSION_HINT_COOKIE)) setSessionHint(response);
    return forThisBrowserOnly(response);
  }

  const login = new URLSearchParams({ callbackUrl: withSearch(pathname, visitorSearchParams(request).toString()) });
  return forThisBrowserOnly(localRedirect(request, `${isAdminArea ? "/admin" : "/login"}?${login}`));
}
