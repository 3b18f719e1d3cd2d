import mongoose from "mongoose";
import { savedSearchHref } from "@/lib/alerts/types";
import { connectToDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { formatListingPrice } from "@/lib/format";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { pushWords } from "@/lib/i18n/sent-words";
import { log } from "@/lib/log";
import { notificationPreferences, sendPushToUser } from "@/lib/notifications";
import { sendMail } from "@/lib/mail";
import { savedSearchAlertMail, type AlertListing } from "@/lib/mail/templates";
import { signValue, verifiedPayload } from "@/lib/signed-value";
import { siteUrl } from "@/lib/site";
import { AlertMatch } from "@/models/AlertMatch";
import { Property } from "@/models/Property";
import { SavedSearch } from "@/models/SavedSearch";
import { User } from "@/models/User";

/** Sending the alerts recorded by matching.ts: one mail per instant match, or a daily digest per search. */

const UNSUBSCRIBE_PURPOSE = "saved-search-unsubscribe";

/** The unsubscribe token of a saved search: its id, signed, so it works without a session. */
export const unsubscribeToken = (savedSearchId: string) => signValue(UNSUBSCRIBE_PURPOSE, savedSearchId);

/** The saved search a token names; null for a forged or altered token. */
export function savedSearchOfToken(token: string | undefined): string | null {
  const id = verifiedPayload(UNSUBSCRIBE_PURPOSE, token);
  return id && mongoose.isValidObjectId(id) ? id : null;
}

export const unsubscribeUrl = (savedSearchId: string) =>
  siteUrl(`/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(savedSearchId))}`);

function unsubscribeMailto(savedSearchId: string): string | undefined {
  const address = env().ALERTS_UNSUBSCRIBE_MAILTO;
  if (!address) return undefined;
  return `mailto:${address}?subject=${encodeURIComponent(`unsubscribe ${unsubscribeToken(savedSearchId)}`)}`;
}

type SearchForMail = {
  _id: mongoose.Types.ObjectId;
  user: mongoose.Types.ObjectId;
  name: string;
  query?: string | null;
};

/** The visible listings among these ids, as an alert lists them (links in `locale`), in the order given. */
async function alertListings(
  ids: mongoose.Types.ObjectId[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, AlertListing>> {
  const docs = await Property.find(
    { _id: { $in: ids }, isActive: true },
    { title: 1, price: 1, type: 1, location: 1 },
  ).lean();
  return new Map(
    docs.map((doc) => [
      String(doc._id),
      {
        title: doc.title,
        price: formatListingPrice(doc.type, doc.price, locale),
        locality: [doc.location?.locality, doc.location?.city].filter(Boolean).join(", "),
        href: siteUrl(localePath(locale, `/properties/${String(doc._id)}`)),
      },
    ]),
  );
}

/**
 * The search's owner, if alerts may reach them by mail and by push (their notification preferences), and
 * the language they are written in.
 */
async function alertRecipient(search: SearchForMail) {
  const user = await User.findById(search.user, { email: 1, notifications: 1, language: 1 }).lean();
  if (!user) return null;
  const { alerts } = notificationPreferences(user);
  return {
    email: alerts.email && user.email ? user.email : null,
    push: alerts.push,
    locale: accountLanguage(user) ?? DEFAULT_LOCALE,
  };
}

async function mailSearch(search: SearchForMail, listings: AlertListing[], digest: boolean): Promise<boolean> {
  const user = await alertRecipient(search);
  if (!user?.email) return false;
  const id = String(search._id);
  await sendMail(
    savedSearchAlertMail({
      to: user.email,
      searchName: search.name,
      listings,
      resultsHref: siteUrl(localePath(user.locale, savedSearchHref(search.query ?? ""))),
      unsubscribeUrl: unsubscribeUrl(id),
      unsubscribeMailto: unsubscribeMailto(id),
      digest,
      locale: user.locale,
    }),
  );
  return true;
}

const skip = (ids: mongoose.Types.ObjectId[]) =>
  AlertMatch.updateMany({ _id: { $in: ids }, state: "pending" }, { $set: { state: "skipped" } });

/**
 * Mails one instant match (a job). Sent once: a match already sent is left alone. When the search has
 * been paused or deleted, or the listing went away, it is skipped; when the search was switched to daily
 * since, it is left for the next digest. An SMTP failure throws, and the job is tried again.
 */
export async function sendInstantAlert(matchId: string): Promise<void> {
  await connectToDatabase();
  const match = await AlertMatch.findOne({ _id: matchId, state: "pending" }).lean();
  if (!match) return;
  const search = await SavedSearch.findById(match.savedSearch).lean();
  if (!search || search.paused) {
    await skip([match._id]);
    return;
  }
  if (search.frequency !== "instant") return;
  const recipient = await alertRecipient(search);
  const listing = (await alertListings([match.listing], recipient?.locale)).get(String(match.listing));
  // The mail first: when it fails the job is tried again, and the push has not gone yet.
  const mailed = listing && recipient?.email ? await mailSearch(search, [listing], false) : false;
  const pushed =
    listing && recipient?.push
      ? (
          await sendPushToUser(String(search.user), {
            title: pushWords(recipient.locale)("alert", { name: search.name }),
            body: `${listing.title} · ${listing.price} · ${listing.locality}`,
            url: new URL(listing.href).pathname,
            tag: `alert-${String(search._id)}`,
          })
        ).sent > 0
      : false;
  if (!mailed && !pushed) {
    await skip([match._id]);
    return;
  }
  await AlertMatch.updateOne({ _id: match._id, state: "pending" }, { $set: { state: "sent", sentAt: new Date() } });
}

/** How long an instant match may wait for its own mail before the digest takes it. */
const INSTANT_GRACE_MS = 60 * 60 * 1000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest digest time (hour:00 in Asia/Kolkata, which has no daylight saving) at or before `now`. */
export function digestBoundary(now: Date, hour = env().ALERTS_DIGEST_HOUR): Date {
  const istNow = now.getTime() + IST_OFFSET_MS;
  const istMidnight = Math.floor(istNow / DAY_MS) * DAY_MS;
  let boundary = istMidnight + hour * 60 * 60 * 1000;
  if (boundary > istNow) boundary -= DAY_MS;
  return new Date(boundary - IST_OFFSET_MS);
}

/**
 * Sends the daily digests: for each daily search, one mail with its pending matches found before `until`
 * (the matches since its last digest), none when it has none. The scheduled job passes the day's digest
 * time; `npm run alerts:digest` passes now. Returns how many mails went.
 */
export async function sendDigests({ until = new Date() }: { until?: Date } = {}): Promise<number> {
  await connectToDatabase();
  const pending = await AlertMatch.find(
    { state: "pending", matchedAt: { $lt: until } },
    { savedSearch: 1, listing: 1, matchedAt: 1 },
  )
    .sort({ matchedAt: 1, _id: 1 })
    .lean();
  const bySearch = new Map<string, typeof pending>();
  for (const match of pending) {
    const key = String(match.savedSearch);
    bySearch.set(key, [...(bySearch.get(key) ?? []), match]);
  }
  let sent = 0;
  let failed = 0;
  for (const [searchId, found] of bySearch) {
    let matches = found;
    const search = await SavedSearch.findById(searchId).lean();
    if (!search || search.paused) {
      await skip(matches.map((m) => m._id));
      continue;
    }
    // An instant search's pending matches are its own jobs' to send; one still pending an hour on (its job
    // failed for good, or the search was daily when it matched) goes in the digest rather than never.
    if (search.frequency !== "daily") {
      const stale = until.getTime() - INSTANT_GRACE_MS;
      matches = matches.filter((m) => m.matchedAt.getTime() < stale);
      if (!matches.length) continue;
    }
    const ids = matches.map((m) => m._id);
    // The links lead to the pages in the owner's language.
    const locale = (await alertRecipient(search))?.locale;
    const listings = await alertListings(
      matches.map((m) => m.listing),
      locale,
    );
    const shown = matches.flatMap((m) => listings.get(String(m.listing)) ?? []);
    try {
      if (!shown.length || !(await mailSearch(search, shown, true))) {
        await skip(ids);
        continue;
      }
    } catch (error) {
      // This search's digest is tried again on the next run; the others still go.
      log.error({ err: error, savedSearch: searchId }, "Sending a digest failed");
      failed += 1;
      continue;
    }
    await AlertMatch.updateMany(
      { _id: { $in: ids }, state: "pending" },
      { $set: { state: "sent", sentAt: new Date() } },
    );
    await SavedSearch.updateOne({ _id: search._id }, { $set: { lastDigestAt: new Date() } });
    sent += 1;
  }
  // The job is tried again; what was sent is marked and does not go twice.
  if (failed) throw new Error(`${failed} of ${failed + sent} digests could not be sent`);
  return sent;
}
