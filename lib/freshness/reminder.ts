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
import { siteUrl } from "@/lib/site";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/** The reminder mail of one listing's cycle: who gets it and what it says. */

const NOUNS: Record<string, string> = {
  "Flats/Apartments": "flat",
  "Independent/Builder Floors": "floor",
  "Individual House/Villa": "house",
  Commercial: "commercial space",
  [LAND_PROPERTY_TYPE]: "plot",
};

/** "Is your 2 BHK flat in Patia still available?" ("the" for a listing of the team's). */
export function reminderQuestion(
  listing: {
    propertyType?: string | null;
    bhk?: number | null;
    location?: { locality?: string | null; city?: string | null } | null;
  },
  { team = false } = {},
): string {
  const noun = NOUNS[listing.propertyType ?? ""] ?? "property";
  const rooms = listing.bhk && noun !== "plot" && noun !== "commercial space" ? `${listing.bhk} BHK ` : "";
  const place = listing.location?.locality?.trim() || listing.location?.city?.trim();
  return `Is ${team ? "the" : "your"} ${rooms}${noun}${place ? ` in ${place}` : ""} still available?`;
}

const dateText = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", timeZone: "Asia/Kolkata" });

/** Where the reminder goes: the owner's account, the address of a signed-out submission, or the admins. */
async function recipientOf(doc: {
  account?: unknown;
  source?: string | null;
  owner?: { email?: string | null } | null;
}): Promise<string | null> {
  if (doc.account) return (await User.findById(doc.account, { email: 1 }).lean())?.email ?? null;
  if (!isTeamListing(doc as Parameters<typeof isTeamListing>[0])) return doc.owner?.email ?? null;
  const admins = await User.find({ role: "admin" }, { email: 1 }).sort({ _id: 1 }).limit(20).lean();
  return admins.length ? admins.map((admin) => admin.email).join(", ") : null;
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
  const to = await recipientOf(doc);
  if (!to) {
    log.warn({ listingId }, "A freshness reminder has nobody to go to");
    return;
  }
  const question = reminderQuestion(doc, { team });
  const expiresOn = dateText.format(expiryDueAt(doc)!);
  const link = (answer: "available" | "rented" | "sold") =>
    availabilityLink({ listingId, cycle: cycle.getTime(), answer });
  const closeAnswer = doc.type === "rent" ? "rented" : "sold";
  await sendMail(
    availabilityReminderMail(to, {
      question,
      title: doc.title,
      listingUrl: siteUrl(`/properties/${listingId}`),
      yesUrl: link("available"),
      closeLabel: closeAnswer === "rented" ? "Rented" : "Sold",
      closeUrl: link(closeAnswer),
      expiresOn,
      team,
    }),
  );
  if (doc.account) await pushReminder(String(doc.account), listingId, question, expiresOn);
}

/** Where a reminder's push leads: the owner's own listings, where "Still available" confirms (signed in). */
export const REMINDER_PUSH_PATH = "/profile#my-listings";

/**
 * The same question as a push to the owner's devices, if they want reminder pushes. It carries no signed
 * answer link: a notification can be seen on a locked screen or a shared device, so it only opens My
 * listings, where the owner's session answers. It comes after the mail and never throws, so a job retried
 * for a failed mail pushes once, and a failed push never sends the mail again.
 */
async function pushReminder(userId: string, listingId: string, question: string, expiresOn: string): Promise<void> {
  try {
    const user = await User.findById(userId, { notifications: 1 }).lean();
    if (!user || !notificationPreferences(user).reminders.push) return;
    await sendPushToUser(userId, {
      title: question,
      body: `Answer in My listings: without an answer it leaves the site on ${expiresOn}.`,
      url: REMINDER_PUSH_PATH,
      tag: `listing-reminder-${listingId}`,
    });
  } catch (error) {
    log.warn({ err: error, listingId }, "A freshness reminder's push could not be sent");
  }
}
