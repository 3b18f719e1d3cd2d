import { connectToDatabase } from "@/lib/db";
import { expiryDueAt } from "@/lib/freshness/clock";
import { isTeamListing } from "@/lib/freshness/cycle";
import { availabilityLink } from "@/lib/freshness/links";
import { LAND_PROPERTY_TYPE } from "@/lib/listings/options";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { availabilityReminderMail } from "@/lib/mail/templates";
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
  const link = (answer: "available" | "rented" | "sold") =>
    availabilityLink({ listingId, cycle: cycle.getTime(), answer });
  const closeAnswer = doc.type === "rent" ? "rented" : "sold";
  await sendMail(
    availabilityReminderMail(to, {
      question: reminderQuestion(doc, { team }),
      title: doc.title,
      listingUrl: siteUrl(`/properties/${listingId}`),
      yesUrl: link("available"),
      closeLabel: closeAnswer === "rented" ? "Rented" : "Sold",
      closeUrl: link(closeAnswer),
      expiresOn: dateText.format(expiryDueAt(doc)!),
      team,
    }),
  );
}
