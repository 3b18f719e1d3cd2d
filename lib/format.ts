/** Display helpers for rupee amounts and listing facts, shared by server and client components. */

/**
 * A formatter made on its first use. Building an Intl formatter loads locale and time-zone data: built at the
 * top of this module, the formats here cost 50-80 ms of a slow phone's main thread (Lighthouse's 4x CPU
 * throttling) on every public page that imports one helper, while the page was still loading.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * 12,34,567: a whole number in Indian digit grouping (the last three digits, then pairs), as
 * `Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })` writes it. Done by hand because the first
 * en-IN number format a page builds costs 55-70 ms of a throttled phone's main thread, and the cards and
 * the listing page format a price while they hydrate (lib/__tests__/format.test.ts checks it against Intl).
 */
export function groupIndian(value: number): string {
  const whole = Math.round(Math.abs(value));
  // Beyond 2^53 no rupee amount is real; Intl keeps such a number's digits right.
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(value);
  const digits = String(whole);
  const sign = value < 0 && whole !== 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${head},${digits.slice(-3)}`;
}

/** ₹18,000 — Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(amount)}`;
}

function trimDecimals(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, "");
}

/** ₹45 Lakh, ₹1.2 Cr: how Indian buyers read sale prices. */
export function formatIndianAmount(amount: number): string {
  if (amount >= 10_000_000) return `₹${trimDecimals(amount / 10_000_000)} Cr`;
  if (amount >= 100_000) return `₹${trimDecimals(amount / 100_000)} Lakh`;
  return formatRupees(amount);
}

/** Rent reads per month; sale and land read as a lump sum in lakh/crore. */
export function formatListingPrice(type: string, price: number): string {
  return type === "rent" ? `${formatRupees(price)}/mo` : formatIndianAmount(price);
}

/** ₹18K, ₹8.5K, ₹45L, ₹1.2Cr: a price short enough for a pin on a map. */
export function formatShortPrice(amount: number): string {
  const short = (value: number, unit: string) =>
    `₹${value < 10 ? trimDecimals(Math.round(value * 10) / 10) : Math.round(value)}${unit}`;
  if (amount >= 10_000_000) return short(amount / 10_000_000, "Cr");
  if (amount >= 100_000) return short(amount / 100_000, "L");
  if (amount >= 1_000) return short(amount / 1_000, "K");
  return formatRupees(amount);
}

export const LISTING_TYPE_LABELS: Record<string, string> = { rent: "For Rent", sale: "For Sale", land: "Land" };

export function formatArea(area?: { value?: number | null; unit?: string | null } | null): string | null {
  if (!area?.value) return null;
  return `${groupIndian(area.value)} ${area.unit === "sqm" ? "sq.m" : "sq.ft"}`;
}

export function formatLocation(
  location?: { address?: string | null; city?: string | null; state?: string | null } | null,
): string {
  if (!location) return "";
  return [location.address, location.city, location.state].filter(Boolean).join(", ");
}

/** The cover picture: the primary image, else the first image, else the first of `pictures`. */
export function coverImage(p: {
  images?: Array<{ url: string; isPrimary?: boolean | null }> | null;
  pictures?: string[] | null;
}): string {
  const primary = p.images?.find((i) => i.isPrimary) ?? p.images?.[0];
  return primary?.url ?? p.pictures?.[0] ?? "/images/listings/apartment-1.jpg";
}

/** Every picture of a listing, images first, without duplicates. */
export function allImages(p: {
  images?: Array<{ url: string; isPrimary?: boolean | null }> | null;
  pictures?: string[] | null;
}): string[] {
  const urls = [...(p.images ?? []).map((i) => i.url), ...(p.pictures ?? [])];
  return [...new Set(urls)];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's one offset from UTC, kept since 1945 (no summer time): +5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** The short month names of Intl's en-IN format (CLDR's, "Sept" included). */
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * A moment's day, month and year in India. Done by hand, like groupIndian: the first en-IN date format with
 * India's time zone that a page builds loads the zone's data, 45-95 ms of a throttled phone's main thread,
 * and every listing card's freshness label formats a date while it hydrates (lib/__tests__/format.test.ts
 * checks it against Intl).
 */
function dayInIndia(moment: string | Date): { day: number; month: string; year: number } {
  const ms = new Date(moment).getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  const inIndia = new Date(ms + INDIA_OFFSET_MS);
  return { day: inIndia.getUTCDate(), month: SHORT_MONTHS[inIndia.getUTCMonth()], year: inIndia.getUTCFullYear() };
}

/** 14 Mar 2026, as `Intl.DateTimeFormat("en-IN", { day, month: "short", year, timeZone: "Asia/Kolkata" })`. */
function indianDate(moment: string | Date): string {
  const { day, month, year } = dayInIndia(moment);
  return `${day} ${month} ${year}`;
}

/** 14 Mar: the same without the year. */
function shortDate(moment: string | Date): string {
  const { day, month } = dayInIndia(moment);
  return `${day} ${month}`;
}
const calendarDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** 14 Mar 2026: a moment as the date it was in India. */
export function formatDate(iso: string): string {
  return indianDate(iso);
}

/** Sat, 14 Mar 2026: a calendar day given as YYYY-MM-DD (no time zone moves it). */
export function formatCalendarDay(date: string): string {
  return calendarDay().format(new Date(`${date}T00:00:00Z`));
}

/** "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 months ago". */
export function formatPostedAgo(createdAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / DAY_MS));
  if (days === 0) return "Posted today";
  if (days === 1) return "Posted yesterday";
  if (days < 30) return `Posted ${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `Posted ${months} ${months === 1 ? "month" : "months"} ago`;
  const years = Math.floor(days / 365);
  return `Posted ${years} ${years === 1 ? "year" : "years"} ago`;
}

/** "Ready to move" when the date has come (or none was given), else "Available from 5 Aug". */
export function formatAvailability(availableFrom: string | undefined, now = Date.now()): string {
  if (!availableFrom || new Date(availableFrom).getTime() <= now) return "Ready to move";
  const date = new Date(availableFrom);
  const sameYear = date.getUTCFullYear() === new Date(now).getUTCFullYear();
  return `Available from ${(sameYear ? shortDate : indianDate)(date)}`;
}

/** Listings from before owners could post were all put up by agents. */
export function postedByLabel(postedBy: string | null | undefined): "Owner" | "Agent" {
  return postedBy === "owner" ? "Owner" : "Agent";
}

/**
 * The whole-percent cut from a listing's stored previous price (set when an admin lowers the price); null
 * when the price was never lowered or the cut rounds to nothing, so no discount is ever invented.
 */
export function priceCutPercent({
  price,
  previousPrice,
}: {
  price: number;
  previousPrice?: number | null;
}): number | null {
  if (!previousPrice || previousPrice <= price) return null;
  const percent = Math.round(((previousPrice - price) / previousPrice) * 100);
  return percent >= 1 ? percent : null;
}

// The freshness labels (lib/freshness): how old a listing is, or when its owner last confirmed it.

/** Whole days from `from` to `now` (never negative). */
function daysSince(from: Date | string, now: number = Date.now()): number {
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

/**
 * The same fact as a date that stays true however long a cached page is kept: "Posted on 14 Nov 2026",
 * "Available, confirmed on 23 Nov 2026". The server renders this; the browser replaces it with the relative
 * label once it runs.
 */
export function freshnessDateLabel(listing: { createdAt?: string | null; confirmedAt?: string | null }): string | null {
  if (listing.confirmedAt) return `Available, confirmed on ${indianDate(listing.confirmedAt)}`;
  if (listing.createdAt) return `Posted on ${indianDate(listing.createdAt)}`;
  return null;
}
