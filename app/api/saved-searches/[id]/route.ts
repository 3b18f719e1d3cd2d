import { NextResponse } from "next/server";
import { deleteSavedSearch, updateSavedSearch } from "@/lib/alerts";
import { route } from "@/lib/http/route";
import { updateSavedSearchSchema } from "@/lib/validation/saved-search";

const NOT_FOUND = "Saved search not found";

/** PATCH /api/saved-searches/{id} `{ name?, frequency?, paused? }`: the caller's own search only (else 404). */
export const PATCH = route(
  { auth: "user", params: { id: NOT_FOUND }, body: updateSavedSearchSchema },
  async ({ caller, params, input }) =>
    NextResponse.json({
      success: true,
      message: "Saved search updated",
      savedSearch: await updateSavedSearch(caller.id, params.id, input),
    }),
);

/** DELETE /api/saved-searches/{id}: the caller's own search only (else 404). */
export const DELETE = route({ auth: "user", params: { id: NOT_FOUND }, body: "none" }, async ({ caller, params }) => {
  await deleteSavedSearch(caller.id, params.id);
  return NextResponse.json({ success: true, message: "Saved search deleted" });
});
