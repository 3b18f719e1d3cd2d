/** Browser-safe lists of the owner's dashboard. */

/** Why an owner took a listing off the site. */
export const CLOSE_REASONS = ["rented", "sold", "other"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** A listing's state as its owner sees it. `paused`: an admin switched it off. */
export const OWNER_LISTING_STATUSES = ["pending", "live", "rejected", "closed", "paused"] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

/** Fields an owner changes on a live listing at once. */
export const LIVE_EDIT_FIELDS = ["price", "securityDeposit", "availableFrom", "furnishing", "description"] as const;

/** Fields whose change sends a listing back to review before it shows again. */
export const REVIEW_EDIT_FIELDS = [
  "title",
  "photos",
  "type",
  "propertyType",
  "bhk",
  "bathrooms",
  "superBuiltupArea",
  "location",
  "amenities",
] as const;

/**
 * The attribute on a closed listing's page that makes the server answer it with 410 Gone. The page cache's
 * handler, which Next.js loads uncompiled, spells it again (lib/cache/page-answer.mjs; its tests use this one).
 */
export const LISTING_GONE_ATTRIBUTE = "data-listing-gone";
