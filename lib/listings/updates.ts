import { connectToDatabase } from "@/lib/db";
import { notFound } from "@/lib/http";
import { revalidateProperty } from "@/lib/listings/cache";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { isObjectId } from "@/lib/validation/object-id";
import { Favourite } from "@/models/Favourite";
import { Property, type PropertyDoc } from "@/models/Property";

/** What an edit may change: content and flags, never identity, counters or the derived search keywords. */
export type ListingPatch = Partial<
  Omit<PropertyDoc, "_id" | "createdAt" | "updatedAt" | "keywords" | "nearbyKeywords" | "views" | "createdMonth">
>;

const NOT_FOUND = "Property not found";

/**
 * Changes a listing (parsed input from an editor) and expires every cached page and list that shows it, so
 * the next request to its page, the home page, the search and the sitemap sees the change; a deactivated
 * listing's page answers 404. Saving through the document keeps the schema's validators and rebuilds the
 * search keywords when the title, location or nearby places change. Inactive listings can be edited too.
 */
export async function updateListing(id: string, patch: ListingPatch): Promise<PropertyJson> {
  if (!isObjectId(id)) throw notFound(NOT_FOUND);
  await connectToDatabase();
  const doc = await Property.findById(id);
  if (!doc) throw notFound(NOT_FOUND);
  doc.set(patch);
  await doc.save();
  revalidateProperty(id);
  return toPublicListing(doc.toObject() as PropertyDoc);
}

/** Removes a listing and the saves that pointed to it, and expires the cached pages that showed it. */
export async function deleteListing(id: string): Promise<void> {
  if (!isObjectId(id)) throw notFound(NOT_FOUND);
  await connectToDatabase();
  const result = await Property.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(NOT_FOUND);
  await Favourite.deleteMany({ property: id });
  revalidateProperty(id);
}
