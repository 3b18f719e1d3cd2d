import { NextResponse, type NextRequest } from "next/server";

/**
 * The answers proxy.ts builds that point at another address of this site: rewrites that must stay inside the
 * server, and redirects that must stay on the address the browser used.
 *
 * Next.js decides that a rewrite is internal by comparing its origin with the address the server gives the
 * request, which it builds from the host it was started on (`next start -H 127.0.0.1`) and the
 * `X-Forwarded-Proto` header. The URL the proxy sees is normalised (loopback hosts become `localhost`), so a
 * rewrite built from it names another origin whenever the server was started on a loopback address, and
 * Next.js then proxies it over HTTP to itself: a 500 behind a TLS proxy (https to a plain-HTTP port), and a
 * second request through the network otherwise (vercel/next.js#94745). `skipProxyUrlNormalize` in
 * next.config.ts gives the proxy the server's own address instead, and every rewrite here is built from it.
 *
 * Redirects are built on the same address: Next.js turns a Location on the server's own origin into a
 * relative one, which the browser resolves against the address it asked for, whatever proxy is in front.
 *
 * The routes that hold a search in a path segment are reached only through the proxy's own rewrite
 * (`ownRewrite`); a request for their address made from outside is sent to the public address it stands for.
 * A header with a value made anew by each server process marks the proxy's own rewrite, should the proxy
 * run again for it (`isOwnRewrite`).
 */

/** Internal parameters Next.js adds to a client navigation's request; never part of a search. */
const INTERNAL_PARAMS = new Set(["_rsc"]);

/** The request's query parameters as the visitor wrote them, without Next.js's own. */
export function visitorSearchParams(request: NextRequest): URLSearchParams {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  for (const name of INTERNAL_PARAMS) params.delete(name);
  return params;
}

/** `pathAndSearch` (starting with "/") on the server's own address for this request. */
const onThisServer = (request: NextRequest, pathAndSearch: string) =>
  new URL(pathAndSearch, new URL(request.url).origin);

/** Serves `pathAndSearch` in place of the request, inside this server. */
export function internalRewrite(
  request: NextRequest,
  pathAndSearch: string,
  init?: { request?: { headers: Headers } },
): NextResponse {
  return NextResponse.rewrite(onThisServer(request, pathAndSearch), init);
}

/** A redirect to `pathAndSearch` on the address the browser used (Next.js sends it as a relative Location). */
export function localRedirect(request: NextRequest, pathAndSearch: string, status: 307 | 308 = 307): NextResponse {
  return NextResponse.redirect(onThisServer(request, pathAndSearch), status);
}

/** `pathname` with `search` ("" or "a=b"). */
export const withSearch = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

const REWRITE_HEADER = "x-odisha-homes-rewrite";
const REWRITE_TOKEN = crypto.randomUUID();

/** Serves `pathAndSearch` in place of the request, marked as the proxy's own rewrite. */
export function ownRewrite(request: NextRequest, pathAndSearch: string): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(REWRITE_HEADER, REWRITE_TOKEN);
  return internalRewrite(request, pathAndSearch, { request: { headers } });
}

/** Whether the request is the proxy's own rewrite (`ownRewrite`), not a request made from outside. */
export const isOwnRewrite = (request: NextRequest) => request.headers.get(REWRITE_HEADER) === REWRITE_TOKEN;
