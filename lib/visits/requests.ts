import { connectToDatabase, inTransaction } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { NotFoundError } from "@/lib/errors";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { enqueueMail } from "@/lib/jobs";
import { visitRequestedMail } from "@/lib/mail/templates";
import type { Payer } from "@/lib/payments/caller";
import { takeVisitFromPlan, toPublicSubscription } from "@/lib/payments/subscription";
import { siteUrl } from "@/lib/site";
import type { CreateVisitInput } from "@/lib/validation/payment";
import { VISIT_TIME_SLOT_LABELS, type VisitTimeSlot } from "@/domain/visits/options";
import { toPublicVisit, type ListingSummary, type PublicVisit } from "@/lib/visits/serializers";
import { Property } from "@/models/Property";
import { User, type UserDoc } from "@/models/User";
import { Visit, type VisitDoc } from "@/models/Visit";

const LISTING_UNAVAILABLE = "This property is not open for visits.";
export const VISIT_REQUESTED = "Visit requested. We will call you within 24 hours to confirm the time.";

function describeWhen(date: string, slot: VisitTimeSlot | undefined): string {
  const day = new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return slot ? `${day}, ${VISIT_TIME_SLOT_LABELS[slot]}` : `${day}, any time`;
}

/**
 * A plan holder asks to visit a listing. In one transaction, one visit is taken from the plan by a single
 * guarded update (active, unexpired, visits left), so parallel requests can never take more than the plan
 * holds, and the request is stored: both happen or neither. The confirmation is mailed after the commit.
 */
export async function requestVisit(input: CreateVisitInput, caller: Payer, pageLanguage: Locale = DEFAULT_LOCALE) {
  await connectToDatabase();
  const listing = await Property.findOne(
    { _id: input.propertyId, isActive: true },
    { title: 1, location: 1 },
  ).lean<ListingSummary>();
  if (!listing) throw new NotFoundError(LISTING_UNAVAILABLE);
  const phone = input.phone ?? (await User.findById(caller.id, { phone: 1 }).lean<UserDoc>())?.phone ?? "";

  const visit = await inTransaction(
    async (session) => {
      await takeVisitFromPlan(caller.id, new Date(), session);
      const created = await new Visit({
        user: caller.id,
        property: input.propertyId,
        preferredDate: input.preferredDate,
        preferredTime: input.preferredTime,
        note: input.note ?? "",
        phone,
      }).save({ session });
      return created.toObject() as VisitDoc;
    },
    { key: `account:${caller.id}` },
  );

  const user = (await User.findById(caller.id, { name: 1, email: 1, subscription: 1, language: 1 }).lean<UserDoc>())!;
  const subscription = toPublicSubscription(user.subscription);
  // The confirmation is written in the account's language, else in that of the page the visit was booked on.
  const locale = accountLanguage(user) ?? pageLanguage;
  await enqueueMail(
    visitRequestedMail(
      user.email,
      {
        name: user.name,
        propertyTitle: listing.title,
        propertyUrl: siteUrl(localePath(locale, `/properties/${input.propertyId}`)),
        when: describeWhen(input.preferredDate, input.preferredTime),
        visitsLeft: subscription.visitsLeft,
      },
      locale,
    ),
  );
  return { visit: toPublicVisit(visit, listing), subscription };
}

const VISIT_HISTORY_LIMIT = 100;

/** The caller's visit requests, newest first, with each listing's title. */
export async function listVisits(caller: Payer): Promise<PublicVisit[]> {
  await connectToDatabase();
  const visits = await Visit.find({ user: caller.id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(VISIT_HISTORY_LIMIT)
    .lean<VisitDoc[]>();
  if (!visits.length) return [];
  const listings = await Property.find(
    { _id: { $in: [...new Set(visits.map((v) => String(v.property)))] } },
    { title: 1, location: 1 },
  ).lean<ListingSummary[]>();
  const byId = new Map(listings.map((listing) => [String(listing._id), listing]));
  return visits.map((visit) => toPublicVisit(visit, byId.get(String(visit.property))));
}

/** Visits the team has arranged (scheduled or done): a figure the About page shows. */
export async function countArrangedVisits(): Promise<number> {
  await connectToDatabase();
  return countMatching(Visit, { status: { $in: ["scheduled", "completed"] } });
}
