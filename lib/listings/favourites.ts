import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Favourite } from "@/models/Favourite";
import { Property } from "@/models/Property";

export async function addFavourite(userId: Types.ObjectId | string, propertyId: string): Promise<void> {
  await connectToDatabase();
  const exists = await Property.exists({ _id: propertyId, isActive: true });
  if (!exists) throw new NotFoundError("Property not found");
  try {
    await Favourite.create({ user: userId, property: propertyId });
  } catch (error) {
    // Saving twice is not an error: the listing is saved either way.
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

export async function removeFavourite(userId: Types.ObjectId | string, propertyId: string): Promise<void> {
  await connectToDatabase();
  await Favourite.deleteOne({ user: userId, property: propertyId });
}

/** Ids of the listings a user saved, newest first. */
export async function favouriteIds(userId: Types.ObjectId | string): Promise<string[]> {
  await connectToDatabase();
  const rows = await Favourite.find({ user: userId }, { property: 1 }).sort({ createdAt: -1 }).limit(500).lean();
  return rows.map((r) => String(r.property));
}

/** The saved listings themselves (active ones only), newest saved first. */
export async function favouriteProperties(userId: Types.ObjectId | string): Promise<PropertyJson[]> {
  const ids = await favouriteIds(userId);
  if (!ids.length) return [];
  const docs = await Property.find({ _id: { $in: ids }, isActive: true }).lean();
  const byId = new Map(docs.map((d) => [String(d._id), d]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc ? [toPublicListing(doc)] : [];
  });
}
