"use client";

import Link from "next/link";
import { ListEmpty, ListError, ListSkeleton } from "@/components/account/list-states";
import { useApiList } from "@/components/ui/use-api-list";
import { formatCalendarDay } from "@/lib/format";
import {
  formatVisitMoment,
  VISIT_TIME_SLOT_LABELS,
  type VisitStatus,
  type VisitTimeSlot,
} from "@/lib/payments/options";

/** GET /api/visits's visits. */
type VisitRequest = {
  id: string;
  property: { id: string; title: string; location: string };
  preferredDate: string;
  preferredTime: VisitTimeSlot | null;
  note: string;
  status: VisitStatus;
  /** Set when the team schedules the visit. */
  scheduledFor: string | null;
  /** Why the team cancelled it. */
  cancelReason: string;
};

const STATUS: Record<VisitStatus, { label: string; look: string }> = {
  requested: { label: "Requested", look: "bg-amber-100 text-amber-900" },
  scheduled: { label: "Scheduled", look: "bg-indigo-100 text-indigo-800" },
  completed: { label: "Completed", look: "bg-emerald-100 text-emerald-800" },
  cancelled: { label: "Cancelled", look: "bg-slate-100 text-slate-700" },
};

/** The profile's house-visit requests: the listing, the preferred day and time, and where it stands. */
export function VisitRequests() {
  const { state, reload } = useApiList<VisitRequest>("/api/visits", "visits", "Could not load your visits.");
  return (
    <section aria-labelledby="visits-heading" className="mt-10">
      <h2 id="visits-heading" className="text-xl font-bold text-slate-900">
        House visits
      </h2>
      {state.kind === "loading" && <ListSkeleton label="Loading your house visits" />}
      {state.kind === "error" && <ListError message={state.message} onRetry={() => void reload()} />}
      {state.kind === "ready" && state.items.length === 0 && (
        <ListEmpty title="You have not booked a house visit yet.">
          <p className="mt-1 text-sm text-slate-600">Open a listing and choose Book a visit.</p>
        </ListEmpty>
      )}
      {state.kind === "ready" && state.items.length > 0 && (
        <ul
          aria-label="Your house visits"
          className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {state.items.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 p-4 text-sm">
              <div className="min-w-48 flex-1">
                <Link
                  href={`/properties/${visit.property.id}`}
                  className="text-brand-700 font-semibold hover:underline"
                >
                  {visit.property.title}
                </Link>
                {visit.property.location && <p className="text-slate-600">{visit.property.location}</p>}
              </div>
              <p className="text-slate-800">
                {formatCalendarDay(visit.preferredDate)},{" "}
                {visit.preferredTime ? VISIT_TIME_SLOT_LABELS[visit.preferredTime] : "any time"}
              </p>
              <p className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[visit.status].look}`}>
                {STATUS[visit.status].label}
              </p>
              <VisitOutcome visit={visit} />
              {visit.note && <p className="w-full text-slate-600">Note: {visit.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the team decided: the time fixed for a scheduled (or done) visit, or why it was cancelled. */
function VisitOutcome({ visit }: { visit: VisitRequest }) {
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
