import { createSavedSearch, listSavedSearches } from "@/lib/alerts";
import { alerts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(alerts.savedSearchList, { auth: "user" }, async ({ caller, ok }) =>
  ok({ savedSearches: await listSavedSearches(caller.id) }),
);

export const POST = route(alerts.createSavedSearch, { auth: "user" }, async ({ caller, input, ok }) =>
  ok({ message: "Search saved", savedSearch: await createSavedSearch(caller.id, input) }, { status: 201 }),
);
