import { connectToDatabase } from "@/lib/db";
import { SORT_ORDERS } from "@/lib/listings/filter";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { isObjectId } from "@/lib/validation/object-id";
import { Property, type PropertyDoc } from "@/models/Property";
import type { CloseReason } from "@/domain/owners/options";

/** How many live listings a closed listing's page suggests. */
export const GONE_SIMILAR_LIMIT = 6;

export type GoneListing = {
  _id: string;
  title: string;
  type: PropertyJson["type"];
  bhk: number;
  /** Why it is gone: its owner closed it, or it `expired` (the freshness reminder went unanswered). */
  reason: CloseReason | "expired";
  location: { city: string; locality: string | null };
  /** Live listings of the same kind in the same locality (or the city when the locality has none). */
  similar: PropertyJson[];
};

/**
 * A listing its owner closed (let, sold, or otherwise taken off) or that expired unconfirmed, for its page's 410 answer: what it was and
 * similar live homes nearby, so the old address still leads somewhere. Null for any other id (an unknown,
 * a live or a pending listing): those pages say 404 or show the listing.
 */
export async function findGoneListing(id: string): Promise<GoneListing | null> {
  if (!isObjectId(id)) return null;
  await connectToDatabase();
  const doc = (await Property.findOne({
    _id: id,
    $or: [{ closedAt: { $exists: true } }, { isActive: false, expiredAt: { $exists: true } }],
  }).lean()) as (PropertyDoc & { closedReason?: CloseReason }) | null;
  if (!doc) return null;
  const city = doc.location?.city ?? "";
  const locality = doc.location?.locality ?? null;
  const base = { isActive: true, type: doc.type, "location.city": city, _id: { $ne: doc._id } };
  const near = (filter: object) => Property.find(filter).sort(SORT_ORDERS.featured).limit(GONE_SIMILAR_LIMIT).lean();
  let similar = locality ? await near({ ...base, "location.locality": locality }) : [];
  if (!similar.length) similar = await near(base);
  return {
    _id: String(doc._id),
    title: doc.title,
    type: doc.type,
    bhk: doc.bhk ?? 0,
    reason: doc.closedAt ? (doc.closedReason ?? "other") : "expired",
    location: { city, locality },
    similar: similar.map(toPublicListing),
  };
}
