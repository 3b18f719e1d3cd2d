import { freshness } from "@/lib/contracts";
import { answerAvailability } from "@/lib/freshness";
import { redirect } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/** Works signed out: the signed token names the listing and the answer. */
export const POST = route(freshness.answerAvailability, { auth: "public" }, async ({ query, request, ok }) => {
  const outcome = await answerAvailability(query.token);
  // The confirmation page's form sent before its scripts ran: back to the page, which now says it is done.
  if (request.headers.get("sec-fetch-mode") === "navigate") {
    const page = new URL(siteUrl("/listing-availability"));
    page.searchParams.set("token", query.token);
    page.searchParams.set("done", "1");
    return redirect(page, 303);
  }
  return ok({ outcome });
});
