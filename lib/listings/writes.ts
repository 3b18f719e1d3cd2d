import { changedFields, recordAudit, type AdminActor } from "@/lib/admin/audit";
import { recordListingHistory } from "@/lib/insights/history";
import { toAdminListing, type AdminListing } from "@/lib/listings/admin";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { withLocalityCentre } from "@/lib/listings/locality-centres";
import { connectToDatabase, inTransaction } from "@/lib/db";
import { findOneAndDelete } from "@/lib/db/embedded-engine-gaps";
import { InvalidInputError, NotFoundError } from "@/lib/errors";
import { LAND_PROPERTY_TYPE, MAX_IMAGES_PER_LISTING } from "@/domain/listings/options";
import {
  applyOwnerChange,
  fieldValue,
  ownerFields,
  sameValue,
  settleKind,
  type OwnerChange,
} from "@/lib/listings/owner-changes";
import { previousPriceAfter } from "@/lib/listings/price-history";
import { listingBecameVisible } from "@/lib/alerts";
import { enqueueMail } from "@/lib/jobs";
import type { Locale } from "@/lib/i18n/locales";
import { listingOwnerLanguage, notifyOwnerOfApproval } from "@/lib/owners/notify";
import { listingEditRejectedMail, listingRejectedMail } from "@/lib/mail/templates";
import { discardListingPhotos, LISTING_PHOTO_FOLDER, photoUrlsOf, withUploadsOwnedBy } from "@/lib/listings/photos";
import { photoHash } from "@/lib/duplicates/photo-hash";
import { recordPhotoHashes, type PhotoHash } from "@/lib/duplicates/record";
import { checkForDuplicate } from "@/lib/duplicates/find";
import { saveImages } from "@/lib/storage";
import {
  BHK_REQUIRED_MESSAGE,
  type CreatePropertyFields,
  type CreatePropertyInput,
  type UpdatePropertyFields,
  type UpdatePropertyInput,
  NO_IMAGE_MESSAGE,
} from "@/lib/validation/listing";
import { Favourite } from "@/models/Favourite";
import { Message } from "@/models/Message";
import { markListingIfVerified } from "@/lib/phones/verification";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

// Every admin write to a listing: each one refreshes the public pages at once and leaves an audit entry.

type ImageInput = NonNullable<CreatePropertyInput["images"]>;

/** Exactly one cover: the first image marked primary, else the first image. */
function withOneCover(images: ImageInput) {
  const cover = Math.max(
    0,
    images.findIndex((image) => image.isPrimary),
  );
  return images.map((image, i) => ({ url: image.url, isPrimary: i === cover }));
}

const definedOnly = <T extends Record<string, unknown>>(value: T | undefined) =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

const bhkRequired = () => new InvalidInputError(BHK_REQUIRED_MESSAGE, { bhk: BHK_REQUIRED_MESSAGE });

/** Adds a listing; it is live at once unless `isActive: false` was chosen. */
export async function createListing(
  actor: AdminActor,
  input: CreatePropertyInput,
  /** Fingerprints of photos just uploaded for it. */
  hashes: PhotoHash[] = [],
): Promise<AdminListing> {
  const { images, pictures, location, superBuiltupArea, carpetArea, geo, areaOnly, ...fields } = input;
  void pictures;
  const isLand = input.propertyType === LAND_PROPERTY_TYPE;
  if (!isLand && input.bhk === undefined) throw bhkRequired();
  const type = input.type ?? (isLand ? "land" : "rent");
  const stored = withOneCover(images);
  await connectToDatabase();
  const doc = new Property({
    ...definedOnly(fields),
    type,
    bhk: isLand ? 0 : input.bhk,
    priceLabel: input.priceLabel ?? (type === "rent" ? "per month" : ""),
    superBuiltupArea: { unit: "sqft", ...definedOnly(superBuiltupArea) },
    carpetArea: { unit: "sqft", ...definedOnly(carpetArea) },
    location: {
      city: "Bhubaneswar",
      state: "Odisha",
      country: "India",
      ...definedOnly(location),
      // Without a pin the model puts the listing at its locality's centre, approximate.
      ...(geo ? { geo: { ...geo, approximate: false } } : {}),
      areaOnly: areaOnly ?? false,
    },
    images: stored,
    pictures: stored.map((image) => image.url),
    source: "admin",
    isActive: input.isActive ?? true,
    priceSince: new Date(),
  });
  await (await withLocalityCentre(doc)).save();
  await recordPhotoHashes(doc._id, hashes);
  await checkForDuplicate(doc._id);
  const listing = toAdminListing(doc.toObject());
  await recordListingHistory(doc._id);
  expireListing(null, listingCacheState(doc));
  await recordAudit(
    actor,
    "listing.create",
    { type: "listing", id: listing._id },
    changedFields(null, listing, ["title", "price", "type", "propertyType", "isActive"]),
  );
  if (listing.isActive) await listingBecameVisible(listing._id);
  return listing;
}

/** What became of one uploaded file, in the order sent. */
export type ImageOutcome = { name: string; status: "Success" | "Failed"; message?: string };

/**
 * Stores a listing form's image files, each on its own, so one bad file does not sink the rest. When files
 * were sent and none could be stored, nothing is to be written (400 with each file's outcome): the listing
 * would otherwise lack the photos that were chosen.
 */
export async function storeListingImages(
  files: File[],
): Promise<{ images: ImageOutcome[]; urls: string[]; hashes: PhotoHash[] }> {
  const uploads = await saveImages(files, LISTING_PHOTO_FOLDER);
  const images = uploads.map((u) => ({
    name: u.name,
    status: u.status,
    ...(u.status === "Failed" ? { message: u.message } : {}),
  }));
  const urls = uploads.flatMap((u) => (u.status === "Success" ? [u.url] : []));
  if (files.length > 0 && !urls.length)
    throw new InvalidInputError("Failed to upload images. Please try again.", undefined, { images });
  // Each stored photo's fingerprint, for the duplicate check (lib/duplicates).
  const hashes: PhotoHash[] = [];
  for (const [i, upload] of uploads.entries()) {
    if (upload.status !== "Success") continue;
    const hash = await photoHash(new Uint8Array(await files[i].arrayBuffer()));
    if (hash) hashes.push({ url: upload.url, hash });
  }
  return { images, urls, hashes };
}

/**
 * The multipart Add Property form: stores the image files, then adds the listing with those that were
 * stored. When none could be, nothing is written; when the listing cannot be added, the stored files are
 * deleted.
 */
export async function createListingWithUploads(
  actor: AdminActor,
  fields: CreatePropertyFields,
  files: File[],
): Promise<{ listing: AdminListing; images: ImageOutcome[] }> {
  const { images, urls, hashes } = await storeListingImages(files);
  const listing = await withUploadsOwnedBy(urls, () =>
    createListing(actor, { ...fields, images: urls.map((url, i) => ({ url, isPrimary: i === 0 })) }, hashes),
  );
  return { listing, images };
}

const NOT_ITS_PHOTOS = "Keep only this listing's own photos, each once";

/**
 * The Edit dialog with photo files: the stored photos kept (`keep`, in their new order; null keeps them all),
 * then the new files, stored through the same path as the Add Property form's. The counts are checked before
 * anything is stored; when the edit cannot be saved the new files are deleted again, and photos let go of are
 * deleted once it is.
 */
export async function updateListingWithUploads(
  actor: AdminActor,
  id: string,
  fields: UpdatePropertyFields,
  keep: string[] | null,
  files: File[],
): Promise<{ listing: AdminListing; images: ImageOutcome[] }> {
  await connectToDatabase();
  const current = await Property.findById(id, { images: 1 }).lean();
  if (!current) throw new NotFoundError("Property not found");
  const own = (current.images ?? []).map((image) => image.url);
  const kept = keep ?? own;
  if (kept.some((url) => !own.includes(url)) || new Set(kept).size !== kept.length) {
    throw new InvalidInputError(NOT_ITS_PHOTOS, { photos: NOT_ITS_PHOTOS });
  }
  if (kept.length + files.length === 0) throw new InvalidInputError(NO_IMAGE_MESSAGE, { images: NO_IMAGE_MESSAGE });
  if (kept.length + files.length > MAX_IMAGES_PER_LISTING) {
    const message = `At most ${MAX_IMAGES_PER_LISTING} images: this listing keeps ${kept.length}`;
    throw new InvalidInputError(message, { images: message });
  }
  const { images, urls, hashes } = await storeListingImages(files);
  const listing = await withUploadsOwnedBy(urls, () =>
    updateListing(
      actor,
      id,
      { ...fields, images: [...kept, ...urls].map((url, i) => ({ url, isPrimary: i === 0 })) },
      hashes,
    ),
  );
  return { listing, images };
}

/**
 * The team's price change keeps a real cut's old price for the home page's discount (price-history.ts: an
 * admin's cut counts at once, within the plausible range); a raise, or a switch between rent and sale (whose
 * prices do not compare), clears it.
 */
function keepPreviousPrice(
  doc: { price: number; type: string; previousPrice?: number | null; set(path: string, value: unknown): unknown },
  oldPrice: number,
  oldType: string,
): void {
  if (doc.type !== oldType) doc.set("previousPrice", undefined);
  else if (doc.price !== oldPrice)
    doc.set(
      "previousPrice",
      previousPriceAfter({ oldPrice, newPrice: doc.price, previousPrice: doc.previousPrice, trusted: true }),
    );
  if (doc.price !== oldPrice) doc.set("priceSince", new Date());
}

const NESTED = new Set(["location", "superBuiltupArea", "carpetArea"]);

/** The owner's side of a listing's state (lib/owners), cleared when an admin puts it live. */
const OWNER_STATE = ["closedAt", "closedReason", "rejectedAt", "rejectedReason", "ownerEdit", "pendingEdit"] as const;

/** The admin listing's field that shows an owner's change of `field` (for the audit entry). */
const ADMIN_FIELD: Record<string, string> = { photos: "images", geo: "location", areaOnly: "location" };

/**
 * Writes the owner's changes that waited for review, at approval; a field the admin changed in the same
 * save keeps the admin's value.
 */
function applyPendingEdit(
  doc: Parameters<typeof settleKind>[0],
  pending: OwnerChange[],
  before: ReturnType<typeof ownerFields>,
  now: ReturnType<typeof ownerFields>,
): string[] {
  const applied = pending.filter((c) => sameValue(fieldValue(before, c.field), fieldValue(now, c.field)));
  for (const { field, after } of applied) applyOwnerChange(doc, field, after);
  if (applied.length)
    settleKind(
      doc,
      applied.map((c) => c.field),
    );
  return applied.map((c) => c.field);
}

/**
 * Applies a partial edit through the model (so its validators and search keywords follow). Switching on a
 * waiting listing approves it: a submission goes live, and a live listing's owner changes that waited for
 * review are written. Switching off a live listing takes it off the site. The public pages that can show
 * the change expire at once (none when the listing is hidden before and after). Photos it no longer has are
 * deleted once it is saved.
 */
export async function updateListing(
  actor: AdminActor,
  id: string,
  input: UpdatePropertyInput,
  /** Fingerprints of photos just uploaded for it. */
  hashes: PhotoHash[] = [],
): Promise<AdminListing> {
  await connectToDatabase();
  const doc = await Property.findById(id);
  if (!doc) throw new NotFoundError("Property not found");
  const stored = doc.toObject();
  const before = toAdminListing(stored);
  const beforeState = listingCacheState(stored);
  const ownerBefore = ownerFields(stored);
  const photosBefore = photoUrlsOf(doc);
  const wasWaiting = doc.awaitingReview === true;
  const approving = wasWaiting && input.isActive === true;
  const oldPrice = doc.price;
  const oldType = doc.type;

  const nextPropertyType = input.propertyType ?? doc.propertyType;
  if (nextPropertyType !== LAND_PROPERTY_TYPE && doc.propertyType === LAND_PROPERTY_TYPE && input.bhk === undefined) {
    throw bhkRequired();
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === "pictures" || key === "areaOnly") continue;
    if (key === "geo") {
      // A new pin is exact; null takes it away, and the model puts the listing back at its place's centre.
      doc.set("location.geo", value ? { ...(value as object), approximate: false } : undefined);
      doc.markModified("location.geo");
      continue;
    }
    if (NESTED.has(key)) {
      for (const [part, partValue] of Object.entries(definedOnly(value as Record<string, unknown>))) {
        doc.set(`${key}.${part}`, partValue);
      }
    } else if (key === "images") {
      const stored = withOneCover(value as ImageInput);
      doc.set("images", stored);
      doc.set(
        "pictures",
        stored.map((image) => image.url),
      );
    } else {
      doc.set(key, value);
    }
  }
  if (input.areaOnly !== undefined) doc.set("location.areaOnly", input.areaOnly);
  if (nextPropertyType === LAND_PROPERTY_TYPE) doc.set("bhk", 0);
  const pending = (stored.pendingEdit?.changes ?? []) as OwnerChange[];
  const approvedFields = approving ? applyPendingEdit(doc, pending, ownerBefore, ownerFields(doc.toObject())) : [];
  keepPreviousPrice(doc, oldPrice, oldType);
  if (approving) doc.set("awaitingReview", false);
  // Its price is public from now on: how long it stands counts from here (price-history.ts).
  if (!before.isActive && doc.isActive) {
    doc.set("priceSince", new Date());
    // Live again (approved, switched back on, renewed by the team): a new freshness cycle starts now.
    doc.set("freshAt", new Date());
    doc.set("remindedAt", undefined);
    doc.set("expiredAt", undefined);
  }
  // Live again: whatever its owner closed, the team rejected or the owner changed has been seen to. A live
  // listing whose owner's changes still wait keeps them until it is approved.
  if (approving || (doc.isActive && !wasWaiting)) for (const path of OWNER_STATE) doc.set(path, undefined);
  // Put live by the team, it no longer waits for its number's SMS code.
  if (doc.isActive) doc.set("awaitingPhone", undefined);
  const numberChanged = doc.isModified("contactNumber");
  await (await withLocalityCentre(doc)).save();
  // A new contact number has lost the mark (the model drops it); it is the owner's verified one, or not.
  if (numberChanged && doc.account) doc.phoneVerified = await markListingIfVerified(id, String(doc.account));
  const photosAfter = new Set(photoUrlsOf(doc));
  await discardListingPhotos(photosBefore.filter((url) => !photosAfter.has(url)));
  await recordPhotoHashes(doc._id, hashes);
  await checkForDuplicate(doc._id);

  const after = toAdminListing(doc.toObject());
  await recordListingHistory(doc._id);
  expireListing(beforeState, listingCacheState(doc));
  const keys = [
    ...new Set([
      ...Object.keys(input)
        .filter((k) => k !== "pictures")
        .map((field) => ADMIN_FIELD[field] ?? field),
      ...approvedFields.map((field) => ADMIN_FIELD[field] ?? field),
      "bhk",
      "status",
    ]),
  ];
  const action = approving
    ? "listing.approve"
    : before.isActive && !after.isActive
      ? "listing.deactivate"
      : "listing.update";
  await recordAudit(actor, action, { type: "listing", id }, changedFields(before, after, keys));
  if (!before.isActive && after.isActive) await listingBecameVisible(id);
  // The owner hears of it: a submission now live, or their waiting changes now shown.
  if (approving && (stored.source === "public" || stored.account)) {
    await notifyOwnerOfApproval(doc.toObject(), before.isActive ? "changes" : "listing");
  }
  return after;
}

/**
 * Deletes a listing, everyone's saves of it and the links to it from messages (agent contacts and reports
 * keep the listing's facts as they were written, but no longer point at a page that is gone), with its
 * audit entry, in one transaction: all of it happens or none; its photos are deleted after the commit.
 * Deleting a submission still waiting for review rejects it: after the commit its owner is told by e-mail
 * (queued), with the reason when one is given. The mail going wrong does not undo the deletion; `ownerNotified` says whether it was queued.
 */
export async function deleteListing(
  actor: AdminActor,
  id: string,
  { reason }: { reason?: string } = {},
): Promise<{ ownerNotified: boolean | null }> {
  const rejected = await rejectOwnedSubmission(actor, id, reason);
  if (rejected) return (rejected.edit ? notifyRejectedEdit : notifyRejectedOwner)(rejected.doc, reason);
  const doc = await inTransaction(async (session) => {
    const found = await findOneAndDelete(Property, { _id: id }, { session });
    if (!found) throw new NotFoundError("Property not found");
    await Favourite.deleteMany({ property: id }, { session });
    await Message.updateMany({ property: id }, { $unset: { property: 1 } }, { session });
    const before = toAdminListing(found);
    await recordAudit(
      actor,
      found.awaitingReview === true ? "listing.reject" : "listing.delete",
      { type: "listing", id },
      {
        ...changedFields(before, null, ["title", "price", "type", "status", "source"]),
        ...(reason ? { reason: { before: null, after: reason } } : {}),
      },
      session,
    );
    return found;
  });
  await recordListingHistory(doc._id);
  expireListing(listingCacheState(doc), null);
  await discardListingPhotos(photoUrlsOf(doc));
  if (doc.awaitingReview !== true) return { ownerNotified: null };
  return notifyRejectedOwner(doc, reason);
}

/**
 * Rejecting a waiting submission that belongs to an owner's account keeps it, rejected with the reason, so
 * the owner sees it under My listings and can change and resubmit it; the guard makes a second rejection
 * (or one racing an approval) find nothing. On a live listing whose owner's changes wait, the rejection
 * drops those changes and the listing stays as approved. Answers the listing as it was, or null when the
 * rule does not apply (a submission without an account, or a listing not waiting: those are deleted as
 * before).
 */
async function rejectOwnedSubmission(actor: AdminActor, id: string, reason?: string) {
  await connectToDatabase();
  const edit = await Property.findOneAndUpdate(
    { _id: id, awaitingReview: true, isActive: true, account: { $exists: true } },
    { $set: { awaitingReview: false }, $unset: { pendingEdit: 1 } },
  ).lean();
  if (edit) {
    // The public saw the approved version throughout: no cached page changes.
    await recordAudit(
      actor,
      "listing.reject",
      { type: "listing", id },
      {
        ownerEdit: { before: (edit.pendingEdit?.changes ?? []).map((c) => c.field).join(", "), after: null },
        ...(reason ? { reason: { before: null, after: reason } } : {}),
      },
    );
    // Photos uploaded for the dropped changes are held by nothing now.
    const waitingPhotos = edit.pendingEdit?.changes?.find((c) => c.field === "photos")?.after;
    if (Array.isArray(waitingPhotos)) {
      const approved = new Set(photoUrlsOf(edit));
      await discardListingPhotos(
        waitingPhotos.filter((url): url is string => typeof url === "string" && !approved.has(url)),
      );
    }
    return { doc: edit, edit: true };
  }
  const found = await Property.findOneAndUpdate(
    { _id: id, awaitingReview: true, account: { $exists: true } },
    {
      $set: { awaitingReview: false, isActive: false, rejectedAt: new Date(), rejectedReason: reason ?? "" },
      $unset: { ownerEdit: 1 },
    },
  ).lean();
  if (!found) return null;
  await recordListingHistory(found._id);
  expireListing(listingCacheState(found), { ...listingCacheState(found), isActive: false });
  await recordAudit(
    actor,
    "listing.reject",
    { type: "listing", id },
    {
      ...changedFields(toAdminListing(found), null, ["title", "price", "type", "status", "source"]),
      ...(reason ? { reason: { before: null, after: reason } } : {}),
    },
  );
  return { doc: found, edit: false };
}

type RejectedListing = {
  owner?: { name?: string | null; email?: string | null; language?: string | null } | null;
  account?: unknown;
  title: string;
};

/** The owner's language (listingOwnerLanguage): their account's setting, else the submission's page's. */
async function ownerLanguage(doc: RejectedListing): Promise<Locale> {
  const account = doc.account ? await User.findById(doc.account, { language: 1 }).lean() : null;
  return listingOwnerLanguage(doc, account);
}

/** Tells the owner that their changes to a live listing were not published; it stays as approved. */
async function notifyRejectedEdit(doc: RejectedListing, reason?: string): Promise<{ ownerNotified: boolean | null }> {
  const ownerEmail = doc.owner?.email;
  if (!ownerEmail) return { ownerNotified: null };
  const locale = await ownerLanguage(doc);
  const queued = await enqueueMail(
    listingEditRejectedMail(ownerEmail, doc.owner?.name ?? "", doc.title, reason, locale),
  );
  return { ownerNotified: queued };
}

/** Tells a rejected submission's owner by e-mail; a failed mail does not undo the rejection. */
async function notifyRejectedOwner(doc: RejectedListing, reason?: string): Promise<{ ownerNotified: boolean | null }> {
  const ownerEmail = doc.owner?.email;
  if (!ownerEmail) return { ownerNotified: null };
  const locale = await ownerLanguage(doc);
  // Queued: a mail server that is down is tried again later; false when it could not even be queued.
  const queued = await enqueueMail(listingRejectedMail(ownerEmail, doc.owner?.name ?? "", doc.title, reason, locale));
  return { ownerNotified: queued };
}
