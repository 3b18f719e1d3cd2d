import { NextResponse, type NextRequest } from "next/server";
import { redirectNeedlessEncoding, refuseBrokenEncoding } from "@/lib/proxy/broken-encoding";
import { refuseMalformedCompare } from "@/lib/proxy/compare-ids";
import { nonceForPerRequestPage } from "@/lib/proxy/csp-nonce";
import { guardPrivatePages } from "@/lib/proxy/guards";
import { rewriteLegacyApi } from "@/lib/proxy/legacy-api";
import { listStateRoute } from "@/lib/proxy/list-state";
import { inPageLanguage } from "@/lib/proxy/language";
import { placeSearch } from "@/lib/proxy/place-search";

/**
 * Runs before routing (Next.js 16 names middleware proxy.ts), for the addresses of `config.matcher` below:
 * every address that carries a `%`, and the few others a step needs.
 * Each step answers the request or passes it to the next; one that none answers goes on to its route. Each
 * step's module says why it is there.
 */
const STEPS: Array<(request: NextRequest) => NextResponse | undefined | Promise<NextResponse | undefined>> = [
  // A broken percent-encoding: 400, before the router fails on it with a 500.
  refuseBrokenEncoding,
  // A plain character spelled as its encoding (`/profil%65`): to the plain address, which the guard then sees.
  redirectNeedlessEncoding,
  // A place page narrowed by filters: to its canonical address, then to the cached route of its search.
  placeSearch,
  // /compare with malformed ids: 400.
  refuseMalformedCompare,
  // The cached states of the listing search, asked for directly: back to their /properties address.
  listStateRoute,
  // The old server's API paths: to the handlers under /api.
  rewriteLegacyApi,
  // The listing search, the profile and the admin dashboard: signed in (the right role), or to sign in.
  guardPrivatePages,
  // The other pages rendered for each request: a Content-Security-Policy nonce of their own.
  nonceForPerRequestPage,
];

/** The first step's answer, or undefined when every step passes the request on. */
async function runSteps(request: NextRequest): Promise<NextResponse | undefined> {
  for (const step of STEPS) {
    const answer = await step(request);
    if (answer) return answer;
  }
  return undefined;
}

export async function proxy(request: NextRequest) {
  // An Odia or Hindi page goes through the steps of its English twin (lib/proxy/language.ts).
  return (await inPageLanguage(request, runSteps)) ?? NextResponse.next();
}

export const config = {
  matcher: [
    // Every address that carries a percent sign, whatever its route: the encoding check (400 for a broken
    // encoding, where the router would answer a bare 500; the catch-all place route takes any first segment,
    // so no list of routes can be complete). Only addresses with a `%` reach the proxy through this entry:
    // the plain pages are served from the page cache at a high rate, and running the proxy for every listing
    // or place view cost much of their throughput (docs/performance.md). API routes and uploads are here
    // for this check alone, so they too skip the proxy without a `%`; so do the two listing forms that
    // upload photos (up to 200 MB), whose bodies Next.js would copy in full for the proxy.
    "/:path(.*%.*)",
    // Guarded pages. /properties is the list only: detail pages stay public for visitors and search engines.
    "/properties",
    // The cached states of /properties, asked for directly: back to their /properties address.
    "/properties/search/:path*",
    "/profile",
    // The inbox and its threads (guarded), and a guest's thread opened from a mailed link.
    "/messages",
    "/messages/:path*",
    "/admin/dashboard/:path*",
    // Pages rendered for each request: the nonce of their Content-Security-Policy (/admin is below).
    "/login",
    "/register",
    // The compare page: malformed ids answer 400 here.
    "/compare",
    // The unsubscribe confirmation of alert mails (it reads its token).
    "/alerts/unsubscribe",
    // The confirmation page of the unread-message mails' "turn off" link (it reads its token).
    "/notifications/message-mails",
    // The page of a freshness reminder's Yes and Rented links (it reads its token).
    "/listing-availability",
    // The old server's paths: the rewrite to /api (and /admin's sign-in page and its nonce).
    "/property/:path*",
    "/user/:path*",
    "/auth/:path*",
    "/admin/:path*",
    // Place pages: the route of a narrowed page asked for directly, and the plain pages only when they carry
    // one of the words that narrow them: the plain pages are served from the page cache without the proxy.
    "/:kind(rent|buy|plots)/:city/:locality/:filters",
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "bhk" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "furnishing" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "postedBy" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "verified" }] },
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
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "bounds" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "near" }] },
    { source: "/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "radius" }] },
    // The same pages in Odia and Hindi (lib/proxy/language.ts): the guarded and per-request pages, and the
    // place pages narrowed by a query.
    "/:locale(or|hi)/properties",
    "/:locale(or|hi)/properties/search/:path*",
    "/:locale(or|hi)/profile",
    "/:locale(or|hi)/messages",
    "/:locale(or|hi)/messages/:path*",
    "/:locale(or|hi)/login",
    "/:locale(or|hi)/register",
    "/:locale(or|hi)/compare",
    "/:locale(or|hi)/alerts/unsubscribe",
    "/:locale(or|hi)/notifications/message-mails",
    "/:locale(or|hi)/listing-availability",
    "/:locale(or|hi)/:kind(rent|buy|plots)/:city/:locality/:filters",
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "bhk" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "furnishing" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "postedBy" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "verified" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "q" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "minPrice" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "maxPrice" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "propertyType" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "tenant" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "amenities" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "minArea" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "maxArea" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "availableBy" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "bounds" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "near" }] },
    { source: "/:locale(or|hi)/:kind(rent|buy|plots)/:path+", has: [{ type: "query", key: "radius" }] },
  ],
};
