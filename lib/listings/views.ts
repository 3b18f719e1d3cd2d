import { createHmac } from "node:crypto";
import { connectToDatabase } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { ListingView } from "@/models/ListingView";
import { Property } from "@/models/Property";

const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** A visitor's key for view counting: a keyed hash of the client address (no address is stored). */
function visitorKey(clientAddress: string): string {
  return createHmac("sha256", authSecret()).update(`view-visitor:${clientAddress}`).digest("hex").slice(0, 32);
}

/**
 * Counts a view of an active listing, at most one per visitor (client address) per listing per UTC day, so
 * calling the counter in a loop does not inflate it. Answers whether this call counted. The cached pages
 * are not revalidated for it (a view is not an edit, and updatedAt stays as it was).
 */
export async function countView(propertyId: string, clientAddress: string): Promise<boolean> {
  await connectToDatabase();
  if (!(await Property.exists({ _id: propertyId, isActive: true }))) throw new NotFoundError("Property not found");
  await ListingView.init();
  const now = new Date();
  try {
    await ListingView.create({
      property: propertyId,
      visitor: visitorKey(clientAddress),
      day: now.toISOString().slice(0, 10),
      expiresAt: new Date(now.getTime() + KEEP_MS),
    });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
  await Property.updateOne({ _id: propertyId, isActive: true }, { $inc: { views: 1 } }, { timestamps: false });
  return true;
}
