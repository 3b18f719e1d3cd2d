/** Browser-safe lists of the owner's dashboard. */

/** Why an owner took a listing off the site. */
export const CLOSE_REASONS = ["rented", "sold", "other"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** A listing's state as its owner sees it. `paused`: an admin switched it off. */
export const OWNER_LISTING_STATUSES = ["pending", "live", "rejected", "closed", "paused"] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

/**
 * Fields an owner changes on a live listing at once: facts of the offer that follow the market. Free text
 * and photos are not among them: what the public reads is reviewed first.
 */
export const LIVE_EDIT_FIELDS = ["price", "securityDeposit", "availableFrom", "furnishing"] as const;

/** Fields whose change waits for review; a live listing shows its approved version meanwhile. */
export const REVIEW_EDIT_FIELDS = [
  "title",
  "description",
  "photos",
  "type",
  "propertyType",
  "bhk",
  "bathrooms",
  "superBuiltupArea",
  "location",
  "amenities",
] as const;

/** The attribute on a closed listing's page that makes the server answer it with 410 Gone. */
export const LISTING_GONE_ATTRIBUTE = "data-listing-gone";
