import { NextResponse, type NextRequest } from "next/server";
import { PRIVATE_NO_STORE } from "@/lib/http/cache-control";
import { COMPARE_MAX, COMPARE_PATH, parseCompareIds } from "@/lib/listings/links/compare-page";

/** /compare with malformed ids answers 400 here: the page itself can only say 404. */
export function refuseMalformedCompare(request: NextRequest): NextResponse | undefined {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname !== COMPARE_PATH || parseCompareIds(searchParams.getAll("ids")) !== null) return undefined;
  return new NextResponse(`Compare takes up to ${COMPARE_MAX} listing ids: /compare?ids=a,b,c`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
  });
}
