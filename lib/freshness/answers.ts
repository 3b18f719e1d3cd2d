import type { Types } from "mongoose";
import { recordListingHistory } from "@/lib/insights/history";
import type { UserCaller } from "@/lib/auth/caller";
import { connectToDatabase } from "@/lib/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { readAvailabilityToken } from "@/lib/freshness/links";
import type { AvailabilityAnswer } from "@/lib/freshness/options";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { closeListing } from "@/lib/owners/listings";
import { Property } from "@/models/Property";

/** The answers to the reminder (its signed links) and the owner's renewal from My listings. */

export const LINK_NOT_VALID = "This link is not valid. Open it again from the e-mail, or sign in to My listings.";

type Stored = {
  _id: Types.ObjectId;
  title: string;
  type: string;
  isActive?: boolean | null;
  account?: Types.ObjectId | null;
  closedAt?: Date | null;
  expiredAt?: Date | null;
  freshAt?: Date | null;
  location?: { city?: string | null; locality?: string | null } | null;
};

/**
 * Starts a new cycle on a listing that is live or expired (not closed, not switched off by an admin, not
 * waiting for a first approval): confirmed still available now, back on the site if it had expired. `where`
 * narrows whose listing it is and which cycle is answered. Null when nothing matched.
 */
async function confirmWhere(doc: Stored, where: Record<string, unknown>, now: Date): Promise<Stored | null> {
  const confirmed = (await Property.findOneAndUpdate(
    {
      _id: doc._id,
      closedAt: { $exists: false },
      // An expired listing its owner changed meanwhile waits for review: the changes were written to it
      // (nobody saw it), so only an approval may put it back.
      $or: [{ isActive: true }, { expiredAt: { $exists: true }, awaitingReview: { $ne: true } }],
      ...where,
    },
    { $set: { freshAt: now, confirmedAt: now, isActive: true }, $unset: { remindedAt: 1, expiredAt: 1 } },
    { returnDocument: "after" },
  ).lean()) as Stored | null;
  // The card's label and the listing's place in the default order change: its pages expire.
  if (confirmed) {
    await recordListingHistory(confirmed._id, now);
    expireListing(listingCacheState(doc), listingCacheState(confirmed));
  }
  return confirmed;
}

export type AvailabilityOutcome = {
  answer: AvailabilityAnswer;
  title: string;
  listingId: string;
  /** `confirmed`: still available (a new cycle); `closed`: let or sold, its page answers 410. */
  state: "confirmed" | "closed";
};

/** What the confirmation page shows before the button is pressed: the listing and the answer. */
export async function previewAvailabilityAnswer(token: string) {
  const parsed = readAvailabilityToken(token);
  if (!parsed) return null;
  await connectToDatabase();
  const doc = await Property.findById(parsed.listingId, { title: 1, type: 1, closedAt: 1, freshAt: 1 }).lean();
  if (!doc) return null;
  return {
    ...parsed,
    title: doc.title,
    type: doc.type,
    closed: Boolean(doc.closedAt),
    answered: parsed.answer === "available" && doc.freshAt?.getTime() !== parsed.cycle,
  };
}

/**
 * The answer a reminder's signed link gives, signed out. "available" starts a new cycle when it answers the
 * current one (an old mail's Yes changes nothing again: it was answered); "rented" and "sold" close the
 * listing exactly as its owner's close does, whenever they are used. A tampered token is a 400; a listing
 * that no longer exists a 404; a Yes for a closed listing a 409. Pressing the same button twice is harmless.
 */
export async function answerAvailability(token: string, now: Date = new Date()): Promise<AvailabilityOutcome> {
  const parsed = readAvailabilityToken(token);
  if (!parsed) throw new InvalidInputError(LINK_NOT_VALID, { token: LINK_NOT_VALID });
  await connectToDatabase();
  const doc = (await Property.findById(parsed.listingId).lean()) as Stored | null;
  if (!doc) throw new NotFoundError("This listing no longer exists.");
  const outcome = { answer: parsed.answer, title: doc.title, listingId: String(doc._id) };

  if (parsed.answer === "available") {
    if (doc.closedAt) throw new ConflictError("This listing was closed; it cannot be confirmed.");
    const cycle = new Date(parsed.cycle);
    if (doc.freshAt?.getTime() !== parsed.cycle) return { ...outcome, state: "confirmed" };
    if (await confirmWhere(doc, { freshAt: cycle }, now)) return { ...outcome, state: "confirmed" };
    throw new ConflictError("This listing is not on the site now, so it cannot be confirmed from this link.");
  }
  if (!doc.closedAt) await closeListing(doc, parsed.answer);
  return { ...outcome, state: "closed" };
}

/**
 * The owner's one click in My listings: an expired listing comes back (a new cycle, confirmed now), and a
 * live one is confirmed still available. Anything else (waiting, closed, paused) is a 409.
 */
export async function renewMyListing(caller: UserCaller, id: string, now: Date = new Date()): Promise<Stored> {
  await connectToDatabase();
  const doc = (await Property.findOne({ _id: id, account: caller.id, source: "public" }).lean()) as Stored | null;
  if (!doc) throw new NotFoundError("Listing not found");
  const renewed = await confirmWhere(doc, { account: caller.id }, now);
  if (!renewed) throw new ConflictError("Only a live or expired listing can be renewed.");
  return renewed;
}
