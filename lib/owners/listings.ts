import type { QueryFilter, Types } from "mongoose";
import type { UserCaller } from "@/lib/auth/caller";
import { connectToDatabase } from "@/lib/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { revalidateProperty } from "@/lib/listings/cache";
import { LAND_PROPERTY_TYPE, MAX_IMAGES_PER_LISTING } from "@/lib/listings/options";
import { consumePhotoQuota } from "@/lib/listings/photo-quota";
import { discardListingPhotos, photoUrlsOf, withUploadsOwnedBy } from "@/lib/listings/photos";
import { storeListingImages, type ImageOutcome } from "@/lib/listings/writes";
import { claimSubmissions } from "@/lib/owners/claim";
import { LIVE_EDIT_FIELDS, type CloseReason, type OwnerListingStatus } from "@/lib/owners/options";
import type { OwnerListingEdit } from "@/lib/validation/owner-listing";
import { Favourite } from "@/models/Favourite";
import { Message, type MessageDoc } from "@/models/Message";
import { Property, type PropertyDoc } from "@/models/Property";

// The owner's side of their listings: the dashboard's list with its figures, edits (some live at once,
// others back to review), photos, closing and reopening. Every call names the caller's own listing: a
// listing of someone else, or one the team put up, is "not found" (404), never "forbidden".

export const LISTING_NOT_FOUND = "Listing not found";

type Stored = PropertyDoc & {
  account?: Types.ObjectId;
  closedAt?: Date;
  closedReason?: CloseReason;
  rejectedAt?: Date;
  rejectedReason?: string;
  ownerEdit?: { at: Date; changes: Array<{ field: string; before: unknown; after: unknown }> };
};

/** A listing's state as its owner sees it (see OWNER_LISTING_STATUSES). */
export function ownerStatus(doc: {
  closedAt?: Date | null;
  awaitingReview?: boolean | null;
  rejectedAt?: Date | null;
  isActive?: boolean | null;
}): OwnerListingStatus {
  if (doc.closedAt) return "closed";
  if (doc.awaitingReview) return "pending";
  if (doc.rejectedAt) return "rejected";
  return doc.isActive ? "live" : "paused";
}

export type Enquiry = { _id: string; name: string; phone: string; email: string; message: string; date: string };

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** One of the owner's listings as the dashboard shows it. */
export function toOwnerListing(doc: Stored, figures: { enquiries: Enquiry[]; saves: number }) {
  const photos = (doc.images ?? []).map((image) => image.url);
  return {
    _id: String(doc._id),
    title: doc.title,
    type: doc.type,
    propertyType: doc.propertyType,
    bhk: doc.bhk,
    bathrooms: doc.bathrooms,
    price: doc.price,
    securityDeposit: doc.securityDeposit ?? null,
    availableFrom: iso(doc.availableFrom)?.slice(0, 10) ?? null,
    furnishing: doc.furnishing,
    description: doc.description,
    superBuiltupArea: { value: doc.superBuiltupArea?.value ?? null },
    location: {
      address: doc.location?.address ?? "",
      locality: doc.location?.locality ?? null,
      city: doc.location?.city ?? "",
    },
    amenities: doc.amenities ?? [],
    photos,
    status: ownerStatus(doc),
    closedReason: doc.closedAt ? (doc.closedReason ?? "other") : null,
    closedAt: iso(doc.closedAt) ?? null,
    rejectedReason: doc.rejectedAt ? (doc.rejectedReason ?? "") : null,
    editedByOwner: doc.ownerEdit
      ? { at: iso(doc.ownerEdit.at)!, fields: doc.ownerEdit.changes.map((c) => c.field) }
      : null,
    submittedAt: iso(doc.createdAt)!,
    updatedAt: iso(doc.updatedAt)!,
    views: doc.views ?? 0,
    saves: figures.saves,
    enquiries: figures.enquiries,
  };
}

export type OwnerListing = ReturnType<typeof toOwnerListing>;

/** Enquiries (Contact messages) and saves of some listings, per listing id. */
async function figuresOf(ids: Types.ObjectId[]) {
  const [messages, saves] = await Promise.all([
    Message.find(
      // The model's typing (custom timestamp names) does not see `property`; the filter is plain.
      { kind: "agent", property: { $in: ids } } as unknown as QueryFilter<MessageDoc>,
      { name: 1, phone: 1, email: 1, message: 1, timestamp: 1, property: 1 },
    )
      .sort({ timestamp: -1 })
      .lean(),
    Favourite.find({ property: { $in: ids } }, { property: 1 }).lean(),
  ]);
  const enquiries = new Map<string, Enquiry[]>();
  for (const m of messages) {
    const key = String(m.property);
    const list = enquiries.get(key) ?? [];
    list.push({
      _id: String(m._id),
      name: m.name,
      phone: m.phone ?? "",
      email: m.email,
      message: m.message,
      date: new Date((m as { timestamp?: Date }).timestamp ?? m._id.getTimestamp()).toISOString(),
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

type Change = { field: string; before: unknown; after: unknown };

const LIVE = new Set<string>(LIVE_EDIT_FIELDS);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The owner's edit of their listing. Price, deposit, availability, furnishing and description change a
 * live listing at once (its pages expire now); any other field (title, photos, type, BHK, location, ...)
 * takes it off the site until an admin approves it again, and the admin's queue shows what changed. A
 * closed listing is reopened first (409). Answers the listing and whether it went back to review.
 */
export function updateMyListing(
  caller: UserCaller,
  id: string,
  edit: OwnerListingEdit,
): Promise<{ listing: OwnerListing; review: boolean }> {
  return editListing(caller, id, edit, []);
}

/**
 * The edit; `uploaded` are addresses of photos just stored for this listing, added after its own. Photos
 * the listing no longer has once it is saved are deleted.
 */
async function editListing(
  caller: UserCaller,
  id: string,
  edit: OwnerListingEdit,
  uploaded: string[],
): Promise<{ listing: OwnerListing; review: boolean }> {
  const doc = await ownListing(caller, id);
  if (doc.get("closedAt")) throw new ConflictError("This listing is closed: reopen it before changing it.");
  const current = toOwnerListing(doc.toObject() as Stored, { enquiries: [], saves: 0 });
  const photosBefore = photoUrlsOf(doc);
  const changes: Change[] = [];
  const note = (field: string, before: unknown, after: unknown) => {
    if (!same(before, after)) changes.push({ field, before: before ?? null, after: after ?? null });
  };

  if (edit.photos) {
    const known = new Set(current.photos);
    const unknown = edit.photos.filter((url) => !known.has(url));
    if (unknown.length || new Set(edit.photos).size !== edit.photos.length) {
      throw new InvalidInputError("Photos can only be kept, removed or reordered here; add new ones by upload.", {
        photos: "Keep only this listing's own photos, each once",
      });
    }
    note("photos", current.photos, edit.photos);
  }
  if (uploaded.length) {
    // Counted against the listing as it is now: another upload may have landed since the caller looked.
    const photos = [...current.photos, ...uploaded];
    if (photos.length > MAX_IMAGES_PER_LISTING) throw tooManyPhotos(current.photos.length);
    note("photos", current.photos, photos);
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
    if (edit[field] !== undefined) note(field, current[field], edit[field]);
  }
  if (edit.superBuiltupArea) note("superBuiltupArea", current.superBuiltupArea.value, edit.superBuiltupArea.value);
  if (edit.location) {
    const next = { ...current.location, ...edit.location };
    note("location", current.location, next);
  }
  if (!changes.length) return { listing: await withFigures(doc.toObject() as Stored), review: false };

  const wasLive = doc.isActive;
  const oldPrice = doc.price;
  for (const { field, after } of changes) {
    switch (field) {
      case "photos":
        doc.set(
          "images",
          (after as string[]).map((url, i) => ({ url, isPrimary: i === 0 })),
        );
        doc.set("pictures", after);
        break;
      case "availableFrom":
        doc.set("availableFrom", after ? new Date(`${after as string}T00:00:00Z`) : undefined);
        break;
      case "securityDeposit":
        doc.set("securityDeposit", after ?? undefined);
        break;
      case "superBuiltupArea":
        doc.set("superBuiltupArea.value", after);
        break;
      case "location": {
        const place = after as OwnerListing["location"];
        doc.set("location.address", place.address);
        doc.set("location.city", place.city);
        doc.set("location.locality", place.locality || undefined);
        break;
      }
      default:
        doc.set(field, after);
    }
  }
  const type = doc.type;
  if (type === "land") {
    doc.set("propertyType", LAND_PROPERTY_TYPE);
    doc.set("bhk", 0);
    doc.set("bathrooms", 0);
  } else if (doc.propertyType === LAND_PROPERTY_TYPE) {
    doc.set("propertyType", edit.propertyType ?? "Flats/Apartments");
  }
  if (changes.some((c) => c.field === "type")) doc.set("priceLabel", type === "rent" ? "per month" : "");
  if (type !== "rent") doc.set("securityDeposit", undefined);
  // A cut keeps the price it replaced (the "price cut" badge); a raise forgets it.
  if (doc.price < oldPrice) doc.set("previousPrice", oldPrice);
  else if (doc.price > oldPrice) doc.set("previousPrice", undefined);

  const review = changes.some((c) => !LIVE.has(c.field));
  const waiting = doc.awaitingReview === true;
  if (review || waiting) {
    // The admin sees every change since the listing was last approved: earlier edits keep their "before".
    const earlier = (doc.get("ownerEdit")?.changes ?? []) as Change[];
    const merged = new Map(earlier.map((c) => [c.field, { field: c.field, before: c.before, after: c.after }]));
    for (const c of changes)
      merged.set(c.field, { field: c.field, before: merged.get(c.field)?.before ?? c.before, after: c.after });
    doc.set("ownerEdit", { at: new Date(), changes: [...merged.values()] });
  }
  if (review) {
    doc.set("isActive", false);
    doc.set("awaitingReview", true);
    doc.set("rejectedAt", undefined);
    doc.set("rejectedReason", undefined);
  }
  await doc.save();
  if (wasLive) revalidateProperty(id);
  const kept = new Set(photoUrlsOf(doc));
  await discardListingPhotos(photosBefore.filter((url) => !kept.has(url)));
  return { listing: await withFigures(doc.toObject() as Stored), review };
}

function tooManyPhotos(have: number) {
  return new InvalidInputError(`A listing has at most ${MAX_IMAGES_PER_LISTING} photos`, {
    images: `You can add ${Math.max(0, MAX_IMAGES_PER_LISTING - have)} more`,
  });
}

/**
 * Adds uploaded photos after the listing's own (up to the limit); new photos send it back to review. They
 * count against the account's daily allowance first (429 and nothing stored when they do not fit). When
 * none of the files could be stored nothing changes (400 with each file's outcome); when the listing cannot
 * take them (e.g. another upload filled it meanwhile) the stored files are deleted.
 */
export async function addMyListingPhotos(
  caller: UserCaller,
  id: string,
  files: File[],
): Promise<{ listing: OwnerListing; images: ImageOutcome[] }> {
  const doc = await ownListing(caller, id);
  if (doc.get("closedAt")) throw new ConflictError("This listing is closed: reopen it before changing it.");
  if (!files.length) throw new InvalidInputError("Choose at least one photo", { images: "Choose at least one photo" });
  const have = doc.images?.length ?? 0;
  if (have + files.length > MAX_IMAGES_PER_LISTING) throw tooManyPhotos(have);
  await consumePhotoQuota(caller.id, files);
  const { images, urls } = await storeListingImages(files);
  const { listing } = await withUploadsOwnedBy(urls, () => editListing(caller, id, {}, urls));
  return { listing, images };
}

/**
 * Takes the owner's listing off the site at once (let, sold, or another reason): its page answers 410 from
 * the next request, it leaves the sitemap, the lists and saved searches (all of which read live listings
 * only). Closing a closed listing is a conflict.
 */
export async function closeMyListing(caller: UserCaller, id: string, reason: CloseReason): Promise<OwnerListing> {
  await ownListing(caller, id);
  const closed = (await Property.findOneAndUpdate(
    { _id: id, account: caller.id, closedAt: { $exists: false } },
    { $set: { closedAt: new Date(), closedReason: reason, isActive: false, awaitingReview: false } },
    { returnDocument: "after" },
  ).lean()) as Stored | null;
  if (!closed) throw new ConflictError("This listing is already closed.");
  revalidateProperty(id);
  return withFigures(closed);
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
  revalidateProperty(id);
  return withFigures(reopened);
}
