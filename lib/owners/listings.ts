import type { Types } from "mongoose";
import { recordListingHistory } from "@/lib/insights/history";
import type { UserCaller } from "@/lib/auth/caller";
import { connectToDatabase } from "@/lib/db";
import { checkForDuplicate } from "@/lib/duplicates/find";
import { recordPhotoHashes, type PhotoHash } from "@/lib/duplicates/record";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { withLocalityCentre } from "@/lib/listings/locality-centres";
import { MAX_IMAGES_PER_LISTING } from "@/domain/listings/options";
import { consumePhotoQuota } from "@/lib/listings/photo-quota";
import { discardListingPhotos, withUploadsOwnedBy } from "@/lib/listings/photos";
import {
  applyOwnerChange,
  fieldValue,
  ownerFields,
  sameValue,
  settleKind,
  withPending,
  type OwnerChange,
  type OwnerEditRecord,
} from "@/lib/listings/owner-changes";
import { previousPriceAfter } from "@/lib/listings/price-history";
import { storeListingImages, type ImageOutcome } from "@/lib/listings/writes";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { claimSubmissions } from "@/lib/owners/claim";
import { importLegacyEnquiries } from "@/lib/conversations/legacy";
import { LIVE_EDIT_FIELDS, type CloseReason, type OwnerListingStatus } from "@/domain/owners/options";
import { ownerPriceProblem, type OwnerListingEdit } from "@/lib/validation/owner-listing";
import { Favourite } from "@/models/Favourite";
import { Conversation } from "@/models/Conversation";
import { Property, type PropertyDoc } from "@/models/Property";

// The owner's side of their listings: the dashboard's list with its figures, edits (some live at once,
// others held for review), photos, closing and reopening. Every call names the caller's own listing: a
// listing of someone else, or one the team put up, is "not found" (404), never "forbidden".

export const LISTING_NOT_FOUND = "Listing not found";

type Stored = PropertyDoc & {
  account?: Types.ObjectId;
  closedAt?: Date;
  closedReason?: CloseReason;
  rejectedAt?: Date;
  rejectedReason?: string;
  ownerEdit?: OwnerEditRecord;
  pendingEdit?: OwnerEditRecord;
};

/**
 * Counts one owner write (edit, photos, close, reopen) against the account's allowance, or refuses with 429
 * and Retry-After. Called before the body is read, so a refused upload is not streamed in.
 */
export async function countOwnerWrite(caller: UserCaller): Promise<void> {
  await consumeOrRefuse(
    [{ rule: LIMITS.ownerWritePerUser, key: caller.id }],
    (seconds) => `Too many changes to your listings. Please try again in ${minutesText(seconds)}.`,
  );
}

/** A listing's state as its owner sees it (see OWNER_LISTING_STATUSES); live while changes wait for review. */
export function ownerStatus(doc: {
  closedAt?: Date | null;
  awaitingReview?: boolean | null;
  awaitingPhone?: boolean | null;
  rejectedAt?: Date | null;
  isActive?: boolean | null;
  expiredAt?: Date | null;
}): OwnerListingStatus {
  if (doc.closedAt) return "closed";
  if (doc.isActive) return "live";
  // Waiting for its SMS code is waiting too; the queue takes it once the number is confirmed.
  if (doc.awaitingReview || doc.awaitingPhone) return "pending";
  if (doc.expiredAt) return "expired";
  if (doc.rejectedAt) return "rejected";
  return "paused";
}

/**
 * An enquiry as its thread: the enquirer's first name, the last message and unread count, and the thread's
 * id (the owner answers there). Never the enquirer's e-mail address or phone number.
 */
export type Enquiry = { _id: string; name: string; message: string; date: string; unread: number };

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/**
 * One of the owner's listings as the dashboard shows it: with the changes that wait for review laid over
 * the approved fields (what the owner asked for), and which fields those are.
 */
export function toOwnerListing(doc: Stored, figures: { enquiries: Enquiry[]; saves: number }) {
  const fields = withPending(ownerFields(doc), doc.pendingEdit?.changes);
  return {
    _id: String(doc._id),
    ...fields,
    status: ownerStatus(doc),
    closedReason: doc.closedAt ? (doc.closedReason ?? "other") : null,
    closedAt: iso(doc.closedAt) ?? null,
    rejectedReason: doc.rejectedAt ? (doc.rejectedReason ?? "") : null,
    editedByOwner: doc.ownerEdit
      ? { at: iso(doc.ownerEdit.at)!, fields: doc.ownerEdit.changes.map((c) => c.field) }
      : null,
    /** Changes to the live listing that our team has yet to approve; the site shows the approved version. */
    pendingReview: doc.pendingEdit?.changes.length
      ? { at: iso(doc.pendingEdit.at)!, fields: doc.pendingEdit.changes.map((c) => c.field) }
      : null,
    submittedAt: iso(doc.createdAt)!,
    /** The freshness clock: when it was last confirmed available, when a reminder went, when it expired. */
    confirmedAt: iso(doc.confirmedAt) ?? null,
    remindedAt: iso(doc.remindedAt) ?? null,
    expiredAt: iso(doc.expiredAt) ?? null,
    updatedAt: iso(doc.updatedAt)!,
    views: doc.views ?? 0,
    saves: figures.saves,
    enquiries: figures.enquiries,
  };
}

export type OwnerListing = ReturnType<typeof toOwnerListing>;

/** Enquiries (Contact messages) and saves of some listings, per listing id. */
async function figuresOf(ids: Types.ObjectId[]) {
  await importLegacyEnquiries(ids.map(String));
  const [threads, saves] = await Promise.all([
    Conversation.find(
      { property: { $in: ids }, owner: { $exists: true } },
      { property: 1, enquirerName: 1, lastMessageText: 1, lastMessageAt: 1, unread: 1 },
    )
      .sort({ lastMessageAt: -1 })
      .lean(),
    Favourite.find({ property: { $in: ids } }, { property: 1 }).lean(),
  ]);
  const enquiries = new Map<string, Enquiry[]>();
  for (const t of threads) {
    const key = String(t.property);
    const list = enquiries.get(key) ?? [];
    list.push({
      _id: String(t._id),
      name: t.enquirerName || "Enquirer",
      message: t.lastMessageText,
      date: new Date(t.lastMessageAt).toISOString(),
      unread: t.unread?.owner ?? 0,
    });
    enquiries.set(key, list);
  }
  const saveCounts = new Map<string, number>();
  for (const s of saves) saveCounts.set(String(s.property), (saveCounts.get(String(s.property)) ?? 0) + 1);
  return (id: Types.ObjectId) => ({
    enquiries: enquiries.get(String(id)) ?? [],
    saves: saveCounts.get(String(id)) ?? 0,
  });
}

async function withFigures(doc: Stored): Promise<OwnerListing> {
  return toOwnerListing(doc, (await figuresOf([doc._id]))(doc._id));
}

/**
 * Every listing of the caller's account, newest first, with its figures. Submissions made signed out with
 * the account's verified address are claimed first (as at sign-in), so none is missing.
 */
export async function listMyListings(caller: UserCaller): Promise<OwnerListing[]> {
  await connectToDatabase();
  await claimSubmissions(caller.id);
  const docs = (await Property.find({ account: caller.id, source: "public" })
    .sort({ createdAt: -1, _id: -1 })
    .limit(500)
    .lean()) as Stored[];
  const figures = await figuresOf(docs.map((d) => d._id));
  return docs.map((doc) => toOwnerListing(doc, figures(doc._id)));
}

/** The caller's own listing, as a document to change; anyone else's (or the team's) is not found. */
async function ownListing(caller: UserCaller, id: string) {
  await connectToDatabase();
  const doc = await Property.findOne({ _id: id, account: caller.id, source: "public" });
  if (!doc) throw new NotFoundError(LISTING_NOT_FOUND);
  return doc;
}

export async function getMyListing(caller: UserCaller, id: string): Promise<OwnerListing> {
  return withFigures((await ownListing(caller, id)).toObject() as Stored);
}

const LIVE = new Set<string>(LIVE_EDIT_FIELDS);

/**
 * The owner's edit of their listing. On a live listing, price, deposit, availability and furnishing change
 * at once (its pages expire now); every other field (description, title, photos, type, BHK, location, ...)
 * waits for review while the approved version stays on the site, and the admin's queue shows each change
 * beside the current value. A listing that is not live (waiting, rejected, paused) takes the changes as they
 * are, since nobody sees it; any beyond the live fields send it (back) to review. A closed listing is
 * reopened first (409). Answers the listing and whether something waits for review.
 */
export function updateMyListing(
  caller: UserCaller,
  id: string,
  edit: OwnerListingEdit,
): Promise<{ listing: OwnerListing; review: boolean }> {
  return editListing(caller, id, edit, []);
}

/**
 * The edit; `uploaded` are addresses of photos just stored for this listing, added after the photos the owner
 * sees. Photos the listing holds neither approved nor waiting once it is saved are deleted.
 */
async function editListing(
  caller: UserCaller,
  id: string,
  edit: OwnerListingEdit,
  uploaded: string[],
  hashes: PhotoHash[] = [],
): Promise<{ listing: OwnerListing; review: boolean }> {
  const doc = await ownListing(caller, id);
  if (doc.get("closedAt")) throw new ConflictError("This listing is closed: reopen it before changing it.");
  const stored = doc.toObject() as Stored;
  const approved = ownerFields(stored);
  const pendingBefore = stored.pendingEdit?.changes ?? [];
  // Compared with what the owner sees: the approved fields with their waiting changes.
  const current = withPending(approved, pendingBefore);
  const changes: OwnerChange[] = [];
  const note = (field: string, after: unknown) => {
    const before = fieldValue(current, field);
    if (!sameValue(before, after)) changes.push({ field, before: before ?? null, after: after ?? null });
  };
  // Every photo the listing holds now, approved or waiting, and the ones just uploaded for it.
  const photosBefore = [...approved.photos, ...current.photos, ...uploaded];

  if (edit.photos) {
    const known = new Set([...current.photos, ...approved.photos, ...uploaded]);
    const unknown = edit.photos.filter((url) => !known.has(url));
    if (unknown.length || new Set(edit.photos).size !== edit.photos.length) {
      throw new InvalidInputError("Photos can only be kept, removed or reordered here; add new ones by upload.", {
        photos: "Keep only this listing's own photos, each once",
      });
    }
    note("photos", edit.photos);
  }
  if (uploaded.length) {
    // Counted against the listing as it is now: another upload may have landed since the caller looked.
    const photos = [...current.photos, ...uploaded];
    if (photos.length > MAX_IMAGES_PER_LISTING) throw tooManyPhotos(current.photos.length);
    note("photos", photos);
  }
  const scalar = [
    "title",
    "description",
    "price",
    "securityDeposit",
    "availableFrom",
    "furnishing",
    "type",
    "propertyType",
    "bhk",
    "bathrooms",
    "amenities",
  ] as const;
  for (const field of scalar) {
    if (edit[field] !== undefined) note(field, edit[field]);
  }
  if (edit.superBuiltupArea) note("superBuiltupArea", edit.superBuiltupArea.value);
  if (edit.location) note("location", { ...current.location, ...edit.location });
  const place = { ...current.location, ...edit.location };
  const moved = !sameValue(place.city, current.location.city) || !sameValue(place.locality, current.location.locality);
  // A listing moved to another place without a new pin goes back to the new place's centre.
  if (edit.geo !== undefined) note("geo", edit.geo);
  else if (moved && current.geo) note("geo", null);
  if (edit.areaOnly !== undefined) note("areaOnly", edit.areaOnly);
  const priceProblem = edit.price !== undefined ? ownerPriceProblem(edit.type ?? current.type, edit.price) : null;
  if (priceProblem) throw new InvalidInputError(priceProblem, { price: priceProblem });
  if (!changes.length) return { listing: await withFigures(stored), review: false };

  const before = listingCacheState(stored);
  const live = doc.isActive === true;
  // A new kind (asked for now or earlier) changes what the price means: on a live listing, price and deposit
  // wait with it, and are judged by the kind asked for.
  const kindWaits = [...changes, ...pendingBefore].some((c) => c.field === "type");
  const atOnce = changes.filter((c) => !live || (LIVE.has(c.field) && !kindWaits));
  const held = changes.filter((c) => !atOnce.includes(c));

  const oldPrice = doc.price;
  for (const { field, after } of atOnce) applyOwnerChange(doc, field, after);
  settleKind(
    doc,
    atOnce.map((c) => c.field),
    edit.propertyType,
  );
  if (doc.price !== oldPrice || doc.type !== stored.type) {
    doc.set(
      "previousPrice",
      doc.type !== stored.type
        ? undefined
        : previousPriceAfter({
            oldPrice,
            newPrice: doc.price,
            previousPrice: stored.previousPrice,
            oldPriceSince: stored.priceSince ?? stored.createdAt,
            trusted: false,
          }),
    );
    doc.set("priceSince", new Date());
  }

  // The changes that wait: earlier ones stay unless this edit changes them again, and a change back to the
  // approved value is no change at all.
  const waiting = new Map(pendingBefore.map((c) => [c.field, { field: c.field, before: c.before, after: c.after }]));
  for (const c of atOnce) waiting.delete(c.field);
  for (const c of held) {
    const approvedValue = fieldValue(approved, c.field);
    if (sameValue(approvedValue, c.after)) waiting.delete(c.field);
    else waiting.set(c.field, { field: c.field, before: approvedValue ?? null, after: c.after });
  }
  if (waiting.size) doc.set("pendingEdit", { at: new Date(), changes: [...waiting.values()] });
  else doc.set("pendingEdit", undefined);

  let review: boolean;
  if (live) {
    review = waiting.size > 0;
    doc.set("awaitingReview", review);
  } else {
    review = changes.some((c) => !LIVE.has(c.field)) || doc.awaitingReview === true;
    if (review) {
      // The admin sees every change since the listing was last approved: earlier edits keep their "before".
      const earlier = stored.ownerEdit?.changes ?? [];
      const merged = new Map(earlier.map((c) => [c.field, { field: c.field, before: c.before, after: c.after }]));
      for (const c of atOnce) {
        const approvedValue = pendingBefore.find((p) => p.field === c.field)?.before ?? c.before;
        merged.set(c.field, { field: c.field, before: merged.get(c.field)?.before ?? approvedValue, after: c.after });
      }
      doc.set("ownerEdit", { at: new Date(), changes: [...merged.values()] });
      // A submission whose number is not confirmed reaches the queue only with its code.
      doc.set("awaitingReview", doc.awaitingPhone !== true);
      doc.set("rejectedAt", undefined);
      doc.set("rejectedReason", undefined);
    }
  }
  await (await withLocalityCentre(doc)).save();
  await recordPhotoHashes(doc._id, hashes);
  // The admin's queue says when it now looks like another listing; the owner is not told.
  await checkForDuplicate(doc._id);
  const saved = doc.toObject() as Stored;
  // Only what changed on the live listing reaches its pages; held changes and hidden listings expire nothing.
  if (live && atOnce.length) {
    await recordListingHistory(saved._id);
    expireListing(before, listingCacheState(saved));
  }
  const approvedAfter = ownerFields(saved);
  const kept = new Set([...approvedAfter.photos, ...withPending(approvedAfter, saved.pendingEdit?.changes).photos]);
  await discardListingPhotos(photosBefore.filter((url) => !kept.has(url)));
  return { listing: await withFigures(saved), review };
}

function tooManyPhotos(have: number) {
  return new InvalidInputError(`A listing has at most ${MAX_IMAGES_PER_LISTING} photos`, {
    images: `You can add ${Math.max(0, MAX_IMAGES_PER_LISTING - have)} more`,
  });
}

/**
 * Adds uploaded photos after the ones the owner sees (up to the limit); new photos wait for review (a live
 * listing keeps its approved photos meanwhile). They count against the account's daily allowance first
 * (429 and nothing stored when they do not fit). When none of the files could be stored nothing changes (400
 * with each file's outcome); when the listing cannot take them (another upload filled it meanwhile) the
 * stored files are deleted.
 */
export async function addMyListingPhotos(
  caller: UserCaller,
  id: string,
  files: File[],
): Promise<{ listing: OwnerListing; images: ImageOutcome[] }> {
  const doc = await ownListing(caller, id);
  if (doc.get("closedAt")) throw new ConflictError("This listing is closed: reopen it before changing it.");
  if (!files.length) throw new InvalidInputError("Choose at least one photo", { images: "Choose at least one photo" });
  const stored = doc.toObject() as Stored;
  // The photos the owner sees: those waiting for review, else the approved ones.
  const have = withPending(ownerFields(stored), stored.pendingEdit?.changes).photos.length;
  if (have + files.length > MAX_IMAGES_PER_LISTING) throw tooManyPhotos(have);
  await consumePhotoQuota(caller.id, files);
  const { images, urls, hashes } = await storeListingImages(files);
  const { listing } = await withUploadsOwnedBy(urls, () => editListing(caller, id, {}, urls, hashes));
  return { listing, images };
}

/**
 * Takes the owner's listing off the site at once (let, sold, or another reason): its page answers 410 from
 * the next request, it leaves the sitemap, the lists and saved searches (all of which read live listings
 * only). Closing a closed listing is a conflict.
 */
export async function closeMyListing(caller: UserCaller, id: string, reason: CloseReason): Promise<OwnerListing> {
  const closed = await closeListing(await ownListing(caller, id), reason);
  if (!closed) throw new ConflictError("This listing is already closed.");
  return withFigures(closed);
}

/**
 * The close itself, for the owner's dashboard and the reminder mail's signed link alike: one conditional
 * update (a listing closed meanwhile is not closed again: null), then its public pages expire.
 */
export async function closeListing(
  listing: Parameters<typeof listingCacheState>[0] & { account?: unknown },
  reason: CloseReason,
): Promise<Stored | null> {
  const before = listingCacheState(listing);
  const closed = (await Property.findOneAndUpdate(
    { _id: listing._id, ...(listing.account ? { account: listing.account } : {}), closedAt: { $exists: false } },
    { $set: { closedAt: new Date(), closedReason: reason, isActive: false, awaitingReview: false } },
    { returnDocument: "after" },
  ).lean()) as Stored | null;
  // A listing that was never live leaves no page behind: nothing to expire.
  if (closed) {
    await recordListingHistory(closed._id);
    expireListing(before, listingCacheState(closed));
  }
  return closed;
}

/** Puts a closed listing back in the review queue; an admin's approval makes it live again. */
export async function reopenMyListing(caller: UserCaller, id: string): Promise<OwnerListing> {
  await ownListing(caller, id);
  const reopened = (await Property.findOneAndUpdate(
    { _id: id, account: caller.id, closedAt: { $exists: true } },
    { $unset: { closedAt: 1, closedReason: 1 }, $set: { awaitingReview: true, isActive: false } },
    { returnDocument: "after" },
  ).lean()) as Stored | null;
  if (!reopened) throw new ConflictError("This listing is not closed.");
  // A submission whose number was never confirmed waits for its code again, not in the queue.
  if (reopened.awaitingPhone) {
    await Property.updateOne({ _id: id, awaitingPhone: true }, { $set: { awaitingReview: false } });
    reopened.awaitingReview = false;
  }
  // Closed before and waiting now: the public saw it in neither state, so no cached page changes.
  return withFigures(reopened);
}
