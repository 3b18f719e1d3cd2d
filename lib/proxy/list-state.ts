import { NextResponse, type NextRequest } from "next/server";
import { isOwnRewrite, localRedirect, ownRewrite, visitorSearchParams, withSearch } from "@/lib/http/proxy-responses";
import {
  LIST_PATH,
  LIST_STATE_PATH,
  listQueryString,
  listStateFilters,
  parseListFilters,
  PLAIN_LIST_STATE,
} from "@/lib/listings/links/list-page";
import { rawParams } from "@/lib/listings/query-string";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";

/**
 * The listing search (/properties, signed in) is sent to its canonical address, then rewritten to
 * /properties/search/{query string} ("_" for the plain list), so each state is served whole from the page
 * cache (the page reads no cookie; what is personal fills in the browser). A request for
 * /properties/search/... itself is sent to the /properties address it stands for, so the guard always
 * applies.
 */

/** A signed-in /properties request: to its canonical address, then to the cached route of its state. */
export function listState(request: NextRequest): NextResponse {
  const canonical = listQueryString(parseListFilters(rawParams(visitorSearchParams(request))));
  if (visitorSearchParams(request).toString() !== canonical) {
    return localRedirect(request, withSearch(LIST_PATH, canonical), 308);
  }
  return ownRewrite(request, `${LIST_STATE_PATH}/${canonical ? encodeURIComponent(canonical) : PLAIN_LIST_STATE}`);
}

/** /properties/search/{state} asked for directly: back to the /properties address it stands for. */
function listStateAddress(request: NextRequest): NextResponse {
  const segment = request.nextUrl.pathname.slice(LIST_STATE_PATH.length + 1).split("/")[0] ?? "";
  return localRedirect(request, withSearch(LIST_PATH, listQueryString(listStateFilters(segment))), 308);
}

/** The route of the list states: only through the proxy's own rewrite (`listState`). */
export function listStateRoute(request: NextRequest): NextResponse | undefined {
  if (!request.nextUrl.pathname.startsWith(`${LIST_STATE_PATH}/`)) return undefined;
  return forThisBrowserOnly(isOwnRewrite(request) ? NextResponse.next() : listStateAddress(request));
}
