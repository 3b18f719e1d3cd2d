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

/** A percent-encoded character that never needs encoding (RFC 3986's unreserved: letters, digits, -._~). */
const ENCODED_UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/i;

/**
 * A path that spells a plain character as its percent-encoding (`/profil%65`) is the same address as the
 * plain one (RFC 3986, 6.2.2.2), but the router and the page guard compare the spelled form: it would miss
 * the guard, and Next.js answers such a path with a bare 500. It is sent, permanently, to the plain spelling,
 * which then goes through every step like any other request. Encodings that mean something (`%2F`, `%25`,
 * non-ASCII place names) are kept.
 */
export function redirectNeedlessEncoding(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (!ENCODED_UNRESERVED.test(pathname)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = pathname.replace(new RegExp(ENCODED_UNRESERVED.source, "gi"), (encoded) =>
    decodeURIComponent(encoded),
  );
  return NextResponse.redirect(url, 308);
}
