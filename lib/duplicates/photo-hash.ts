import phash from "sharp-phash";
import sharp from "sharp";

/**
 * Perceptual hashes of listing photos (sharp-phash: a 64-bit DCT hash of the greyscale picture), written as
 * 16 hex digits. Two photos whose hashes differ in at most PHOTO_MATCH_MAX_DISTANCE bits are taken to be
 * the same picture: a re-saved, resized, brightened or watermarked copy stays well inside it, and different
 * photos of similar rooms stay well outside it (docs/freshness.md, "Duplicates").
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;

/**
 * The hash is searched by its 8 bytes ("3:af"): two hashes within PHOTO_MATCH_MAX_DISTANCE bits differ in at
 * most that many bytes, so with fewer differing bits than bytes at least one byte is the same, and a query
 * for any of a hash's bytes finds every photo that can match it. The distance decides after.
 */
export const PHOTO_HASH_BANDS = 8;

/**
 * A picture with almost no contrast (a plain colour, a blank page) has no structure for a hash to describe:
 * every such picture would match every other. Its hash is not kept.
 */
const MIN_GREY_DEVIATION = 6;

/** The photo's hash, or null when the picture says too little to be compared (or cannot be read). */
export async function photoHash(bytes: Uint8Array): Promise<string | null> {
  try {
    const stats = await sharp(bytes).greyscale().stats();
    if ((stats.channels[0]?.stdev ?? 0) < MIN_GREY_DEVIATION) return null;
    const bits = await phash(Buffer.from(bytes));
    return BigInt(`0b${bits}`).toString(16).padStart(16, "0");
  } catch {
    return null;
  }
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > BigInt(0)) {
    count += Number(x & BigInt(1));
    x >>= BigInt(1);
  }
  return count;
}

/** The bytes a hash is searched by ("0:af" ... "7:3c"). */
export function hashBands(hash: string): string[] {
  return Array.from({ length: PHOTO_HASH_BANDS }, (_, i) => `${i}:${hash.slice(i * 2, i * 2 + 2)}`);
}
