/** Browser-safe lists of the owner's dashboard. */

/** Why an owner took a listing off the site. */
export const CLOSE_REASONS = ["rented", "sold", "other"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/**
 * A listing's state as its owner sees it. `paused`: an admin switched it off; `expired`: the freshness
 * reminder went unanswered (the owner renews it in one click).
 */
export const OWNER_LISTING_STATUSES = ["pending", "live", "rejected", "closed", "paused", "expired"] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

/**
 * Fields an owner changes on a live listing at once: facts of the offer that follow the market, and the
 * choice to show only the approximate area (privacy is never held for review). The change of
 * any other field (title, description, photos, type, rooms, area, place, amenities) waits for review, and a
 * live listing shows its approved version meanwhile: what the public reads is reviewed first.
 */
export const LIVE_EDIT_FIELDS = ["price", "securityDeposit", "availableFrom", "furnishing", "areaOnly"] as const;

/**
 * The attribute on a closed listing's page that makes the server answer it with 410 Gone. The page cache's
 * handler, which Next.js loads uncompiled, spells it again (lib/cache/page-answer.mjs; its tests use this one).
 */
export const LISTING_GONE_ATTRIBUTE = "data-listing-gone";
