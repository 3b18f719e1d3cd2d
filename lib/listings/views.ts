import { connectToDatabase } from "@/lib/db";
import { notFound } from "@/lib/http";
import { Property } from "@/models/Property";

/**
 * Adds one view to an active listing. The browser calls this once per visitor session; the cached pages
 * are not revalidated for it (a view is not an edit, and updatedAt stays as it was).
 */
export async function countView(propertyId: string): Promise<void> {
  await connectToDatabase();
  const result = await Property.updateOne(
    { _id: propertyId, isActive: true },
    { $inc: { views: 1 } },
    { timestamps: false },
  );
  if (result.matchedCount === 0) throw notFound("Property not found");
}
