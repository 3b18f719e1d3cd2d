import { pauseSavedSearch, savedSearchOfToken } from "@/lib/alerts";
import { alerts } from "@/lib/contracts";
import { InvalidInputError } from "@/lib/errors";
import { redirect } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { localePath } from "@/lib/i18n/locales";
import { requestLanguage } from "@/lib/i18n/request-language";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

const NOT_VALID = "This unsubscribe link is not valid.";

/**
 * The confirmation page on the site's public address: the request's own address is the server's (a proxy in
 * front may speak https for it, or another host), in the visitor's language (their choice on this site, else
 * their browser's).
 */
function confirmationPage(token: string, request: Request) {
  const page = new URL(siteUrl(localePath(requestLanguage(request), "/alerts/unsubscribe")));
  page.searchParams.set("token", token);
  return redirect(page, 303);
}

/** Works signed out: the signed token names the search. */
export const GET = route(alerts.unsubscribeLink, { auth: "public" }, async ({ query, request }) =>
  confirmationPage(query.token, request),
);

/** A forged or altered token is a 400. */
export const POST = route(alerts.unsubscribe, { auth: "public" }, async ({ query, request, ok }) => {
  const id = savedSearchOfToken(query.token);
  if (!id) throw new InvalidInputError(NOT_VALID, { token: NOT_VALID });
  const savedSearch = await pauseSavedSearch(id);
  // The confirmation page's form sent by a browser before its scripts ran: back to the page, which now
  // says the alerts are off.
  if (request.headers.get("sec-fetch-mode") === "navigate") return confirmationPage(query.token, request);
  return ok({
    message: `Alerts for "${savedSearch.name}" are off.`,
    savedSearch: { name: savedSearch.name, paused: savedSearch.paused },
  });
});
