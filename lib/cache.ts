import { revalidateTag } from "next/cache";
import { PROPERTIES_TAG, propertyTag } from "@/lib/properties";

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
