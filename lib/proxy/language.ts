import { NextRequest, NextResponse } from "next/server";
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The Odia and Hindi pages go through the same steps as their English twins (docs/i18n.md): the steps read
 * the page's address without its language, and the addresses they answer with (a redirect's Location, a
 * rewrite's target, a sign-in page's callback) are put back into the page's language. The API and the admin
 * panel have one language: they are left as they are.
 */

/** Addresses that have no language of their own. */
const UNLOCALISED = /^\/(?:api|admin|_next|uploads)(?:\/|$)/;

/** `address` (a path with its query) in `locale`, unless it is one of the unlocalised ones. */
function inLocale(locale: Locale, url: URL): URL {
  if (UNLOCALISED.test(url.pathname)) return url;
  const out = new URL(url);
  out.pathname = localePath(locale, url.pathname);
  const callback = out.searchParams.get("callbackUrl");
  if (callback?.startsWith("/") && !callback.startsWith("//") && !UNLOCALISED.test(callback))
    out.searchParams.set("callbackUrl", localePath(locale, callback));
  return out;
}

/** The answer of the steps, run on the address without its language, with its addresses put back into it. */
function relocalise(answer: NextResponse, locale: Locale, origin: string): NextResponse {
  const rewrite = answer.headers.get("x-middleware-rewrite");
  if (rewrite) answer.headers.set("x-middleware-rewrite", inLocale(locale, new URL(rewrite, origin)).toString());
  const location = answer.headers.get("location");
  if (location) {
    const target = new URL(location, origin);
    if (target.origin === origin) answer.headers.set("location", inLocale(locale, target).toString());
  }
  return answer;
}

/**
 * Runs `steps` for a request: as it is for an English address; for an Odia or Hindi page read (GET or HEAD),
 * on its address without the language, its answer put back into the language.
 */
export async function inPageLanguage(
  request: NextRequest,
  steps: (request: NextRequest) => Promise<NextResponse | undefined>,
): Promise<NextResponse | undefined> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const prefixed = locale !== DEFAULT_LOCALE && request.nextUrl.pathname.startsWith(`/${locale}`);
  if (!prefixed || (request.method !== "GET" && request.method !== "HEAD")) return steps(request);
  const url = request.nextUrl.clone();
  url.pathname = path;
  const answer = await steps(new NextRequest(url, { headers: request.headers, method: request.method }));
  return answer && relocalise(answer, locale, new URL(request.url).origin);
}
