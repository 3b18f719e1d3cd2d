"use client";

import { CalendarCog } from "@/components/ui/icons";
import Link from "next/link";
import { useState } from "react";
import { Badge, formatDate, IconButton, PagedTable, td } from "@/components/admin/list-parts";
import { adminVisitList, type AdminVisit } from "@/lib/contracts/admin";
import { useAdminTable } from "@/components/admin/use-admin-table";
import { VisitDialog } from "@/components/admin/visit-dialog";
import { SelectField } from "@/components/ui/form-fields";
import {
  formatVisitMoment,
  VISIT_STATUS_LABELS,
  VISIT_TIME_SLOT_LABELS,
  type VisitStatus,
} from "@/domain/visits/options";

const FILTERS = [
  { value: "all", label: "All" },
  ...Object.entries(VISIT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const TONES: Record<VisitStatus, "amber" | "blue" | "green" | "slate"> = {
  requested: "amber",
  scheduled: "blue",
  completed: "green",
  cancelled: "slate",
};

const calendarDay = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** Sat, 5 Dec 2026: the buyer's preferred day, a calendar date that no time zone moves. */
const preferredDay = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));

/** House-visit requests, newest first: who, which listing, when they would like to come, and where it stands. */
export function VisitsTab() {
  const [open, setOpen] = useState<AdminVisit | null>(null);
  const { filters, setFilter, reload, patch, paging } = useAdminTable(adminVisitList, "visits", {
    filters: { status: "all" },
  });
  const { status } = filters;

  function saved(visit: AdminVisit) {
    // Under a filter the visit no longer matches, it leaves the list on the next load.
    if (status !== "all" && visit.status !== status) reload();
    else patch(visit._id, visit);
  }

  return (
    <section aria-label="Visits" className="space-y-4">
      <SelectField
        label="Status"
        className="sm:w-56 [&_select]:h-10 [&_select]:py-0"
        value={status}
        onChange={(e) => setFilter("status", e.target.value)}
        options={FILTERS}
      />
      <PagedTable
        name="Visits"
        columns={["Buyer", "Property", "Preferred", "Note", "Status", "Details", "Requested"]}
        actions
        empty={status === "all" ? "No visit requests yet." : "No visits with this status."}
        {...paging}
      >
        {(visit) => {
          const buyer = visit.user.name || visit.user.email || "Deleted account";
          return (
            <tr key={visit._id} data-testid="visit-row" data-visit-id={visit._id}>
              <td className={td}>
                <span className="block font-medium text-slate-900">{buyer}</span>
                {visit.user.email && (
                  <span className="block text-xs whitespace-nowrap text-slate-600">{visit.user.email}</span>
                )}
                {visit.user.phone && (
                  <a
                    href={`tel:${visit.user.phone}`}
                    className="text-brand-700 block text-xs whitespace-nowrap hover:underline"
                  >
                    {visit.user.phone}
                  </a>
                )}
              </td>
              <td className={`${td} max-w-xs`}>
                {visit.property ? (
                  <>
                    <Link
                      href={`/properties/${visit.property._id}`}
                      target="_blank"
                      className="text-brand-700 font-medium hover:underline"
                    >
                      {visit.property.title}
                    </Link>
                    {visit.property.location && (
                      <span className="block text-xs text-slate-600">{visit.property.location}</span>
                    )}
                  </>
                ) : (
                  <span className="text-slate-500">Listing deleted</span>
                )}
              </td>
              <td className={td}>
                <span className="block whitespace-nowrap">{preferredDay(visit.preferredDate)}</span>
                <span className="block text-xs text-slate-600">
                  {visit.preferredTime ? VISIT_TIME_SLOT_LABELS[visit.preferredTime] : "Any time"}
                </span>
              </td>
              <td className={`${td} max-w-xs`}>
                {visit.note ? (
                  <p className="line-clamp-3 text-slate-700">{visit.note}</p>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
              <td className={td}>
                <Badge tone={TONES[visit.status]}>{VISIT_STATUS_LABELS[visit.status]}</Badge>
              </td>
              <td className={`${td} max-w-xs`} data-testid="visit-details">
                {visit.status === "cancelled" ? (
                  <span>Reason: {visit.cancelReason || "—"}</span>
                ) : visit.scheduledFor ? (
                  <span className="whitespace-nowrap">{formatVisitMoment(visit.scheduledFor)}</span>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(visit.createdAt, true)}</td>
              <td className={td}>
                {visit.status !== "cancelled" && (
                  <div className="flex justify-end">
                    <IconButton label={`Update visit of ${buyer}`} onClick={() => setOpen(visit)}>
                      <CalendarCog aria-hidden className="h-4 w-4" />
                    </IconButton>
                  </div>
                )}
              </td>
            </tr>
          );
        }}
      </PagedTable>
      {open && <VisitDialog visit={open} onSaved={saved} onClose={() => setOpen(null)} />}
    </section>
  );
}
