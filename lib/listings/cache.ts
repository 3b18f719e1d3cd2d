import { revalidateTag, unstable_cache } from "next/cache";
import { createHash } from "node:crypto";
import { databaseUri } from "@/lib/db";
import {
  findFeaturedProperties,
  findLocalities,
  findProperties,
  findPropertyById,
  findSimilarProperties,
  propertyStats,
} from "@/lib/listings/queries";
import type { PropertiesQuery } from "@/lib/validation/listing-query";
import { isObjectId } from "@/lib/validation/object-id";

/** Cache tags: the whole catalogue, and one listing. Any write to a listing revalidates both. */
export const PROPERTIES_TAG = "properties";
export const propertyTag = (id: string) => `property:${id}`;

/**
 * Next.js keeps the data cache on disk across restarts and builds. Keying entries by the database they were
 * read from means a fresh embedded database (new data, new ids) never meets lists cached from an old one.
 */
function dataSourceKey(): string {
  return createHash("sha256").update(databaseUri()).digest("hex").slice(0, 16);
}

/**
 * Reads through Next.js's data cache: the result is kept until a write to a listing revalidates one of its
 * tags (see revalidateProperty), or for an hour at most. Scripts and jest run without that cache; there
 * the read goes straight to the database.
 */
async function readThroughCache<T>(read: () => Promise<T>, keyParts: string[], tags: string[]): Promise<T> {
  try {
    return await unstable_cache(read, [dataSourceKey(), ...keyParts], { tags, revalidate: 3600 })();
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return read();
    throw error;
  }
}

export const getCachedProperties = (query: PropertiesQuery) =>
  readThroughCache(() => findProperties(query), ["properties-query", JSON.stringify(query)], [PROPERTIES_TAG]);

export const getCachedFeaturedProperties = (query: PropertiesQuery) => {
  // Paging and order do not change which listings are featured: keep them out of the cache key.
  const { type, bhk, q, minPrice, maxPrice, city, nearby, furnishing, postedBy } = query;
  const filters = { type, bhk, q, minPrice, maxPrice, city, nearby, furnishing, postedBy };
  return readThroughCache(
    () => findFeaturedProperties(filters),
    ["properties-featured", JSON.stringify(filters)],
    [PROPERTIES_TAG],
  );
};

export const getCachedPropertyStats = () => readThroughCache(propertyStats, ["properties-stats"], [PROPERTIES_TAG]);

export const getCachedLocalities = () => readThroughCache(findLocalities, ["properties-localities"], [PROPERTIES_TAG]);

/** One active listing, or null when there is none (an id that is not an ObjectId names nothing). */
export const getCachedProperty = async (id: string) =>
  isObjectId(id)
    ? readThroughCache(() => findPropertyById(id), ["property", id], [PROPERTIES_TAG, propertyTag(id)])
    : null;

export const getCachedSimilarProperties = (id: string) =>
  readThroughCache(() => findSimilarProperties(id), ["property-similar", id], [PROPERTIES_TAG, propertyTag(id)]);

/**
 * Drops cached pages and lists that show a listing, immediately: an admin who deactivates a listing or an
 * owner whose submission is approved must not see the old state on the next request.
 */
export function revalidateProperty(id?: string): void {
  try {
    revalidateTag(PROPERTIES_TAG, { expire: 0 });
    if (id) revalidateTag(propertyTag(id), { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (scripts, unit tests) there is no cache to clear.
    if (!(error instanceof Error && /static generation store|workStore|outside a request/i.test(error.message)))
      throw error;
  }
}
