import type { OwnerListing } from "@/lib/owners/listings";
import type { ImageOutcome } from "@/lib/listings/writes";
import { route, schema } from "@/lib/contracts/route";

/** The owner's listings: their status and figures, edits, photos, closing and reopening. */

const ownerListing = () => import("@/lib/validation/owner-listing");

export type { OwnerListing };

/**
 * Every listing of the signed-in account (submitted signed in, or claimed by its verified e-mail), newest
 * first, with status, dates, views, enquiries and saves.
 */
export const myListings = route("GET", "/api/my/listings").answers<{ listings: OwnerListing[] }>();

/** One of the caller's listings with its figures; anyone else's is a 404. */
export const myListing = route("GET", "/api/my/listings/[id]").answers<{ listing: OwnerListing }>();

/**
 * A partial edit with the List Your Property form's fields. Price, deposit, availability and furnishing
 * change a live listing at once; anything else waits for review (`review: true`) while the approved version
 * stays live.
 */
export const editMyListing = route("PATCH", "/api/my/listings/[id]", {
  json: schema(ownerListing, "ownerListingEditSchema"),
}).answers<{ listing: OwnerListing; review: boolean }>();

/** Adds photos (multipart "images"); they show once the team approves them. */
export const addMyListingPhotos = route("POST", "/api/my/listings/[id]/photos", { form: true }).answers<{
  listing: OwnerListing;
  images: ImageOutcome[];
  review: boolean;
}>();

/** Takes the listing off the site at once: rented, sold or other. */
export const closeMyListing = route("POST", "/api/my/listings/[id]/close", {
  json: schema(ownerListing, "closeListingSchema"),
}).answers<{ listing: OwnerListing }>();

/**
 * One click: an expired listing comes back on the site, a live one is confirmed still available (a new
 * freshness cycle either way); anything else is a 409.
 */
export const renewMyListing = route("POST", "/api/my/listings/[id]/renew").answers<{ listing: OwnerListing }>();

/** Puts a closed listing back in the review queue; approval makes it live. */
export const reopenMyListing = route("POST", "/api/my/listings/[id]/reopen").answers<{ listing: OwnerListing }>();
