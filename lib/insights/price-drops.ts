import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { formatListingPrice } from "@/lib/format";
import { sendMail } from "@/lib/mail";
import { priceDropMail, type PriceDropLine } from "@/lib/mail/templates";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { pushWords } from "@/lib/i18n/sent-words";
import { notificationPreferences, sendPushToUser } from "@/lib/notifications";
import { siteUrl } from "@/lib/site";
import { Favourite } from "@/models/Favourite";
import { PriceDropMailDay } from "@/models/PriceDropMailDay";
import { PriceDropNotice } from "@/models/PriceDropNotice";
import { PriceSpan } from "@/models/PriceSpan";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/**
 * Price-drop alerts. A listing's price lowered by 3% or more (history.ts) is checked a day later: only when
 * it stayed lowered all that day, live, is each person who saved it told, by Web Push at once where they
 * turned it on and by e-mail in at most one mail a day. A change made and undone within the day tells
 * nobody. Both steps are idempotent: a notice is unique per person and price span, a day's mail per person
 * and day.
 */

/** How long a lowered price must stand before its savers hear of it: a day (PRICE_DROP_DELAY_MS). */
export const priceDropDelayMs = () => env().PRICE_DROP_DELAY_MS;
/** The most savers one drop notifies, and the most drops one mail lists: reads stay bounded. */
const MAX_SAVERS = 5000;
const MAX_LINES = 20;
/** A claim of the day's mail older than this belongs to a run that died: it may be taken over. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's calendar day of a moment, "2026-11-26". */
export const istDay = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** The next midnight in India after `now`: when tomorrow's mail may go. */
export const nextIstMidnight = (now: Date) =>
  new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS + 1) * DAY_MS - IST_OFFSET_MS);

export type PriceDropCheck = { listingId: string; fromPrice: number; droppedAt: string };

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Whether the listing stayed lowered since the drop: its spans since then follow each other without a gap
 * (it never left the site), each at 97% of the old price or less, and the last is still open. Answers the
 * open span, or null.
 */
async function stayedLowered(listingId: string, fromPrice: number, droppedAt: Date) {
  const spans = await PriceSpan.find({ listing: listingId, to: { $gt: droppedAt } })
    .sort({ from: 1 })
    .limit(100)
    .lean();
  const last = spans[spans.length - 1];
  if (!last?.open || spans[0].from.getTime() > droppedAt.getTime()) return null;
  const limit = fromPrice * 0.97;
  for (let i = 0; i < spans.length; i++) {
    if (spans[i].price > limit) return null;
    if (i > 0 && spans[i].from.getTime() !== spans[i - 1].to.getTime()) return null;
  }
  return last;
}

/**
 * The check a day after a drop (a job). Records one notice per saver, pushes to those who take pushes,
 * and queues each one's mail through `queueMail` (the jobs module's, so this file stays free of the queue).
 */
export async function checkPriceDrop(
  check: PriceDropCheck,
  queueMail: (userId: string) => Promise<void>,
): Promise<number> {
  await connectToDatabase();
  const listing = await Property.findOne({ _id: check.listingId, isActive: true }, { title: 1, type: 1 }).lean();
  const span = listing ? await stayedLowered(check.listingId, check.fromPrice, new Date(check.droppedAt)) : null;
  if (!listing || !span) return 0;
  const savers = await Favourite.find({ property: check.listingId }, { user: 1 }).limit(MAX_SAVERS).lean();
  let told = 0;
  for (const { user } of savers) {
    try {
      await PriceDropNotice.create({
        user,
        listing: check.listingId,
        span: span._id,
        fromPrice: check.fromPrice,
        toPrice: span.price,
      });
    } catch (error) {
      if (isDuplicateKey(error)) continue; // told of this price already
      throw error;
    }
    told += 1;
    const account = await User.findById(user, { notifications: 1, language: 1 }).lean();
    if (!account) continue;
    const wants = notificationPreferences(account).priceDrops;
    if (wants.push) {
      const locale = accountLanguage(account) ?? DEFAULT_LOCALE;
      await sendPushToUser(String(user), {
        title: pushWords(locale)("priceDrop"),
        body: `${listing.title}: ${formatListingPrice(listing.type, check.fromPrice, locale)} → ${formatListingPrice(listing.type, span.price, locale)}`,
        url: localePath(locale, `/properties/${check.listingId}`),
        tag: `price-drop-${check.listingId}`,
      });
    }
    await queueMail(String(user));
  }
  return told;
}

/** The notices a mail lists, as lines (links in `locale`); notices of listings gone since are left out. */
async function linesOf(
  notices: Array<{ listing: Types.ObjectId; fromPrice: number; toPrice: number }>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const listings = await Property.find(
    { _id: { $in: notices.map((n) => n.listing) }, isActive: true },
    { title: 1, type: 1, location: 1 },
  ).lean();
  const byId = new Map(listings.map((l) => [String(l._id), l]));
  return notices.flatMap((notice): PriceDropLine[] => {
    const listing = byId.get(String(notice.listing));
    if (!listing) return [];
    return [
      {
        title: listing.title,
        was: formatListingPrice(listing.type, notice.fromPrice, locale),
        now: formatListingPrice(listing.type, notice.toPrice, locale),
        locality: [listing.location?.locality, listing.location?.city].filter(Boolean).join(", "),
        href: siteUrl(localePath(locale, `/properties/${String(notice.listing)}`)),
      },
    ];
  });
}

/** Takes the person's mail of the day: true when this run may send it. */
async function claimDay(user: Types.ObjectId | string, day: string, now: Date): Promise<boolean> {
  try {
    await PriceDropMailDay.create({ user, day, claimedAt: now });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  // Taken already: sent, being sent, or left by a run that died.
  const taken = await PriceDropMailDay.updateOne(
    { user, day, sentAt: { $exists: false }, claimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    { $set: { claimedAt: now } },
  );
  return taken.modifiedCount === 1;
}

export type MailOutcome = "sent" | "nothing" | "later";

/**
 * Sends the person's pending price drops in one mail, at most one a day (a job). "later": today's mail has
 * gone (or is going), so the caller runs this again after midnight. A mail that fails gives the day back
 * and throws, so the job tries again.
 */
export async function mailPriceDrops(userId: string, now = new Date()): Promise<MailOutcome> {
  await connectToDatabase();
  const pending = await PriceDropNotice.find({ user: userId, state: "pending" })
    .sort({ createdAt: 1 })
    .limit(MAX_LINES)
    .lean();
  if (!pending.length) return "nothing";
  const account = await User.findById(userId, { email: 1, notifications: 1, language: 1 }).lean();
  const ids = pending.map((notice) => notice._id);
  if (!account?.email || !notificationPreferences(account).priceDrops.email) {
    await PriceDropNotice.updateMany({ _id: { $in: ids }, state: "pending" }, { $set: { state: "skipped" } });
    return "nothing";
  }
  const day = istDay(now);
  if (!(await claimDay(userId, day, now))) return "later";
  const locale = accountLanguage(account) ?? DEFAULT_LOCALE;
  const lines = await linesOf(pending, locale);
  if (!lines.length) {
    await PriceDropNotice.updateMany({ _id: { $in: ids }, state: "pending" }, { $set: { state: "skipped" } });
    await PriceDropMailDay.deleteOne({ user: userId, day, sentAt: { $exists: false } });
    return "nothing";
  }
  try {
    await sendMail(
      priceDropMail({
        to: account.email,
        drops: lines,
        settingsUrl: siteUrl(localePath(locale, "/profile#notifications")),
        locale,
      }),
    );
  } catch (error) {
    await PriceDropMailDay.deleteOne({ user: userId, day, sentAt: { $exists: false } });
    throw error;
  }
  await PriceDropNotice.updateMany({ _id: { $in: ids }, state: "pending" }, { $set: { state: "sent", sentAt: now } });
  await PriceDropMailDay.updateOne({ user: userId, day }, { $set: { sentAt: now } });
  const more = await PriceDropNotice.exists({ user: userId, state: "pending" });
  return more ? "later" : "sent";
}
