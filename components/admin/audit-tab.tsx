"use client";

import { formatDate, PagedTable, td } from "@/components/admin/list-parts";
import { adminAuditList } from "@/lib/contracts/admin";
import { useAdminTable } from "@/components/admin/use-admin-table";

const ACTION_LABELS: Record<string, string> = {
  "user.update": "Edited user",
  "user.subscription": "Changed subscription",
  "user.plan-grant": "Granted a plan",
  "user.delete": "Deleted user",
  "listing.create": "Created listing",
  "listing.update": "Edited listing",
  "listing.approve": "Approved listing",
  "listing.deactivate": "Deactivated listing",
  "listing.delete": "Deleted listing",
  "listing.reject": "Rejected submission",
  "message.delete": "Deleted message",
  "visit.update": "Updated visit",
  "conversation.read": "Read reported conversation",
  "locality.centre": "Set locality centre",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Who changed what and when, newest first. */
export function AuditTab() {
  const { paging } = useAdminTable(adminAuditList, "entries", { limit: 25 });

  return (
    <section aria-label="Audit log" className="space-y-4">
      <PagedTable
        name="Audit log"
        columns={["When", "Who", "Action", "Target", "Changes"]}
        empty="Nothing has been changed yet."
        {...paging}
      >
        {(entry) => {
          const changes = Object.entries(entry.changes);
          return (
            <tr key={entry._id} data-testid="audit-row" data-action={entry.action}>
              <td className={`${td} whitespace-nowrap`}>{formatDate(entry.createdAt, true)}</td>
              <td className={td}>
                <span className="block font-medium text-slate-900">{entry.actor.name || "—"}</span>
                <span className="block text-xs break-all text-slate-600">{entry.actor.email}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
              <td className={td}>
                <span className="block capitalize">{entry.targetType}</span>
                <code className="text-xs text-slate-600">{entry.targetId}</code>
              </td>
              <td className={td}>
                {changes.length === 0 ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <ul className="space-y-1">
                    {changes.map(([field, { before, after }]) => (
                      <li key={field} className="break-words">
                        <span className="font-medium">{field}</span>:{" "}
                        <span className="text-slate-600">{show(before)}</span> -&gt;{" "}
                        <span className="text-slate-900">{show(after)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        }}
      </PagedTable>
    </section>
  );
}
