import { NextResponse, type NextRequest } from "next/server";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { getSessionUser, readSessionToken, setSessionHint } from "@/lib/auth/session";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { PRIVATE_NO_STORE } from "@/lib/http/cache-control";
import { legacyApiPath } from "@/lib/http/legacy-paths";
import { internalRewrite, localRedirect, visitorSearchParams, withSearch } from "@/lib/http/proxy-responses";
import { contentSecurityPolicy, withInlineScripts } from "@/lib/http/security-headers";
import {
  COMPARE_MAX,
  COMPARE_PATH,
  LIST_PATH,
  LIST_STATE_PATH,
  PLAIN_LIST_STATE,
  kindType,
  listQueryString,
  listStateFilters,
  parseCompareIds,
  parseListFilters,
  placeQueryString,
  rawParams,
  readPlaceQuery,
} from "@/lib/listings/query";
import { checkoutScriptUrl } from "@/lib/payments/options";

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
 * 4. Every answer of a guarded page, the sign-in redirect included, is `Cache-Control: private, no-store`
 *    (Next.js keeps a Cache-Control set here): a shared cache in front must never keep a page made for one
 *    session, nor a redirect that depends on it. (API answers get the same default from their handlers,
 *    lib/http/cache-control.ts, where a handler of public data can choose otherwise.)
 * 5. A place page narrowed by the list API's words (/rent/bhubaneswar/patia?bhk=2&maxPrice=20000) is sent to
 *    its canonical address when spelled otherwise (a plain GET form sends every field, empty ones too), and
 *    then rewritten to the route that takes the canonical query string as a path segment, so each search is
 *    cached whole like the plain page (a page that read its query would be rendered for every request).
 * 6. The listing search (/properties, signed in) works the same way: its state is sent to its canonical
 *    address, then rewritten to /properties/search/{query string} ("_" for the plain list), so each state is
 *    served whole from the page cache (the page reads no cookie; what is personal fills in the browser). A
 *    request for /properties/search/... itself is sent to the /properties address it stands for, so the
 *    guard always applies.
 * 7. /compare with malformed ids answers 400 (the page itself can only say 404).
 * 8. Pages rendered for each request (the guarded ones but the listing search, the sign-in, registration, compare and
 *    alert-unsubscribe pages) get a
 *    Content-Security-Policy with a nonce of their own: Next.js reads it from the request's policy header
 *    and puts it on every script it writes into the page, so the page's inline scripts run and no others.
 *    (Pages of the page cache name the hashes of their inline scripts instead, stored with the page by the
 *    cache handler: lib/cache/page-answer.mjs.)
 */
function forThisBrowserOnly<T extends NextResponse>(response: T): T {
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}

/** Pages besides the guarded ones that are rendered for each request (they read the query or a setting). */
const PER_REQUEST_PAGES = new Set(["/login", "/register", "/admin", COMPARE_PATH, "/alerts/unsubscribe"]);

/** The policy of next.config.ts (built with the same settings), which allows no inline script by itself. */
const BASE_POLICY = contentSecurityPolicy(process.env.NODE_ENV === "production", checkoutScriptUrl());

/** 128 random bits, base64: a nonce no attacker can guess for the one answer it is used in. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Lets the request through with a nonce for its page's scripts. Development keeps 'unsafe-inline' for the
 * scripts of every page, and no nonce (a nonce would make browsers ignore it).
 */
function renderWithNonce(request: NextRequest): NextResponse {
  if (process.env.NODE_ENV !== "production") return NextResponse.next();
  const policy = withInlineScripts(BASE_POLICY, [`'nonce-${newNonce()}'`]);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function hasBrokenEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The routes that hold a search in a path segment are reached only through the proxy's own rewrite; a request
 * for their address made from outside is sent to the public address it stands for. This header, with a value
 * made anew by each server process, marks the proxy's own rewrite should the proxy run again for it.
 */
const REWRITE_HEADER = "x-odisha-homes-rewrite";
const REWRITE_TOKEN = newNonce();

function markedAsOwnRewrite(request: NextRequest): { request: { headers: Headers } } {
  const headers = new Headers(request.headers);
  headers.set(REWRITE_HEADER, REWRITE_TOKEN);
  return { request: { headers } };
}

const isOwnRewrite = (request: NextRequest) => request.headers.get(REWRITE_HEADER) === REWRITE_TOKEN;

/** /rent|buy|plots/{city}/{locality}/{search}: the route of a narrowed place page (four segments). */
function isPlaceSearchRoute(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  return segments.length === 4 && kindType(segments[0]!) !== undefined;
}

/** The city-wide [locality] segment of the filtered place route (app/(site)/_place/place-page.tsx). */
const CITY_WIDE = "_";

/** A place page with a query: to its canonical address, then to the route of its search; else undefined. */
function placeSearch(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const searchParams = visitorSearchParams(request);
  const segments = pathname.split("/").filter(Boolean);
  const type = kindType(segments[0] ?? "");
  if (!type || segments.length < 2 || segments.length > 3) return undefined;
  const canonical = placeQueryString(readPlaceQuery(rawParams(searchParams), type));
  if (searchParams.toString() !== canonical) return localRedirect(request, withSearch(pathname, canonical), 308);
  if (!canonical) return NextResponse.next();
  return internalRewrite(
    request,
    `/${segments[0]}/${segments[1]}/${segments[2] ?? CITY_WIDE}/${encodeURIComponent(canonical)}`,
    markedAsOwnRewrite(request),
  );
}

/**
 * /rent/bhubaneswar/patia/{search} asked for directly: to the public address of the search it spells (which
 * is rewritten back here), or 404 when it spells none. Any other spelling would be a cache entry of its own.
 */
function placeSearchAddress(request: NextRequest): NextResponse {
  const [kind = "", city = "", locality = "", filters = ""] = request.nextUrl.pathname.split("/").filter(Boolean);
  const type = kindType(kind);
  const canonical = type
    ? placeQueryString(readPlaceQuery(rawParams(new URLSearchParams(decodeURIComponent(filters))), type))
    : "";
  if (!canonical) return forThisBrowserOnly(new NextResponse("Not found", { status: 404 }));
  const place = locality === CITY_WIDE ? `/${kind}/${city}` : `/${kind}/${city}/${locality}`;
  return localRedirect(request, withSearch(place, canonical), 308);
}

/** The canonical query string of a /properties address ("" for the plain list). */
function listSearchOf(request: NextRequest): string {
  return listQueryString(parseListFilters(rawParams(visitorSearchParams(request))));
}

/** A signed-in /properties request: to its canonical address, then to the cached route of its state. */
function listState(request: NextRequest): NextResponse {
  const canonical = listSearchOf(request);
  if (visitorSearchParams(request).toString() !== canonical) {
    return localRedirect(request, withSearch(LIST_PATH, canonical), 308);
  }
  return internalRewrite(
    request,
    `${LIST_STATE_PATH}/${canonical ? encodeURIComponent(canonical) : PLAIN_LIST_STATE}`,
    markedAsOwnRewrite(request),
  );
}

/** /properties/search/{state} asked for directly: back to the /properties address it stands for. */
function listStateAddress(request: NextRequest): NextResponse {
  const segment = request.nextUrl.pathname.slice(LIST_STATE_PATH.length + 1).split("/")[0] ?? "";
  return localRedirect(request, withSearch(LIST_PATH, listQueryString(listStateFilters(segment))), 308);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasBrokenEncoding(pathname)) {
    return forThisBrowserOnly(
      NextResponse.json({ success: false, message: "The address is not valid." }, { status: 400 }),
    );
  }
  if (isPlaceSearchRoute(pathname)) return isOwnRewrite(request) ? NextResponse.next() : placeSearchAddress(request);
  const place = placeSearch(request);
  if (place) return place;
  if (pathname === COMPARE_PATH && parseCompareIds(request.nextUrl.searchParams.getAll("ids")) === null) {
    return new NextResponse(`Compare takes up to ${COMPARE_MAX} listing ids: /compare?ids=a,b,c`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  if (pathname.startsWith(`${LIST_STATE_PATH}/`)) {
    return forThisBrowserOnly(isOwnRewrite(request) ? NextResponse.next() : listStateAddress(request));
  }
  const apiPath = legacyApiPath(pathname);
  if (apiPath) return internalRewrite(request, withSearch(apiPath, request.nextUrl.searchParams.toString()));
  if (!isGuardedPath(pathname)) {
    return PER_REQUEST_PAGES.has(pathname) ? renderWithNonce(request) : NextResponse.next();
  }

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

export const config = {
  matcher: [
    // Guarded pages. /properties is the list only: detail pages stay public for visitors and search engines.
    "/properties",
    // The cached states of /properties, asked for directly: back to their /properties address.
    "/properties/search/:path*",
    "/profile",
    "/admin/dashboard/:path*",
    // Pages rendered for each request: the nonce of their Content-Security-Policy (/admin is below).
    "/login",
    "/register",
    // The compare page: malformed ids answer 400 here.
    "/compare",
    // The unsubscribe confirmation of alert mails (it reads its token).
    "/alerts/unsubscribe",
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
    // Place pages: every address with a percent-encoding (the encoding check), the route of a narrowed page
    // asked for directly, and the plain pages only when they carry one of the words that narrow them: the
    // plain pages are served from the page cache without the proxy.
    "/:kind(rent|buy|plots)/:path(.*%.*)",
    "/:kind(rent|buy|plots)/:city/:locality/:filters",
    "/sitemaps/:path(.*%.*)",
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "bhk" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "furnishing" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "postedBy" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "q" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "minPrice" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "maxPrice" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "propertyType" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "tenant" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "amenities" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "minArea" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "maxArea" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "availableBy" }] },
  ],
};
