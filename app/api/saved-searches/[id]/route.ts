import { deleteSavedSearch, updateSavedSearch } from "@/lib/alerts";
import { alerts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

const NOT_FOUND = "Saved search not found";

export const PATCH = route(
  alerts.updateSavedSearch,
  { auth: "user", params: { id: NOT_FOUND } },
  async ({ caller, params, input, ok }) =>
    ok({ message: "Saved search updated", savedSearch: await updateSavedSearch(caller.id, params.id, input) }),
);

export const DELETE = route(
  alerts.deleteSavedSearch,
  { auth: "user", params: { id: NOT_FOUND }, body: "none" },
  async ({ caller, params, ok }) => {
    await deleteSavedSearch(caller.id, params.id);
    return ok({ message: "Saved search deleted" });
  },
);
