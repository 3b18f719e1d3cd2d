import type { NextRequest, NextResponse } from "next/server";
import { legacyApiPath } from "@/lib/http/legacy-paths";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";
import { internalRewrite, localRedirect, visitorSearchParams, withSearch } from "@/lib/http/proxy-responses";

/**
 * The old server's admin sign-in address is also the one people type or bookmark: a page visit there (GET)
 * gets the admin sign-in page, while the old clients' POST still reaches the sign-in handler.
 */
const ADMIN_LOGIN = "/admin/login";
const ADMIN_LOGIN_PAGE = "/admin";

/** The old server's API paths (`/user/login`, `/property/property`, ...) answer through the handlers under /api. */
export function rewriteLegacyApi(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === ADMIN_LOGIN && (request.method === "GET" || request.method === "HEAD")) {
    // Kept by no shared cache, like every answer of the old API's addresses.
    return forThisBrowserOnly(
      localRedirect(request, withSearch(ADMIN_LOGIN_PAGE, visitorSearchParams(request).toString())),
    );
  }
  const apiPath = legacyApiPath(pathname);
  if (!apiPath) return undefined;
  return internalRewrite(request, withSearch(apiPath, request.nextUrl.searchParams.toString()));
}
