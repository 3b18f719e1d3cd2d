import { NextResponse, type NextRequest } from "next/server";
import { isOwnRewrite, localRedirect, ownRewrite, visitorSearchParams, withSearch } from "@/lib/http/proxy-responses";
import { kindType, placeQueryString, readPlaceQuery } from "@/lib/listings/links/place-pages";
import { rawParams } from "@/lib/listings/query-string";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";

/**
 * A place page narrowed by the list API's words (/rent/bhubaneswar/patia?bhk=2&maxPrice=20000) is sent to its
 * canonical address when spelled otherwise (a plain GET form sends every field, empty ones too), and then
 * rewritten to the route that takes the canonical query string as a path segment, so each search is cached
 * whole like the plain page (a page that read its query would be rendered for every request).
 */

/** The city-wide [locality] segment of the filtered place route (app/[locale]/(site)/_place/place-data.ts). */
const CITY_WIDE = "_";

/** /rent|buy|plots/{city}/{locality}/{search}: the route of a narrowed place page (four segments). */
function isPlaceSearchRoute(segments: string[]): boolean {
  return segments.length === 4 && kindType(segments[0]!) !== undefined;
}

/** A place page with a query: to its canonical address, then to the route of its search; else undefined. */
function narrowedPlace(request: NextRequest, segments: string[]): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  const searchParams = visitorSearchParams(request);
  const type = kindType(segments[0] ?? "");
  if (!type || segments.length < 2 || segments.length > 3) return undefined;
  const canonical = placeQueryString(readPlaceQuery(rawParams(searchParams), type));
  if (searchParams.toString() !== canonical) return localRedirect(request, withSearch(pathname, canonical), 308);
  if (!canonical) return NextResponse.next();
  return ownRewrite(
    request,
    `/${segments[0]}/${segments[1]}/${segments[2] ?? CITY_WIDE}/${encodeURIComponent(canonical)}`,
  );
}

/**
 * /rent/bhubaneswar/patia/{search} asked for directly: to the public address of the search it spells (which
 * is rewritten back here), or 404 when it spells none. Any other spelling would be a cache entry of its own.
 */
function placeSearchAddress(request: NextRequest, segments: string[]): NextResponse {
  const [kind = "", city = "", locality = "", filters = ""] = segments;
  const type = kindType(kind);
  const canonical = type
    ? placeQueryString(readPlaceQuery(rawParams(new URLSearchParams(decodeURIComponent(filters))), type))
    : "";
  if (!canonical) return forThisBrowserOnly(new NextResponse("Not found", { status: 404 }));
  const place = locality === CITY_WIDE ? `/${kind}/${city}` : `/${kind}/${city}/${locality}`;
  return localRedirect(request, withSearch(place, canonical), 308);
}

/** The place pages' step: a narrowed page to its canonical address and route; its route only through that. */
export function placeSearch(request: NextRequest): NextResponse | undefined {
  const segments = request.nextUrl.pathname.split("/").filter(Boolean);
  if (isPlaceSearchRoute(segments)) {
    return isOwnRewrite(request) ? NextResponse.next() : placeSearchAddress(request, segments);
  }
  return narrowedPlace(request, segments);
}
