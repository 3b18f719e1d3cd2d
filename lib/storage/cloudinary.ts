import type { ImageStore } from "@/lib/storage/image-store";

/**
 * Signed server-side uploads to Cloudinary (folder "property" for listings). The SDK reads CLOUDINARY_URL,
 * including an `upload_prefix` query parameter that tests use to point it at a fake.
 */
export function cloudinaryImageStore(): ImageStore {
  return {
    async save(bytes, type, folder) {
      const { v2: cloudinary } = await import("cloudinary");
      cloudinary.config(true);
      const dataUri = `data:${type.mime};base64,${Buffer.from(bytes).toString("base64")}`;
      const result = await cloudinary.uploader.upload(dataUri, { folder, resource_type: "image" });
      return result.secure_url;
    },
    async remove(url) {
      const { v2: cloudinary } = await import("cloudinary");
      cloudinary.config(true);
      const publicId = cloudinaryPublicId(url, cloudinary.config().cloud_name);
      if (!publicId) return;
      // "invalidate" also drops the CDN's copies, which were served with a long cache life. An image that is
      // already gone answers `{ result: "not found" }`, which is what was wanted.
      await cloudinary.uploader.destroy(publicId, { resource_type: "image", invalidate: true });
    },
  };
}

/**
 * The public id of an image in this account's Cloudinary cloud, from its delivery URL
 * (`https://res.cloudinary.com/{cloud}/image/upload/v123/{folder}/{id}.jpg` -> `{folder}/{id}`); null for
 * any other URL, so nothing outside the cloud is ever asked to be deleted.
 */
export function cloudinaryPublicId(url: string, cloudName: string | undefined): string | null {
  if (!cloudName) return null;
  const prefix = `https://res.cloudinary.com/${cloudName}/image/upload/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).replace(/^v\d+\//, "");
  const id = rest.replace(/\.[a-z0-9]+$/i, "");
  return /^[A-Za-z0-9_\-/]+$/.test(id) ? id : null;
}
