import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { facetsOfDocument } from "@/lib/db/embedded-engine-gaps";
import { haversineKm } from "@/domain/geo/distance";
import { listingFilter } from "@/lib/listings/filter";
import { searchCircle } from "@/lib/listings/geo-words";
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
 * `$facet` branch per query), so the cost is one round trip however many searches there are. Filters whose
 * plain equalities (type, bedrooms, city, ...) the listing plainly fails are not sent (`mayMatch`). A search
 * near a point is the database filter of the circle's box, and then the listing's distance, as the list API
 * measures it (geo-search.ts).
 */

/** Queries per aggregation (a bound on the size of one command). */
const QUERIES_PER_ROUND = 500;

export type NewMatch = { matchId: string; savedSearchId: string; frequency: "instant" | "daily" };

type Filter = Record<string, unknown>;

/** A value at a dotted path of a stored document ("location.city"). */
const valueAt = (doc: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Filter)[key] : undefined), doc);

const isScalar = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);

/**
 * Whether the filter may match the document, judged only by its plain `field: value` conditions on fields the
 * document holds as a single value: such a condition is exactly `===`. Anything else (operators, arrays,
 * missing fields) is left to the database, so this only spares it filters that cannot match.
 */
function mayMatch(filter: Filter, doc: unknown): boolean {
  for (const [path, wanted] of Object.entries(filter)) {
    if (!isScalar(wanted)) continue;
    const stored = valueAt(doc, path);
    if (isScalar(stored) && stored !== wanted) return false;
  }
  return true;
}

/** Whether the listing's public point lies within the search's circle; true for a search without one. */
function withinCircle(listing: Filter, circle: ReturnType<typeof searchCircle>): boolean {
  if (!circle) return true;
  const point = valueAt(listing, "mapPoint") as { lat?: unknown; lng?: unknown } | undefined;
  if (typeof point?.lat !== "number" || typeof point.lng !== "number") return false;
  return haversineKm(circle.centre, { lat: point.lat, lng: point.lng }) <= circle.km;
}

/** The distinct queries the listing matches. */
async function matchingQueries(listing: Filter & { _id: mongoose.Types.ObjectId }, queries: string[]) {
  const matched = new Set<string>();
  const filters: Array<{ query: string; filter: Filter }> = [];
  for (const query of queries) {
    let filter: Filter;
    try {
      const parsed = parseListingQueryString(query);
      if (!withinCircle(listing, searchCircle(parsed))) continue;
      filter = listingFilter(parsed) as Filter;
    } catch (error) {
      // Stored searches were parsed when saved; one that no longer parses (a word retired since) is skipped.
      log.warn({ err: error, query }, "A saved search no longer parses");
      continue;
    }
    if (mayMatch(filter, listing)) filters.push({ query, filter });
  }
  if (!filters.length) return matched;

  for (let start = 0; start < filters.length; start += QUERIES_PER_ROUND) {
    const round = filters.slice(start, start + QUERIES_PER_ROUND);
    const facets = Object.fromEntries(
      round.map(({ filter }, i) => [`q${i}`, [{ $match: filter }, { $project: { _id: 1 } }]]),
    );
    const result = await facetsOfDocument(listing, facets);
    round.forEach(({ query }, i) => {
      if ((result[`q${i}`]?.length ?? 0) > 0) matched.add(query);
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
  // The stored document whole, as the list query sees it (the search keywords are not selected by default).
  const listing = await Property.collection.findOne({ _id: id });
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

  const matched = await matchingQueries(listing as unknown as Filter & { _id: mongoose.Types.ObjectId }, [
    ...new Set(candidates.map((search) => search.query ?? "")),
  ]);
  const hits = candidates.filter((search) => matched.has(search.query ?? ""));
  if (!hits.length) return [];

  // Pairs recorded before (an edit, a second approval) are not new; the unique index settles a race.
  const known = new Set(
    (
      await AlertMatch.find({ listing: id, savedSearch: { $in: hits.map((h) => h._id) } }, { savedSearch: 1 }).lean()
    ).map((m) => String(m.savedSearch)),
  );
  const fresh = hits
    .filter((search) => !known.has(String(search._id)))
    .map((search) => ({
      _id: new mongoose.Types.ObjectId(),
      savedSearch: search._id,
      listing: id,
      user: search.user,
      matchedAt: at,
      state: "pending" as const,
      frequency: search.frequency,
    }));
  if (!fresh.length) return [];
  try {
    await AlertMatch.insertMany(
      fresh.map(({ frequency, ...doc }) => (void frequency, doc)),
      { ordered: false },
    );
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  const stored = new Set(
    (await AlertMatch.find({ _id: { $in: fresh.map((m) => m._id) } }, { _id: 1 }).lean()).map((m) => String(m._id)),
  );
  return fresh
    .filter((m) => stored.has(String(m._id)))
    .map((m) => ({ matchId: String(m._id), savedSearchId: String(m.savedSearch), frequency: m.frequency }));
}
