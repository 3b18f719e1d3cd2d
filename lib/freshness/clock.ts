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

/** Whole days from `from` to `now` (never negative). */
export function daysSince(from: Date | string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(from).getTime()) / DAY_MS));
}

function ago(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 30) return `${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months} ${months === 1 ? "month" : "months"} ago`;
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? "year" : "years"} ago`;
}

/** What a card says about a listing's age: "Posted 12 days ago", or "Available, confirmed 3 days ago". */
export function freshnessLabel(
  listing: { createdAt?: string | null; confirmedAt?: string | null },
  now: number = Date.now(),
): string | null {
  if (listing.confirmedAt) return `Available, confirmed ${ago(daysSince(listing.confirmedAt, now))}`;
  if (listing.createdAt) return `Posted ${ago(daysSince(listing.createdAt, now))}`;
  return null;
}

const absolute = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * The same fact as a date that stays true however long a cached page is kept: "Posted on 14 Nov 2026",
 * "Available, confirmed on 23 Nov 2026". The server renders this; the browser replaces it with the relative
 * label once it runs.
 */
export function freshnessDateLabel(listing: { createdAt?: string | null; confirmedAt?: string | null }): string | null {
  if (listing.confirmedAt) return `Available, confirmed on ${absolute.format(new Date(listing.confirmedAt))}`;
  if (listing.createdAt) return `Posted on ${absolute.format(new Date(listing.createdAt))}`;
  return null;
}
