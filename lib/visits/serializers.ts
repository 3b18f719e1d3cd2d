import type { VisitStatus, VisitTimeSlot } from "@/domain/visits/options";
import type { UserDoc } from "@/models/User";
import type { VisitDoc } from "@/models/Visit";

/** What leaves the server of a visit request: the buyer's view and the team's. */

/** The fields of a visit's listing that its serializers read. */
export type ListingSummary = {
  _id: unknown;
  title: string;
  location?: { address?: string | null; city?: string | null } | null;
};

/** "Patia Road, Bhubaneswar": where the listing is, in one line. */
const whereIs = (listing: ListingSummary | undefined) =>
  [listing?.location?.address, listing?.location?.city].filter(Boolean).join(", ");

/** A visit request as its buyer sees it; a deleted listing reads as no longer available. */
export function toPublicVisit(visit: VisitDoc, listing: ListingSummary | undefined) {
  return {
    id: String(visit._id),
    property: {
      id: String(visit.property),
      title: listing?.title ?? "Listing no longer available",
      location: whereIs(listing),
    },
    preferredDate: visit.preferredDate,
    preferredTime: (visit.preferredTime ?? null) as VisitTimeSlot | null,
    note: visit.note ?? "",
    phone: visit.phone ?? "",
    status: visit.status ?? "requested",
    /** When the team scheduled it for (kept after it is done), else null. */
    scheduledFor: visit.scheduledFor ? new Date(visit.scheduledFor).toISOString() : null,
    /** Why the team cancelled it, else "". */
    cancelReason: visit.cancelReason ?? "",
    createdAt: new Date(visit.createdAt).toISOString(),
  };
}

export type PublicVisit = ReturnType<typeof toPublicVisit>;

/** The fields of a visit's buyer that the admin's serializer reads. */
export type Buyer = Pick<UserDoc, "_id" | "name" | "email" | "phone">;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * A visit request as the admin panel sees it: the buyer's contact, the listing (null once it is deleted)
 * and where the request stands. A deleted buyer's account reads as empty name and e-mail.
 */
export function toAdminVisit(visit: VisitDoc, buyer: Buyer | undefined, listing: ListingSummary | undefined) {
  return {
    _id: String(visit._id),
    user: {
      _id: String(visit.user),
      name: buyer?.name ?? "",
      email: buyer?.email ?? "",
      // The number given for this visit; visits booked before it was asked for show the profile's.
      phone: visit.phone || buyer?.phone || "",
    },
    property: listing
      ? {
          _id: String(listing._id),
          title: listing.title,
          location: whereIs(listing),
        }
      : null,
    preferredDate: visit.preferredDate,
    preferredTime: (visit.preferredTime ?? null) as VisitTimeSlot | null,
    note: visit.note ?? "",
    status: (visit.status ?? "requested") as VisitStatus,
    scheduledFor: iso(visit.scheduledFor),
    cancelReason: visit.cancelReason ?? "",
    createdAt: iso(visit.createdAt),
    updatedAt: iso(visit.updatedAt),
  };
}

export type AdminVisit = ReturnType<typeof toAdminVisit>;
