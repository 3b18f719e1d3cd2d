import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { MAX_IMAGE_BYTES } from "@/domain/listings/options";
import { sniffImageType, type ImageType } from "@/lib/storage/image-type";
import { log } from "@/lib/log";
import { InvalidInputError } from "@/lib/errors";
import { cloudinaryPublicId } from "@/lib/storage/cloudinary";
import type { ImageStore } from "@/lib/storage/image-store";

export { MAX_IMAGE_BYTES };

export type { ImageStore };

export type StoredImage = { url: string; bytes: number; type: ImageType["mime"] };

/** Checks a file is an image we accept by its bytes and size; the message is meant for the user. */
export function validateImage(bytes: Uint8Array, name = "file"): ImageType {
  if (bytes.byteLength === 0) throw new InvalidInputError(`${name} is empty`);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new InvalidInputError(`${name} is larger than 10 MB`);
  const type = sniffImageType(bytes);
  if (!type) throw new InvalidInputError(`${name} is not a JPEG, PNG, GIF or WebP image`);
  return type;
}

export function uploadRoot(): string {
  return path.resolve(env().UPLOAD_DIR);
}

const SAFE_FOLDER = /^[a-z0-9-]+$/;

/** Local disk: files under UPLOAD_DIR/{folder}/{uuid}.{ext}, served by app/uploads/[...path]. */
export const localImageStore: ImageStore = {
  async save(bytes, type, folder) {
    if (!SAFE_FOLDER.test(folder)) throw new Error(`invalid upload folder ${folder}`);
    const dir = path.join(uploadRoot(), folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${type.ext}`;
    const file = path.join(dir, name);
    try {
      await writeFile(file, bytes);
    } catch (error) {
      // A disk that filled up mid-write leaves part of a file no listing will ever name.
      await unlink(file).catch(() => undefined);
      throw error;
    }
    return `/uploads/${folder}/${name}`;
  },
  async remove(url) {
    const segments = url.startsWith("/uploads/") ? url.slice("/uploads/".length).split("/") : [];
    if (!isLocalUploadPath(segments)) return;
    await unlink(path.join(uploadRoot(), segments[0], segments[1])).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  },
};

/** Two segments, a known folder and a name this store makes: nothing can reach outside UPLOAD_DIR. */
function isLocalUploadPath(segments: string[]): boolean {
  return (
    segments.length === 2 && SAFE_FOLDER.test(segments[0]) && /^[a-f0-9-]{36}\.(jpg|png|gif|webp)$/.test(segments[1])
  );
}

let store: ImageStore | undefined;

/** The configured store; the Cloudinary one is loaded only when configured. */
export async function imageStore(): Promise<ImageStore> {
  if (store) return store;
  if (env().CLOUDINARY_URL) {
    const { cloudinaryImageStore } = await import("@/lib/storage/cloudinary");
    store = cloudinaryImageStore();
  } else {
    store = localImageStore;
  }
  return store;
}

/** Validates and stores one image; answers its public URL. */
export async function saveImage(file: Blob, folder: string, name = "file"): Promise<StoredImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = validateImage(bytes, name);
  const url = await (await imageStore()).save(bytes, type, folder);
  return { url, bytes: bytes.byteLength, type: type.mime };
}

export type UploadResult =
  { name: string; status: "Success"; url: string } | { name: string; status: "Failed"; message: string };

/**
 * Validates and stores each file on its own, so one bad file does not sink the others: every file answers
 * 'Success' or 'Failed' with the reason.
 */
export async function saveImages(files: File[], folder: string): Promise<UploadResult[]> {
  const results: UploadResult[] = [];
  // One at a time: a listing has at most 20 files, and parallel uploads would hold them all in memory at once.
  for (const file of files) {
    const name = file.name || "file";
    try {
      const { url } = await saveImage(file, folder, name);
      results.push({ name, status: "Success", url });
    } catch (error) {
      if (!(error instanceof InvalidInputError)) log.error({ err: error, file: name }, "Storing an image failed");
      const message =
        error instanceof InvalidInputError ? error.message : `${name} could not be stored. Please try again.`;
      results.push({ name, status: "Failed", message });
    }
  }
  return results;
}

/** The Cloudinary cloud this app uploads to (the host of CLOUDINARY_URL), when one is configured. */
function cloudinaryCloud(): string | undefined {
  const configured = env().CLOUDINARY_URL;
  if (!configured) return undefined;
  try {
    return new URL(configured).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The folder of an image this app stored (a file under UPLOAD_DIR, or an image in its Cloudinary cloud);
 * null for any other address (a demo picture under /images, a Google picture, another cloud's image).
 */
export function storedImageFolder(url: string): string | null {
  if (url.startsWith("/uploads/")) {
    const segments = url.slice("/uploads/".length).split("/");
    return isLocalUploadPath(segments) ? segments[0] : null;
  }
  const publicId = cloudinaryPublicId(url, cloudinaryCloud());
  return publicId?.includes("/") ? publicId.split("/")[0] : null;
}

/**
 * Deletes images this app stored (only those in `folder` when it is given); any other address is left
 * alone, and one already gone is no failure. Each is deleted on its own and a failure is logged, not
 * thrown: the write that let go of them has already happened. Call it only once nothing refers to them.
 */
export async function deleteImages(urls: string[], { folder }: { folder?: string } = {}): Promise<void> {
  for (const url of new Set(urls)) {
    const at = storedImageFolder(url);
    if (!at || (folder && at !== folder)) continue;
    try {
      // By the address, not the store now configured: files stored before a move to Cloudinary stay local.
      const store = url.startsWith("/uploads/") ? localImageStore : await imageStore();
      await store.remove(url);
    } catch (error) {
      log.error({ err: error, url }, "Deleting a stored image failed");
    }
  }
}

/** Deletes an image that is no longer used (a replaced profile picture); a failure is logged, not thrown. */
export async function deleteStoredImage(url: string): Promise<void> {
  await deleteImages([url]);
}

/** Reads a locally stored upload by its path segments, refusing anything outside UPLOAD_DIR. */
export async function readLocalUpload(segments: string[]): Promise<{ bytes: Buffer; ext: string } | null> {
  if (!isLocalUploadPath(segments)) return null;
  try {
    const bytes = await readFile(path.join(uploadRoot(), segments[0], segments[1]));
    return { bytes, ext: segments[1].split(".").pop()! };
  } catch {
    return null;
  }
}
