import { NextResponse } from "next/server";
import { createSavedSearch, listSavedSearches } from "@/lib/alerts";
import { route } from "@/lib/http/route";
import { createSavedSearchSchema } from "@/lib/validation/saved-search";

export const dynamic = "force-dynamic";

/** GET /api/saved-searches: the caller's own saved searches, newest first. */
export const GET = route({ auth: "user" }, async ({ caller }) =>
  NextResponse.json({ success: true, savedSearches: await listSavedSearches(caller.id) }),
);

/**
 * POST /api/saved-searches `{ query, frequency, name? }`: saves a search. `query` is the list API's query
 * string, read by its own parser (an unknown word or a bad value is a 400); at most 20 per account (409).
 */
export const POST = route({ auth: "user", body: createSavedSearchSchema }, async ({ caller, input }) =>
  NextResponse.json(
    { success: true, message: "Search saved", savedSearch: await createSavedSearch(caller.id, input) },
    { status: 201 },
  ),
);
