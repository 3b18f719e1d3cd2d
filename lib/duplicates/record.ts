import { hashBands } from "@/lib/duplicates/photo-hash";
import { Property } from "@/models/Property";

export type PhotoHash = { url: string; hash: string };

/**
 * Keeps the hashes of photos just stored for a listing, with the bytes they are searched by. The whole array
 * is written (the engine has no $push), from the listing's hashes of photos it still holds and the new ones.
 */
export async function recordPhotoHashes(listingId: unknown, added: PhotoHash[]): Promise<void> {
  if (!added.length) return;
  const doc = await Property.findById(listingId, { photoHashes: 1, images: 1, pictures: 1 }).lean();
  if (!doc) return;
  const held = new Set([...(doc.images ?? []).map((i) => i.url), ...(doc.pictures ?? [])]);
  const pending = new Set(added.map((h) => h.url));
  const byUrl = new Map<string, string>();
  for (const { url, hash } of [...(doc.photoHashes ?? []), ...added]) {
    // Photos waiting in an owner's edit are not in the listing's images yet: kept too.
    if (held.has(url) || pending.has(url)) byUrl.set(url, hash);
  }
  const photoHashes = [...byUrl].map(([url, hash]) => ({ url, hash }));
  await Property.updateOne(
    { _id: listingId },
    { $set: { photoHashes, photoHashBands: [...new Set(photoHashes.flatMap((h) => hashBands(h.hash)))] } },
    { timestamps: false },
  );
}
