import type { QueryFilter } from "mongoose";
import { changedFields, recordAudit, type AdminActor } from "@/lib/admin/audit";
import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { DEFAULT_LOCALE, localePath } from "@/lib/i18n/locales";
import { accountLanguage } from "@/lib/i18n/request-language";
import { mailWords } from "@/lib/i18n/sent-words";
import { enqueueMail } from "@/lib/jobs";
import { expireSiteFigures } from "@/lib/listings/cache";
import { visitUpdatedMail } from "@/lib/mail/templates";
import { returnVisitToPlan } from "@/lib/payments/subscription";
import { siteUrl } from "@/lib/site";
import type { AdminUpdateVisitInput, AdminVisitsQuery } from "@/lib/validation/admin";
import { formatVisitMoment } from "@/domain/visits/options";
import { toAdminVisit, type AdminVisit, type Buyer, type ListingSummary } from "@/lib/visits/serializers";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { Visit, type VisitDoc } from "@/models/Visit";

const VISIT_NOT_FOUND = "Visit not found";
const VISIT_ALREADY_CANCELLED =
  "This visit is cancelled and its visit went back to the buyer's plan, so it cannot be changed. The buyer can book again.";

/** Reads the buyers and listings of some visits in two queries, and serialises the visits with them. */
async function withBuyersAndListings(visits: VisitDoc[]): Promise<AdminVisit[]> {
  if (!visits.length) return [];
  const unique = (ids: unknown[]) => [...new Set(ids.map(String))];
  const [buyers, listings] = await Promise.all([
    User.find({ _id: { $in: unique(visits.map((v) => v.user)) } }, { name: 1, email: 1, phone: 1 }).lean<Buyer[]>(),
    Property.find({ _id: { $in: unique(visits.map((v) => v.property)) } }, { title: 1, location: 1 }).lean<
      ListingSummary[]
    >(),
  ]);
  const buyerById = new Map(buyers.map((b) => [String(b._id), b]));
  const listingById = new Map(listings.map((l) => [String(l._id), l]));
  return visits.map((visit) =>
    toAdminVisit(visit, buyerById.get(String(visit.user)), listingById.get(String(visit.property))),
  );
}

/** House-visit requests, newest first, one page at a time; `status` other than "all" keeps that status only. */
export async function listAdminVisits({ page, limit, status }: AdminVisitsQuery) {
  await connectToDatabase();
  const filter: QueryFilter<VisitDoc> = status === "all" ? {} : { status };
  const [docs, total] = await Promise.all([
    Visit.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<VisitDoc[]>(),
    countMatching(Visit, filter),
  ]);
  return { visits: await withBuyersAndListings(docs), total, page, limit };
}

/** The visit's fields as the new status leaves them. */
function nextState(before: VisitDoc, input: AdminUpdateVisitInput) {
  switch (input.status) {
    case "scheduled":
      return { status: input.status, scheduledFor: input.scheduledFor ?? null, cancelReason: "" };
    case "requested":
      // Back to waiting for a time: the old time no longer holds.
      return { status: input.status, scheduledFor: null, cancelReason: "" };
    case "completed":
      // The time it was scheduled for stays: it is when the visit took place.
      return { status: input.status, scheduledFor: before.scheduledFor ?? null, cancelReason: "" };
    case "cancelled":
      return { status: input.status, scheduledFor: before.scheduledFor ?? null, cancelReason: input.reason ?? "" };
  }
}

const AUDITED = ["status", "scheduledFor", "cancelReason"] as const;

/**
 * The team moves a visit along. Rules:
 * - Any status but cancelled can be set from any other (an admin may correct a mistake); scheduling again
 *   moves the time.
 * - Cancelling returns the visit to the buyer's plan, exactly once: only the update that turns the visit
 *   cancelled (matched on "not cancelled yet") gives the visit back, so two cancels at once return one.
 *   The plan's used count never goes below zero.
 * - A cancelled visit is final (409): its visit is back on the plan, and the buyer books again instead.
 * - Asking for what is already there changes nothing: no audit entry, no mail.
 * Each change is written to the audit log and mailed to the buyer (a mail failure never fails the change).
 */
export async function updateVisitAsAdmin(actor: AdminActor, id: string, input: AdminUpdateVisitInput) {
  await connectToDatabase();
  const before = await Visit.findById(id).lean<VisitDoc>();
  if (!before) throw new NotFoundError(VISIT_NOT_FOUND);
  if (before.status === "cancelled") throw new ConflictError(VISIT_ALREADY_CANCELLED);

  const next = nextState(before, input);
  const changes = changedFields(
    { status: before.status, scheduledFor: before.scheduledFor ?? null, cancelReason: before.cancelReason ?? "" },
    next,
    AUDITED,
  );
  if (Object.keys(changes).length === 0) {
    const [visit] = await withBuyersAndListings([before]);
    return { visit, changed: false };
  }

  const { scheduledFor, ...rest } = next;
  const written = await Visit.updateOne(
    { _id: id, status: { $ne: "cancelled" } },
    scheduledFor ? { $set: { ...rest, scheduledFor } } : { $set: rest, $unset: { scheduledFor: 1 } },
  );
  // Cancelled (or deleted) by someone else since it was read: that change stands.
  if (written.matchedCount !== 1) {
    throw (await Visit.exists({ _id: id }))
      ? new ConflictError(VISIT_ALREADY_CANCELLED)
      : new NotFoundError(VISIT_NOT_FOUND);
  }

  const visitsLeft = next.status === "cancelled" ? await returnVisitToPlan(before.user) : undefined;

  await recordAudit(actor, "visit.update", { type: "visit", id }, changes);
  if (changes.status) expireSiteFigures();
  const after = (await Visit.findById(id).lean<VisitDoc>())!;
  const [visit] = await withBuyersAndListings([after]);
  if (visit.user.email) {
    // In the buyer's language when their account has one.
    const locale = accountLanguage(await User.findById(before.user, { language: 1 }).lean()) ?? DEFAULT_LOCALE;
    await enqueueMail(
      visitUpdatedMail(
        visit.user.email,
        {
          name: visit.user.name,
          propertyTitle: visit.property?.title ?? mailWords(locale)("visit.theProperty"),
          propertyUrl: siteUrl(localePath(locale, `/properties/${String(before.property)}`)),
          status: visit.status,
          scheduledFor: visit.scheduledFor ? formatVisitMoment(visit.scheduledFor) : undefined,
          reason: visit.cancelReason || undefined,
          visitsLeft,
        },
        locale,
      ),
    );
  }
  return { visit, changed: true };
}
