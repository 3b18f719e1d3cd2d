import type { OwnerListing } from "@/lib/owners/listings";
import type { ImageOutcome } from "@/lib/listings/writes";
import { route, seg, type JsonInput } from "@/lib/contracts/route";
import type { closeListingSchema, ownerListingEditSchema } from "@/lib/validation/owner-listing";

/** The owner's listings: their status and figures, edits, photos, closing and reopening. */

export type { OwnerListing };

/** Every listing of the signed-in account. */
export const myListings = route<{ response: { listings: OwnerListing[] } }>("GET", () => "/api/my/listings");

/** A partial edit; `review` says whether it went back to the team. */
export const editMyListing = route<{
  params: { id: string };
  json: JsonInput<typeof ownerListingEditSchema>;
  response: { listing: OwnerListing; review: boolean };
}>("PATCH", ({ id }) => `/api/my/listings/${seg(id)}`);

/** Adds photos (multipart "images"); the listing goes back to review. */
export const addMyListingPhotos = route<{
  params: { id: string };
  body: FormData;
  response: { listing: OwnerListing; images: ImageOutcome[]; review: boolean };
}>("POST", ({ id }) => `/api/my/listings/${seg(id)}/photos`);

/** Takes the listing off the site: rented, sold or other. */
export const closeMyListing = route<{
  params: { id: string };
  json: JsonInput<typeof closeListingSchema>;
  response: { listing: OwnerListing };
}>("POST", ({ id }) => `/api/my/listings/${seg(id)}/close`);

/** Puts a closed listing back in the review queue. */
export const reopenMyListing = route<{ params: { id: string }; response: { listing: OwnerListing } }>(
  "POST",
  ({ id }) => `/api/my/listings/${seg(id)}/reopen`,
);
