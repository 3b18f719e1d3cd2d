/** Display helpers for rupee amounts and listing facts, shared by server and client components. */

import type { Locale } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import en from "@/messages/en/Format.json";
import hi from "@/messages/hi/Format.json";
import or from "@/messages/or/Format.json";

/**
 * The words of these helpers in each language (the `Format` namespace). Every helper that says something
 * takes the page's language, English by default, so the cards and the listing page format the same in the
 * server's render and the browser's: the three small files travel with this module instead of being handed
 * to every card as props. Plain text and `{name}` placeholders only, filled here without a message library.
 */
const FORMAT_WORDS: Record<Locale, Words<"Format">> = { en, or, hi };
const MONTH_KEYS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

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

/** ₹45 Lakh, ₹1.2 Cr (₹45 ଲକ୍ଷ, ₹1.2 करोड़): how Indian buyers read sale prices. */
export function formatIndianAmount(amount: number, locale: Locale = "en"): string {
  const words = FORMAT_WORDS[locale];
  if (amount >= 10_000_000) return fillWords(words.crore, { amount: trimDecimals(amount / 10_000_000) });
  if (amount >= 100_000) return fillWords(words.lakh, { amount: trimDecimals(amount / 100_000) });
  return formatRupees(amount);
}

/** Rent reads per month; sale and land read as a lump sum in lakh/crore. */
export function formatListingPrice(type: string, price: number, locale: Locale = "en"): string {
  return type === "rent"
    ? fillWords(FORMAT_WORDS[locale].perMonth, { price: formatRupees(price) })
    : formatIndianAmount(price, locale);
}

/**
 * ₹18K, ₹8.5K, ₹45L, ₹1.2Cr: a price short enough for a pin on a map. Odia and Hindi name the unit in a
 * word (₹18 ହଜାର, ₹45 लाख): their readers do not read K, L and Cr as thousand, lakh and crore.
 */
export function formatShortPrice(amount: number, locale: Locale = "en"): string {
  const words = FORMAT_WORDS[locale];
  const short = (value: number, unit: string) =>
    fillWords(unit, { amount: value < 10 ? trimDecimals(Math.round(value * 10) / 10) : Math.round(value) });
  if (amount >= 10_000_000) return short(amount / 10_000_000, words.shortCrore);
  if (amount >= 100_000) return short(amount / 100_000, words.shortLakh);
  if (amount >= 1_000) return short(amount / 1_000, words.shortThousand);
  return formatRupees(amount);
}

export const LISTING_TYPE_LABELS: Record<string, string> = { ...en.listingType };

/** "For Rent", "For Sale", "Land" in the page's language; a type the site does not know is shown as stored. */
export function listingTypeLabel(type: string, locale: Locale = "en"): string {
  const labels: Record<string, string> = FORMAT_WORDS[locale].listingType;
  return Object.hasOwn(labels, type) ? labels[type] : type;
}

export function formatArea(
  area?: { value?: number | null; unit?: string | null } | null,
  locale: Locale = "en",
): string | null {
  if (!area?.value) return null;
  const words = FORMAT_WORDS[locale];
  return fillWords(area.unit === "sqm" ? words.areaSqm : words.areaSqft, { area: groupIndian(area.value) });
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

/**
 * A moment's day, month and year in India. Done by hand, like groupIndian: the first en-IN date format with
 * India's time zone that a page builds loads the zone's data, 45-95 ms of a throttled phone's main thread,
 * and every listing card's freshness label formats a date while it hydrates (lib/__tests__/format.test.ts
 * checks it against Intl).
 */
function dayInIndia(moment: string | Date, locale: Locale): { day: number; month: string; year: number } {
  const ms = new Date(moment).getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  const inIndia = new Date(ms + INDIA_OFFSET_MS);
  const month = FORMAT_WORDS[locale].months[MONTH_KEYS[inIndia.getUTCMonth()]];
  return { day: inIndia.getUTCDate(), month, year: inIndia.getUTCFullYear() };
}

/**
 * 14 Mar 2026, as `Intl.DateTimeFormat("en-IN", { day, month: "short", year, timeZone: "Asia/Kolkata" })`.
 * In Odia and Hindi the month is named in full as CLDR names it (14 ନଭେମ୍ବର 2026, 14 नवंबर 2026; Hindi's
 * short names end in an abbreviation mark) with Western digits (docs/i18n.md). The names come from the
 * catalogue rather than Intl: the same text then comes out of the server and of any browser, whatever
 * locale data it carries, and no Intl date format is built while the cards hydrate.
 */
function indianDate(moment: string | Date, locale: Locale = "en"): string {
  return fillWords(FORMAT_WORDS[locale].date, dayInIndia(moment, locale));
}

/** 14 Mar: the same without the year. */
function shortDate(moment: string | Date, locale: Locale = "en"): string {
  return fillWords(FORMAT_WORDS[locale].dayMonth, dayInIndia(moment, locale));
}
/** The weekday's date format of each language, Western digits in all (docs/i18n.md). */
const INTL_DATE_LOCALE: Record<Locale, string> = { en: "en-IN", or: "or-IN", hi: "hi-IN" };
const CALENDAR_DAY: Record<Locale, () => Intl.DateTimeFormat> = {
  en: calendarDayFormat("en"),
  or: calendarDayFormat("or"),
  hi: calendarDayFormat("hi"),
};
function calendarDayFormat(locale: Locale): () => Intl.DateTimeFormat {
  return onFirstUse(
    () =>
      new Intl.DateTimeFormat(INTL_DATE_LOCALE[locale], {
        weekday: "short",
        day: "numeric",
        month: locale === "en" ? "short" : "long",
        year: "numeric",
        timeZone: "UTC",
        numberingSystem: "latn",
      }),
  );
}

/** 14 Mar 2026: a moment as the date it was in India. */
export function formatDate(iso: string, locale: Locale = "en"): string {
  return indianDate(iso, locale);
}

/** Sat, 14 Mar 2026: a calendar day given as YYYY-MM-DD (no time zone moves it). */
export function formatCalendarDay(date: string, locale: Locale = "en"): string {
  return CALENDAR_DAY[locale]().format(new Date(`${date}T00:00:00Z`));
}

/** "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 months ago". */
export function formatPostedAgo(createdAt: string, now = Date.now(), locale: Locale = "en"): string {
  return fillWords(FORMAT_WORDS[locale].posted, { ago: ago(daysSince(createdAt, now), locale) });
}

/** "Ready to move" when the date has come (or none was given), else "Available from 5 Aug". */
export function formatAvailability(availableFrom: string | undefined, now = Date.now(), locale: Locale = "en"): string {
  const words = FORMAT_WORDS[locale];
  if (!availableFrom || new Date(availableFrom).getTime() <= now) return words.readyToMove;
  const date = new Date(availableFrom);
  const sameYear = date.getUTCFullYear() === new Date(now).getUTCFullYear();
  return fillWords(words.availableFrom, { date: (sameYear ? shortDate : indianDate)(date, locale) });
}

/** Listings from before owners could post were all put up by agents. */
export function postedByLabel(postedBy: string | null | undefined, locale: Locale = "en"): string {
  return FORMAT_WORDS[locale].postedBy[postedBy === "owner" ? "owner" : "agent"];
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

/** "today", "3 days ago", "2 months ago", "1 year ago": days, then months, then years. */
function ago(days: number, locale: Locale): string {
  const words = FORMAT_WORDS[locale];
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days < 30) return fillWords(words.daysAgo, { count: days });
  const months = Math.floor(days / 30);
  if (months < 12) return fillWords(months === 1 ? words.monthAgo : words.monthsAgo, { count: months });
  const years = Math.floor(days / 365);
  return fillWords(years === 1 ? words.yearAgo : words.yearsAgo, { count: years });
}

/** What a card says about a listing's age: "Posted 12 days ago", or "Available, confirmed 3 days ago". */
export function freshnessLabel(
  listing: { createdAt?: string | null; confirmedAt?: string | null },
  now: number = Date.now(),
  locale: Locale = "en",
): string | null {
  const words = FORMAT_WORDS[locale];
  if (listing.confirmedAt) return fillWords(words.confirmed, { ago: ago(daysSince(listing.confirmedAt, now), locale) });
  if (listing.createdAt) return fillWords(words.posted, { ago: ago(daysSince(listing.createdAt, now), locale) });
  return null;
}

/**
 * The same fact as a date that stays true however long a cached page is kept: "Posted on 14 Nov 2026",
 * "Available, confirmed on 23 Nov 2026". The server renders this; the browser replaces it with the relative
 * label once it runs.
 */
export function freshnessDateLabel(
  listing: { createdAt?: string | null; confirmedAt?: string | null },
  locale: Locale = "en",
): string | null {
  const words = FORMAT_WORDS[locale];
  if (listing.confirmedAt) return fillWords(words.confirmedOn, { date: indianDate(listing.confirmedAt, locale) });
  if (listing.createdAt) return fillWords(words.postedOn, { date: indianDate(listing.createdAt, locale) });
  return null;
}
