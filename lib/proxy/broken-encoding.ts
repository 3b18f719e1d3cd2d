import { NextResponse, type NextRequest } from "next/server";
import { log } from "@/lib/log";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";

/** How much of a refused path the log line keeps: enough to recognise it, not an attacker's megabyte. */
const LOGGED_PATH_LENGTH = 300;

/**
 * Whether the path's percent-encoding cannot be decoded: a `%` not followed by two hex digits (`%ZZ`, a
 * sequence cut short: `%E0%A4%A`), or bytes that are not UTF-8 (`%FF`), including an overlong encoding
 * (`%C0%80`) and an encoded surrogate (`%ED%A0%80`), which `decodeURIComponent` refuses like the router.
 */
function hasBrokenEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A path whose percent-encoding is broken (`/properties/%E0%A4%A`, `/%C0%80`) answers 400 here: the router
 * would fail to decode it and answer a bare 500. proxy.ts runs for every path that carries a `%`, so every
 * address of the site is covered. The refusal is logged once, as a warning with the path.
 */
export function refuseBrokenEncoding(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (!hasBrokenEncoding(pathname)) return undefined;
  log.warn({ path: pathname.slice(0, LOGGED_PATH_LENGTH) }, "Refused a path with a broken percent-encoding (400)");
  return forThisBrowserOnly(
    NextResponse.json({ success: false, message: "The address is not valid." }, { status: 400 }),
  );
}
