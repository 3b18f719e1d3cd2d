import type { ImageStore } from "@/lib/storage";

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
  };
}
