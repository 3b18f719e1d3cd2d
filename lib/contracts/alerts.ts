import type { SavedSearchJson } from "@/lib/alerts/types";
import type { JobCounts } from "@/lib/jobs/queue";
import { route, schema } from "@/lib/contracts/route";

/** Saved searches and their alerts; the admin's view of the job queue. */

const savedSearch = () => import("@/lib/validation/saved-search");

export type { SavedSearchJson };

/** The caller's own saved searches, newest first. */
export const savedSearchList = route("GET", "/api/saved-searches").answers<{ savedSearches: SavedSearchJson[] }>();

/**
 * Saves a search. `query` is the list API's query string, read by its own parser (an unknown word or a bad
 * value is a 400); at most 20 per account (409).
 */
export const createSavedSearch = route("POST", "/api/saved-searches", {
  json: schema(savedSearch, "createSavedSearchSchema"),
}).answers<{ savedSearch: SavedSearchJson }>();

/** Renames, changes the frequency of, pauses or resumes one of the caller's own searches (else 404). */
export const updateSavedSearch = route("PATCH", "/api/saved-searches/[id]", {
  json: schema(savedSearch, "updateSavedSearchSchema"),
}).answers<{ savedSearch: SavedSearchJson }>();

/** Deletes one of the caller's own searches (else 404). */
export const deleteSavedSearch = route("DELETE", "/api/saved-searches/[id]").answers();

const unsubscribeQuery = { query: schema(savedSearch, "unsubscribeQuerySchema") };

/**
 * The List-Unsubscribe address of an alert mail, followed as a link: the confirmation page (nothing changes
 * on a GET, which mail scanners also make).
 */
export const unsubscribeLink = route("GET", "/api/alerts/unsubscribe", unsubscribeQuery).raw();

/**
 * RFC 8058 one-click (sent by the mail client) or the confirmation page's button: pauses the one saved
 * search the signed token names. A browser's form sent before the page's scripts ran is sent back to the page.
 */
export const unsubscribe = route("POST", "/api/alerts/unsubscribe", unsubscribeQuery).answers<{
  savedSearch: { name: string; paused: boolean };
}>();

/** The background job queue at a glance (queued, failed for good, last run). */
export const jobCounts = route("GET", "/api/admin/jobs").answers<{ jobs: JobCounts }>();
