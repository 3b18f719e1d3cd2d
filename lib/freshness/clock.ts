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

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);

/** When an unanswered reminder makes the listing expire (null when none was sent). */
export function expiryDueAt(listing: FreshnessState): Date | null {
  const reminded = time(listing.remindedAt);
  return reminded === null ? null : new Date(reminded + EXPIRE_AFTER_DAYS * DAY_MS);
}
