import type { NextRequest, NextResponse } from "next/server";
import { legacyApiPath } from "@/lib/http/legacy-paths";
import { internalRewrite, withSearch } from "@/lib/http/proxy-responses";

/** The old server's API paths (`/user/login`, `/property/property`, ...) answer through the handlers under /api. */
export function rewriteLegacyApi(request: NextRequest): NextResponse | undefined {
  const apiPath = legacyApiPath(request.nextUrl.pathname);
  if (!apiPath) return undefined;
  return internalRewrite(request, withSearch(apiPath, request.nextUrl.searchParams.toString()));
}
