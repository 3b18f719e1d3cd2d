import type { ImageType } from "@/lib/storage/image-type";

/** Where uploads go: Cloudinary when CLOUDINARY_URL is set, else the local disk served under /uploads. */
export interface ImageStore {
  save(bytes: Uint8Array, type: ImageType, folder: string): Promise<string>;
  /** Deletes an image this store saved; a URL it did not make (e.g. a Google picture) is left alone. */
  remove(url: string): Promise<void>;
}
