/**
 * The freshness clock, browser-safe. A listing's cycle starts when it goes live, is confirmed still available
 * or is renewed (its `freshAt`). REMIND_AFTER_DAYS whole days later its owner is asked whether it is still
 * available; EXPIRE_AFTER_DAYS after an unanswered reminder it leaves the site until renewed. Days are
 * periods of 24 hours from the moment the cycle started, so the answer does not depend on a time zone.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const REMIND_AFTER_DAYS = 30;
export const EXPIRE_AFTER_DAYS = 14;

export type FreshnessState = {
  isActive?: boolean | null;
  closedAt?: Date | string | null;
  freshAt?: Date | string | null;
  remindedAt?: Date | string | null;
  expiredAt?: Date | string | null;
};

export type FreshnessStage = "fresh" | "due" | "reminded" | "expiring" | "expired" | "off";

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);

/** When a listing's reminder falls due (null when it has no clock). */
export function reminderDueAt(listing: FreshnessState): Date | null {
  const start = time(listing.freshAt);
  return start === null ? null : new Date(start + REMIND_AFTER_DAYS * DAY_MS);
}

/** When an unanswered reminder makes the listing expire (null when none was sent). */
export function expiryDueAt(listing: FreshnessState): Date | null {
  const reminded = time(listing.remindedAt);
  return reminded === null ? null : new Date(reminded + EXPIRE_AFTER_DAYS * DAY_MS);
}

/**
 * Where a listing stands at `now`: `due` (a reminder should go), `reminded` (waiting for the answer),
 * `expiring` (the answer is overdue: it should expire), `expired`, `off` (closed, or not live for another
 * reason) or `fresh`.
 */
export function freshnessStage(listing: FreshnessState, now: Date = new Date()): FreshnessStage {
  if (listing.closedAt) return "off";
  if (listing.expiredAt) return "expired";
  if (!listing.isActive) return "off";
  const expiry = expiryDueAt(listing);
  if (expiry) return now.getTime() >= expiry.getTime() ? "expiring" : "reminded";
  const due = reminderDueAt(listing);
  return due && now.getTime() >= due.getTime() ? "due" : "fresh";
}
