"use client";

import Link from "next/link";
import { ProfileList, StatusPill } from "@/components/account/profile-list";
import { visitList, type PublicVisit } from "@/lib/contracts/payments";
import { formatCalendarDay } from "@/lib/format";
import { formatVisitMoment, VISIT_TIME_SLOT_LABELS, type VisitStatus } from "@/domain/visits/options";

const STATUS: Record<VisitStatus, { label: string; look: string }> = {
  requested: { label: "Requested", look: "bg-amber-100 text-amber-900" },
  scheduled: { label: "Scheduled", look: "bg-indigo-100 text-indigo-800" },
  completed: { label: "Completed", look: "bg-emerald-100 text-emerald-800" },
  cancelled: { label: "Cancelled", look: "bg-slate-100 text-slate-700" },
};

/** The profile's house-visit requests: the listing, the preferred day and time, and where it stands. */
export function VisitRequests() {
  return (
    <ProfileList
      id="visits-heading"
      heading="House visits"
      route={visitList}
      itemsKey="visits"
      failure="Could not load your visits."
      loadingLabel="Loading your house visits"
      listLabel="Your house visits"
      emptyTitle="You have not booked a house visit yet."
      emptyHint={<p className="mt-1 text-sm text-slate-600">Open a listing and choose Book a visit.</p>}
    >
      {(visit) => (
        <>
          <div className="min-w-48 flex-1">
            <Link href={`/properties/${visit.property.id}`} className="text-brand-700 font-semibold hover:underline">
              {visit.property.title}
            </Link>
            {visit.property.location && <p className="text-slate-600">{visit.property.location}</p>}
          </div>
          <p className="text-slate-800">
            {formatCalendarDay(visit.preferredDate)},{" "}
            {visit.preferredTime ? VISIT_TIME_SLOT_LABELS[visit.preferredTime] : "any time"}
          </p>
          <StatusPill look={STATUS[visit.status].look}>{STATUS[visit.status].label}</StatusPill>
          <VisitOutcome visit={visit} />
          {visit.note && <p className="w-full text-slate-600">Note: {visit.note}</p>}
        </>
      )}
    </ProfileList>
  );
}

/** What the team decided: the time fixed for a scheduled (or done) visit, or why it was cancelled. */
function VisitOutcome({ visit }: { visit: PublicVisit }) {
  if (visit.status === "cancelled") {
    return (
      <>
        {visit.cancelReason && <p className="w-full text-slate-800">Reason: {visit.cancelReason}</p>}
        <p className="w-full text-slate-600">The visit went back to your plan.</p>
      </>
    );
  }
  if (!visit.scheduledFor || visit.status === "requested") return null;
  return (
    <p className="w-full font-medium text-slate-900">
      {visit.status === "scheduled" ? "Scheduled for" : "Visited on"} {formatVisitMoment(visit.scheduledFor)}
    </p>
  );
}
