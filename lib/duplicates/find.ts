import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { hashBands, hashDistance, PHOTO_MATCH_MAX_DISTANCE } from "@/lib/duplicates/photo-hash";
import { log } from "@/lib/log";
import { Property } from "@/models/Property";

/**
 * The duplicate check: is a listing, just submitted or edited, likely the same home as another live or
 * pending one? Two rules (docs/freshness.md, "Duplicates"):
 * - the same contact phone (as E.164), locality, kind and BHK as an other listing whose number is proved (it
 *   carries the "Phone verified" mark), with a price within PRICE_TOLERANCE of this listing's;
 * - a photo whose perceptual hash is within PHOTO_MATCH_MAX_DISTANCE bits of one of this listing's.
 * The finding is stored on the listing for the admin's queue; its owner is never told.
 */

export const PRICE_TOLERANCE = 0.1;

export type DuplicateReason = "phone" | "photo";

type Candidate = {
  _id: Types.ObjectId;
  type: "rent" | "sale" | "land";
  bhk?: number | null;
  price: number;
  contactNumber?: string | null;
  owner?: { phone?: string | null } | null;
  phoneVerified?: boolean | null;
  location?: { city?: string | null; locality?: string | null } | null;
  photoHashes?: Array<{ url: string; hash: string }> | null;
};

/** A phone number in E.164 ("+919437012345"), read as an Indian number unless it names its country. */
export function phoneE164(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw, "IN");
  return parsed?.isValid() ? parsed.number : null;
}

/** The listing's contact number in E.164: the number on the listing, else the owner's from the form. */
const contactOf = (doc: Candidate) => phoneE164(doc.contactNumber) ?? phoneE164(doc.owner?.phone);

/** Whether two prices are within PRICE_TOLERANCE of the first (the listing being checked). */
export function pricesClose(price: number, other: number): boolean {
  return Math.abs(other - price) <= PRICE_TOLERANCE * price + 1e-9;
}

/** Live listings, and submissions or edits waiting for review: what a duplicate can be of. */
const LIVE_OR_PENDING = {
  closedAt: { $exists: false },
  $or: [{ isActive: true }, { awaitingReview: true }],
};

/** The first other listing the phone rule matches, or null. */
async function byPhone(doc: Candidate): Promise<Types.ObjectId | null> {
  const phone = contactOf(doc);
  const locality = doc.location?.locality?.trim();
  // Only the other listing's number must be proved: a number anyone can type on an earlier listing must
  // not cast doubt on its real owner's. This listing is compared whichever door it came through, marked or
  // not (the team's listings never are): the finding is only ever stored on this one, and a copy of a
  // verified owner's number, place and price is what the admins should look at.
  if (!phone || !locality) return null;
  const others = (await Property.find(
    {
      _id: { $ne: doc._id },
      type: doc.type,
      "location.city": doc.location?.city ?? "Bhubaneswar",
      "location.locality": locality,
      bhk: doc.bhk ?? 0,
      price: { $gte: doc.price * (1 - PRICE_TOLERANCE), $lte: doc.price * (1 + PRICE_TOLERANCE) },
      phoneVerified: true,
      ...LIVE_OR_PENDING,
    },
    { contactNumber: 1, "owner.phone": 1, price: 1, phoneVerified: 1 },
  )
    .sort({ createdAt: 1, _id: 1 })
    .limit(50)
    .lean()) as Candidate[];
  const match = others.find((other) => pricesClose(doc.price, other.price) && contactOf(other) === phone);
  return match?._id ?? null;
}

/** The first other listing with a photo within the hash distance of one of this listing's, or null. */
async function byPhoto(doc: Candidate): Promise<Types.ObjectId | null> {
  const hashes = (doc.photoHashes ?? []).map((h) => h.hash);
  if (!hashes.length) return null;
  const others = (await Property.find(
    { _id: { $ne: doc._id }, photoHashBands: { $in: [...new Set(hashes.flatMap(hashBands))] }, ...LIVE_OR_PENDING },
    { photoHashes: 1 },
  )
    .sort({ createdAt: 1, _id: 1 })
    .limit(200)
    .lean()) as Candidate[];
  const match = others.find((other) =>
    (other.photoHashes ?? []).some((theirs) =>
      hashes.some((ours) => hashDistance(ours, theirs.hash) <= PHOTO_MATCH_MAX_DISTANCE),
    ),
  );
  return match?._id ?? null;
}

export type DuplicateFinding = { of: string; reasons: DuplicateReason[] } | null;

/** The likely duplicate of a stored listing (the older listing it matches), by either rule. */
export async function findLikelyDuplicate(id: unknown): Promise<DuplicateFinding> {
  await connectToDatabase();
  const doc = (await Property.findById(id).lean()) as Candidate | null;
  if (!doc) return null;
  const [phone, photo] = await Promise.all([byPhone(doc), byPhoto(doc)]);
  const of = phone ?? photo;
  if (!of) return null;
  const reasons: DuplicateReason[] = [];
  if (phone && String(phone) === String(of)) reasons.push("phone");
  if (photo && String(photo) === String(of)) reasons.push("photo");
  return { of: String(of), reasons };
}

/**
 * Runs the check after a listing was submitted or edited and stores (or clears) the finding. Never throws:
 * the write it follows has happened, and a failed check only leaves the queue without its hint (logged).
 */
export async function checkForDuplicate(id: unknown): Promise<DuplicateFinding> {
  try {
    const finding = await findLikelyDuplicate(id);
    await Property.updateOne(
      { _id: id },
      finding
        ? { $set: { possibleDuplicate: { of: finding.of, reasons: finding.reasons, at: new Date() } } }
        : { $unset: { possibleDuplicate: 1 } },
      { timestamps: false },
    );
    return finding;
  } catch (error) {
    log.error({ err: error, listingId: String(id) }, "The duplicate check failed");
    return null;
  }
}
