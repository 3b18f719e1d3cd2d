import { ZodError } from "zod";
import { connectToDatabase } from "@/lib/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { MAX_SAVED_SEARCHES } from "@/domain/alerts/options";
import { describeSearch } from "@/lib/alerts/search-name";
import { savedSearchHref, type SavedSearchJson } from "@/lib/alerts/types";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ParsedListingQuery } from "@/lib/listings/query-words";
import { listFilterQueryString } from "@/lib/listings/query-string";
import { parseListingQueryString } from "@/lib/listings/query-schema";
import type { CreateSavedSearchInput, UpdateSavedSearchInput } from "@/lib/validation/saved-search";
import { SavedSearch, type SavedSearchDoc } from "@/models/SavedSearch";
import { AlertMatch } from "@/models/AlertMatch";
import { isValidObjectId } from "mongoose";

/**
 * A saved search's query string read by the list API's own strict parser, so a saved search can hold only
 * what GET /api/property/property accepts. Paging is dropped (an alert is about any new match); the rest is
 * kept in the one canonical spelling.
 */
export function canonicalSavedQuery(raw: string): { query: string; parsed: ParsedListingQuery } {
  let parsed: ParsedListingQuery;
  try {
    parsed = parseListingQueryString(raw.trim().replace(/^\?/, ""));
  } catch (error) {
    if (error instanceof ZodError) {
      const message = error.issues[0]?.message ?? "The search is not valid";
      throw new InvalidInputError(message, { query: message });
    }
    throw error;
  }
  return { query: listFilterQueryString(parsed), parsed };
}

export function toSavedSearchJson(
  doc: Pick<SavedSearchDoc, "_id" | "name" | "query" | "frequency" | "paused"> & {
    createdAt?: Date | null;
  },
): SavedSearchJson {
  return {
    _id: String(doc._id),
    name: doc.name,
    query: doc.query ?? "",
    frequency: doc.frequency,
    paused: doc.paused === true,
    href: savedSearchHref(doc.query ?? ""),
    createdAt: (doc.createdAt ?? new Date()).toISOString(),
  };
}

const TOO_MANY = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;

/**
 * The places a new search may take: slots 0 up to the cap that no search of the user holds. Searches saved
 * before slots existed hold none, so they shorten the range instead; they are never added to, so a stale
 * count of them only makes the range shorter than it could be, never longer.
 */
async function openSlots(userId: string): Promise<number[] | null> {
  const held = await SavedSearch.find({ user: userId }, { slot: 1 }).lean();
  if (held.length >= MAX_SAVED_SEARCHES) return null;
  const taken = new Set(held.map((search) => search.slot));
  const unslotted = held.filter((search) => typeof search.slot !== "number").length;
  const open: number[] = [];
  for (let slot = 0; slot < MAX_SAVED_SEARCHES - unslotted; slot++) if (!taken.has(slot)) open.push(slot);
  return open.length ? open : null;
}

/**
 * Saves a search for the user; at most MAX_SAVED_SEARCHES each (409 past that). Counting and then inserting
 * would let parallel saves all see room, and a transaction does not guard it on the embedded engine, so each
 * search takes one of the user's numbered slots, unique per user: of racing saves for one slot, one is
 * stored and the others pick again from what is left. The slot belongs to the search, so deleting it frees
 * the place and there is no separate count to drift.
 */
export async function createSavedSearch(
  userId: string,
  input: CreateSavedSearchInput,
  language: Locale = DEFAULT_LOCALE,
): Promise<SavedSearchJson> {
  const { query } = canonicalSavedQuery(input.query);
  await connectToDatabase();
  await SavedSearch.init();
  // Each refused insert means another save took a slot, so without deletes the slots run out within the
  // cap's number of tries; only a user saving and deleting in other tabs at once can exhaust them.
  for (let attempt = 0; attempt <= MAX_SAVED_SEARCHES; attempt++) {
    const open = await openSlots(userId);
    if (!open) throw new ConflictError(TOO_MANY);
    // A random open slot, so parallel saves seldom pick the same one.
    const slot = open[Math.floor(Math.random() * open.length)];
    try {
      const doc = await SavedSearch.create({
        user: userId,
        name: input.name ?? describeSearch(query, language),
        query,
        frequency: input.frequency,
        slot,
      });
      return toSavedSearchJson(doc.toObject());
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  throw new ConflictError("Your saved searches are changing elsewhere. Please try again.");
}

/** The user's own saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearchJson[]> {
  await connectToDatabase();
  const docs = await SavedSearch.find({ user: userId }).sort({ createdAt: -1, _id: -1 }).lean();
  return docs.map(toSavedSearchJson);
}

/** One of the user's searches; someone else's, or none, is "not found". */
async function ownSearch(userId: string, id: string) {
  if (!isValidObjectId(id)) throw new NotFoundError("Saved search not found");
  await connectToDatabase();
  const doc = await SavedSearch.findOne({ _id: id, user: userId });
  if (!doc) throw new NotFoundError("Saved search not found");
  return doc;
}

export async function updateSavedSearch(
  userId: string,
  id: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearchJson> {
  const doc = await ownSearch(userId, id);
  if (input.name !== undefined) doc.name = input.name;
  if (input.frequency !== undefined) doc.frequency = input.frequency;
  if (input.paused !== undefined) doc.paused = input.paused;
  await doc.save();
  return toSavedSearchJson(doc.toObject());
}

/** Deletes the search; matches not yet mailed are dropped with it. */
export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  const doc = await ownSearch(userId, id);
  await SavedSearch.deleteOne({ _id: doc._id });
  await AlertMatch.updateMany({ savedSearch: doc._id, state: "pending" }, { $set: { state: "skipped" } });
}

/** Pauses a search from its unsubscribe link (no session: the signed token names it). */
export async function pauseSavedSearch(id: string): Promise<SavedSearchJson> {
  await connectToDatabase();
  const doc = await SavedSearch.findOneAndUpdate(
    { _id: id },
    { $set: { paused: true } },
    { returnDocument: "after" },
  ).lean();
  if (!doc) throw new NotFoundError("This saved search no longer exists.");
  return toSavedSearchJson(doc);
}

/** A search by id, for the unsubscribe page. */
export async function findSavedSearch(id: string): Promise<SavedSearchJson | null> {
  await connectToDatabase();
  const doc = await SavedSearch.findById(id).lean();
  return doc ? toSavedSearchJson(doc) : null;
}
