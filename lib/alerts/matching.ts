import type { AnyBulkWriteOperation, PipelineStage } from "mongoose";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { listingFilter } from "@/lib/listings/filter";
import { parseListingQueryString } from "@/lib/listings/query-schema";
import { log } from "@/lib/log";
import { AlertMatch } from "@/models/AlertMatch";
import { Property } from "@/models/Property";
import { SavedSearch } from "@/models/SavedSearch";
import { User } from "@/models/User";

/**
 * Which saved searches a listing that just became visible matches. There is no second matcher: each saved
 * query is read by the list API's parser and turned into the list API's database filter (`listingFilter`,
 * which also requires the listing to be visible), and the database is asked whether the listing, by its id,
 * is among that filter's results. All distinct queries go in one aggregation over that one document (a
 * `$facet` branch per query), so the cost is one round trip however many searches there are.
 */

/** Queries per aggregation (a bound on the size of one command). */
const QUERIES_PER_ROUND = 500;

export type NewMatch = { matchId: string; savedSearchId: string; frequency: "instant" | "daily" };

/** The ids of the distinct queries the listing matches. */
async function matchingQueries(listingId: mongoose.Types.ObjectId, queries: string[]): Promise<Set<string>> {
  const matched = new Set<string>();
  const filters: Array<{ query: string; filter: Record<string, unknown> }> = [];
  for (const query of queries) {
    try {
      filters.push({ query, filter: listingFilter(parseListingQueryString(query)) as Record<string, unknown> });
    } catch (error) {
      // Stored searches were parsed when saved; one that no longer parses (a word retired since) is skipped.
      log.warn({ err: error, query }, "A saved search no longer parses");
    }
  }
  for (let start = 0; start < filters.length; start += QUERIES_PER_ROUND) {
    const round = filters.slice(start, start + QUERIES_PER_ROUND);
    const facets = Object.fromEntries(
      round.map(({ filter }, i) => [`q${i}`, [{ $match: filter }, { $project: { _id: 1 } }]]),
    ) as Record<string, PipelineStage.FacetPipelineStage[]>;
    const [result] = await Property.aggregate<Record<string, unknown[]>>([
      { $match: { _id: listingId } },
      { $facet: facets },
    ]);
    round.forEach(({ query }, i) => {
      if ((result?.[`q${i}`]?.length ?? 0) > 0) matched.add(query);
    });
  }
  return matched;
}

/**
 * Records a match for every active saved search the listing matches, once per (search, listing) ever, and
 * returns the matches that are new. The listing's owner (by account, or by the e-mail the listing was
 * submitted with) is not alerted about their own listing.
 */
export async function matchListing(listingId: string, { at = new Date() }: { at?: Date } = {}): Promise<NewMatch[]> {
  if (!mongoose.isValidObjectId(listingId)) return [];
  await connectToDatabase();
  const id = new mongoose.Types.ObjectId(listingId);
  const listing = await Property.findById(id).lean();
  if (!listing || listing.isActive !== true) return [];

  const searches = await SavedSearch.find({ paused: { $ne: true } }, { user: 1, query: 1, frequency: 1 }).lean();
  if (!searches.length) return [];

  const owners = new Set<string>();
  const account = (listing as { account?: unknown }).account;
  if (account) owners.add(String(account));
  const ownerEmail = listing.owner?.email?.trim().toLowerCase();
  if (ownerEmail) {
    for (const user of await User.find({ email: ownerEmail }, { _id: 1 }).lean()) owners.add(String(user._id));
  }
  const candidates = searches.filter((search) => !owners.has(String(search.user)));

  const matched = await matchingQueries(id, [...new Set(candidates.map((search) => search.query ?? ""))]);
  const hits = candidates.filter((search) => matched.has(search.query ?? ""));
  if (!hits.length) return [];

  const operations: AnyBulkWriteOperation[] = hits.map((search) => ({
    updateOne: {
      filter: { savedSearch: search._id, listing: id },
      update: { $setOnInsert: { user: search.user, matchedAt: at, state: "pending" } },
      upsert: true,
    },
  }));
  let upserted: Record<number, unknown> = {};
  try {
    const result = await AlertMatch.bulkWrite(operations, { ordered: false });
    upserted = result.upsertedIds ?? {};
  } catch (error) {
    // Two matching runs racing: the unique index refuses the second insert of a pair, which is not new.
    const partial = (error as { result?: { upsertedIds?: Record<number, unknown> } }).result;
    if (!partial || (error as { code?: number }).code !== 11000) throw error;
    upserted = partial.upsertedIds ?? {};
  }
  return Object.entries(upserted).map(([index, matchId]) => ({
    matchId: String(matchId),
    savedSearchId: String(hits[Number(index)]._id),
    frequency: hits[Number(index)].frequency,
  }));
}
