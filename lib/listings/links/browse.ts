import type { ListingType } from "@/domain/listings/options";

// The few words every page's header and footer need to link to the listings. Kept apart from the place
// pages' link builders (place-pages.ts), which bring the whole search vocabulary with them: the header is
// in every page's first-load script. Browser-safe.

/**
 * Where a signed-out visitor's "browse the listings" links lead (the header's Properties, home's "browse all"
 * and "View more", the footer): the public rentals page, whose tabs lead to homes for sale and plots. The
 * members' search (/properties) stays behind sign-in. See docs/portal.md.
 */
export const BROWSE_PATH = "/rent";

/** The first segment of a place page and the listing type it shows. */
export const PLACE_KINDS = { rent: "rent", buy: "sale", plots: "land" } as const satisfies Record<string, ListingType>;
export type PlaceKind = keyof typeof PLACE_KINDS;
