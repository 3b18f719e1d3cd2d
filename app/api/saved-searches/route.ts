import { createSavedSearch, listSavedSearches } from "@/lib/alerts";
import { alerts } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";

export const dynamic = "force-dynamic";

export const GET = route(alerts.savedSearchList, { auth: "user" }, async ({ caller, ok }) =>
  ok({ savedSearches: await listSavedSearches(caller.id) }),
);

/** A search saved without a name is named after what it looks for, in the language of the page it came from. */
export const POST = route(alerts.createSavedSearch, { auth: "user" }, async ({ caller, input, request, ok }) =>
  ok(
    { message: "Search saved", savedSearch: await createSavedSearch(caller.id, input, requestLanguage(request)) },
    { status: 201 },
  ),
);
