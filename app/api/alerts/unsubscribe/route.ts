import { NextResponse } from "next/server";
import { pauseSavedSearch, savedSearchOfToken } from "@/lib/alerts";
import { InvalidInputError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/site";
import { unsubscribeQuerySchema } from "@/lib/validation/saved-search";

export const dynamic = "force-dynamic";

const NOT_VALID = "This unsubscribe link is not valid.";

/**
 * The confirmation page on the site's public address: the request's own address is the server's (a proxy in
 * front may speak https for it, or another host).
 */
function confirmationPage(token: string): NextResponse {
  const page = new URL(siteUrl("/alerts/unsubscribe"));
  page.searchParams.set("token", token);
  return NextResponse.redirect(page, 303);
}

/**
 * The List-Unsubscribe address of an alert mail; works signed out, the signed token names the search.
 * GET (a person following the link) shows the confirmation page; nothing changes on a GET, which mail
 * scanners also make.
 */
export const GET = route({ auth: "public", query: unsubscribeQuerySchema }, async ({ query }) =>
  confirmationPage(query.token),
);

/**
 * POST: RFC 8058 one-click (`List-Unsubscribe=One-Click`, sent by the mail client) or the confirmation
 * page's button. Pauses that one saved search; a forged or altered token is a 400.
 */
export const POST = route({ auth: "public", query: unsubscribeQuerySchema }, async ({ query, request }) => {
  const id = savedSearchOfToken(query.token);
  if (!id) throw new InvalidInputError(NOT_VALID, { token: NOT_VALID });
  const savedSearch = await pauseSavedSearch(id);
  // The confirmation page's form sent by a browser before its scripts ran: back to the page, which now
  // says the alerts are off.
  if (request.headers.get("sec-fetch-mode") === "navigate") return confirmationPage(query.token);
  return NextResponse.json({
    success: true,
    message: `Alerts for "${savedSearch.name}" are off.`,
    savedSearch: { name: savedSearch.name, paused: savedSearch.paused },
  });
});
