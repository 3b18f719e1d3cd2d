import { connectToDatabase } from "@/lib/db";
import { expiryDueAt } from "@/lib/freshness/clock";
import { isTeamListing } from "@/lib/freshness/cycle";
import { availabilityLink } from "@/lib/freshness/links";
import { LAND_PROPERTY_TYPE } from "@/domain/listings/options";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { availabilityReminderMail } from "@/lib/mail/templates";
import { notificationPreferences } from "@/lib/notifications/preferences";
import { sendPushToUser } from "@/lib/notifications/push";
import { listingOwnerLanguage } from "@/lib/owners/notify";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "@/lib/i18n/locales";
import { mailWords, pushWords } from "@/lib/i18n/sent-words";
import { siteUrl } from "@/lib/site";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/** The reminder mail of one listing's cycle: who gets it and what it says. */

type Noun = "flat" | "floor" | "house" | "commercial" | "plot" | "property";

const NOUNS: Record<string, Noun> = {
  "Flats/Apartments": "flat",
  "Independent/Builder Floors": "floor",
  "Individual House/Villa": "house",
  Commercial: "commercial",
  [LAND_PROPERTY_TYPE]: "plot",
};

/**
 * "Is your 2 BHK flat in Patia still available?" ("the" for a listing of the team's), in `locale`. The place
 * is the listing's own locality, as its owner typed it.
 */
export function reminderQuestion(
  listing: {
    propertyType?: string | null;
    bhk?: number | null;
    location?: { locality?: string | null; city?: string | null } | null;
  },
  { team = false, locale = DEFAULT_LOCALE }: { team?: boolean; locale?: Locale } = {},
): string {
  const t = mailWords(locale);
  const noun = NOUNS[listing.propertyType ?? ""] ?? "property";
  const rooms = listing.bhk && noun !== "plot" && noun !== "commercial" ? `${listing.bhk} BHK ` : "";
  const thing = t(`reminder.${team ? "the" : "your"}.${noun}`, { rooms });
  const place = listing.location?.locality?.trim() || listing.location?.city?.trim();
  return place ? t("reminder.questionIn", { thing, place }) : t("reminder.question", { thing });
}

/** "5 December": the day a listing leaves the site, Western digits in every language (docs/i18n.md). */
const DATE_TEXT: Record<Locale, Intl.DateTimeFormat> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN-u-nu-latn`, {
      day: "numeric",
      month: "long",
      timeZone: "Asia/Kolkata",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** Where the reminder goes: the owner's account, the address of a signed-out submission, or the admins. */
async function recipientOf(doc: {
  account?: unknown;
  source?: string | null;
  owner?: { email?: string | null; language?: string | null } | null;
}): Promise<{ to: string; locale: Locale } | null> {
  // The owner's language (their account's, else the submission's page's); the admins read English.
  if (doc.account) {
    const account = await User.findById(doc.account, { email: 1, language: 1 }).lean();
    return account?.email ? { to: account.email, locale: listingOwnerLanguage(doc, account) } : null;
  }
  if (!isTeamListing(doc as Parameters<typeof isTeamListing>[0])) {
    return doc.owner?.email ? { to: doc.owner.email, locale: listingOwnerLanguage(doc) } : null;
  }
  const admins = await User.find({ role: "admin" }, { email: 1 }).sort({ _id: 1 }).limit(20).lean();
  return admins.length ? { to: admins.map((admin) => admin.email).join(", "), locale: DEFAULT_LOCALE } : null;
}

/**
 * Sends the reminder claimed for the cycle that started at `cycle`, unless that cycle has been answered
 * meanwhile (a retry after the owner clicked changes nothing).
 */
export async function sendReminder(listingId: string, cycle: Date): Promise<void> {
  await connectToDatabase();
  const doc = await Property.findById(listingId).lean();
  if (!doc || !doc.remindedAt || doc.closedAt || doc.freshAt?.getTime() !== cycle.getTime()) return;
  const team = isTeamListing(doc);
  const recipient = await recipientOf(doc);
  if (!recipient) {
    log.warn({ listingId }, "A freshness reminder has nobody to go to");
    return;
  }
  const { to, locale } = recipient;
  const question = reminderQuestion(doc, { team, locale });
  const expiresOn = DATE_TEXT[locale].format(expiryDueAt(doc)!);
  const link = (answer: "available" | "rented" | "sold") =>
    availabilityLink({ listingId, cycle: cycle.getTime(), answer }, locale);
  const closeAnswer = doc.type === "rent" ? "rented" : "sold";
  await sendMail(
    availabilityReminderMail(
      to,
      {
        question,
        title: doc.title,
        listingUrl: siteUrl(localePath(locale, `/properties/${listingId}`)),
        yesUrl: link("available"),
        close: closeAnswer,
        closeUrl: link(closeAnswer),
        expiresOn,
        team,
      },
      locale,
    ),
  );
  if (doc.account) await pushReminder(String(doc.account), listingId, question, expiresOn, locale);
}

/** Where a reminder's push leads: the owner's own listings, where "Still available" confirms (signed in). */
export const REMINDER_PUSH_PATH = "/profile#my-listings";

/**
 * The same question as a push to the owner's devices, if they want reminder pushes. It carries no signed
 * answer link: a notification can be seen on a locked screen or a shared device, so it only opens My
 * listings, where the owner's session answers. It comes after the mail and never throws, so a job retried
 * for a failed mail pushes once, and a failed push never sends the mail again.
 */
async function pushReminder(
  userId: string,
  listingId: string,
  question: string,
  expiresOn: string,
  locale: Locale,
): Promise<void> {
  try {
    const user = await User.findById(userId, { notifications: 1 }).lean();
    if (!user || !notificationPreferences(user).reminders.push) return;
    await sendPushToUser(userId, {
      title: question,
      body: pushWords(locale)("reminder", { date: expiresOn }),
      url: localePath(locale, REMINDER_PUSH_PATH),
      tag: `listing-reminder-${listingId}`,
    });
  } catch (error) {
    log.warn({ err: error, listingId }, "A freshness reminder's push could not be sent");
  }
}
