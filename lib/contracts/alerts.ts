import type { SavedSearchJson } from "@/lib/alerts/types";
import type { JobCounts } from "@/lib/jobs/queue";
import type { createSavedSearchSchema, updateSavedSearchSchema } from "@/lib/validation/saved-search";
import { route, seg, type JsonInput } from "@/lib/contracts/route";

/** Saved searches and their alerts; the admin's view of the job queue. */

export type { SavedSearchJson };

export const savedSearchList = route<{ response: { savedSearches: SavedSearchJson[] } }>(
  "GET",
  () => "/api/saved-searches",
);

export const createSavedSearch = route<{
  json: JsonInput<typeof createSavedSearchSchema>;
  response: { savedSearch: SavedSearchJson };
}>("POST", () => "/api/saved-searches");

export const updateSavedSearch = route<{
  params: { id: string };
  json: JsonInput<typeof updateSavedSearchSchema>;
  response: { savedSearch: SavedSearchJson };
}>("PATCH", ({ id }) => `/api/saved-searches/${seg(id)}`);

export const deleteSavedSearch = route<{ params: { id: string }; response: object }>(
  "DELETE",
  ({ id }) => `/api/saved-searches/${seg(id)}`,
);

/** The unsubscribe link's one-click POST (the confirmation page's button). */
export const unsubscribe = route<{
  query: { token: string };
  response: { savedSearch: { name: string; paused: boolean } };
}>("POST", () => "/api/alerts/unsubscribe");

export const jobCounts = route<{ response: { jobs: JobCounts } }>("GET", () => "/api/admin/jobs");
