import { freshness } from "@/lib/contracts";
import { answerAvailability } from "@/lib/freshness";
import { redirect } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/** The language of the page the form was sent from (its address, the Referer): the answer goes back to it. */
function formLanguage(referer: string | null): Locale {
  if (!referer) return DEFAULT_LOCALE;
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Works signed out: the signed token names the listing and the answer. */
export const POST = route(freshness.answerAvailability, { auth: "public" }, async ({ query, request, ok }) => {
  const outcome = await answerAvailability(query.token);
  // The confirmation page's form sent before its scripts ran: back to the page, which now says it is done.
  if (request.headers.get("sec-fetch-mode") === "navigate") {
    const path = localePath(formLanguage(request.headers.get("referer")), "/listing-availability");
    const page = new URL(siteUrl(path));
    page.searchParams.set("token", query.token);
    page.searchParams.set("done", "1");
    return redirect(page, 303);
  }
  return ok({ outcome });
});
