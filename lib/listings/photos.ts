import { connectToDatabase } from "@/lib/db";
import { log } from "@/lib/log";
import { deleteImages, storedImageFolder } from "@/lib/storage";
import { Property } from "@/models/Property";

/** Listing photos go to the same folder whoever uploads them. */
export const LISTING_PHOTO_FOLDER = "property";

/** Every photo address a listing holds (its images and the older `pictures` list). */
export function photoUrlsOf(doc: { images?: Array<{ url: string }> | null; pictures?: string[] | null }): string[] {
  return [...(doc.images ?? []).map((image) => image.url), ...(doc.pictures ?? [])];
}

/**
 * Deletes listing photos that a committed write let go of (removed from a listing, a deleted listing, or
 * uploads whose listing write failed). A photo some listing still shows is kept: the team may have given
 * two listings the same address. Only photos the app stored in the listings' folder are touched; failures
 * are logged, never thrown, since the write they follow has already happened.
 */
export async function discardListingPhotos(urls: Iterable<string>): Promise<void> {
  const candidates = [...new Set(urls)].filter((url) => storedImageFolder(url) === LISTING_PHOTO_FOLDER);
  if (!candidates.length) return;
  let unused: string[];
  try {
    await connectToDatabase();
    const users = await Property.find(
      { $or: [{ "images.url": { $in: candidates } }, { pictures: { $in: candidates } }] },
      { "images.url": 1, pictures: 1 },
    ).lean();
    const kept = new Set(users.flatMap(photoUrlsOf));
    unused = candidates.filter((url) => !kept.has(url));
  } catch (error) {
    // Unsure whether a listing still shows them: keeping a file is the harmless mistake.
    log.error({ err: error, urls: candidates }, "Looking up listing photos to delete failed");
    return;
  }
  await deleteImages(unused, { folder: LISTING_PHOTO_FOLDER });
}

/** Runs a write that should own just-stored photos; when it fails they are deleted and the failure goes on. */
export async function withUploadsOwnedBy<T>(urls: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardListingPhotos(urls);
    throw error;
  }
}
