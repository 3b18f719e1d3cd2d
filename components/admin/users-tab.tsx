"use client";

import { BadgeCheck, CalendarCheck, Pencil, Trash2 } from "@/components/ui/icons";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Avatar } from "@/components/account/avatar";
import { ConfirmDelete } from "@/components/ui/confirm-dialog";
import { EditUserDialog } from "@/components/admin/edit-user-dialog";
import { GrantPlanDialog } from "@/components/admin/grant-plan-dialog";
import { Badge, IconButton, PagedTable, SearchBox, td } from "@/components/admin/list-parts";
import { SubscriptionDialog } from "@/components/admin/subscription-dialog";
import { adminDeleteUser, adminUserList, type AdminUser } from "@/lib/contracts/admin";
import { callRoute } from "@/components/ui/api";
import { useAdminTable } from "@/components/admin/use-admin-table";
import { formatDate } from "@/lib/format";
import { PLAN_STATE_LABELS, type PlanState } from "@/lib/plans";

type Open = { kind: "edit" | "subscription" | "grant" | "delete"; user: AdminUser } | null;

const PLAN_TONES: Record<PlanState, "green" | "amber" | "slate"> = {
  active: "green",
  suspended: "amber",
  expired: "slate",
  none: "slate",
};

/** Every account, newest first, paged and searchable by name or e-mail, with edit, plan and delete. */
export function UsersTab() {
  const [open, setOpen] = useState<Open>(null);
  // ?q= comes with a link from a listing's owner column.
  const initialQuery = useSearchParams().get("q") ?? "";
  const { filters, setFilter, patch, removeRow, paging } = useAdminTable(adminUserList, "users", {
    filters: { q: initialQuery },
  });
  const { q } = filters;
  const remove = (user: AdminUser) =>
    removeRow(() => callRoute(adminDeleteUser, { params: { id: user._id } }), {
      failure: "Failed to delete user",
      success: (said) => said ?? "User deleted",
    });

  return (
    <section aria-label="Users" className="space-y-4">
      <SearchBox
        label="Search users"
        placeholder="Name or e-mail"
        value={q}
        onSearch={(text) => setFilter("q", text)}
        className="max-w-md"
      />
      <PagedTable
        name="Users"
        columns={["User", "Plan", "Email", "Phone", "Verified", "Remarks"]}
        actions
        empty={q ? `No users match “${q}”.` : "No users yet."}
        {...paging}
      >
        {(user) => (
          <tr key={user._id} data-testid="user-row">
            <td className={td}>
              <div className="flex items-center gap-3">
                <Avatar name={user.name} picture={user.picture || undefined} size={36} />
                <span className="font-medium text-slate-900">{user.name}</span>
                {user.role === "admin" && <Badge tone="slate">Admin</Badge>}
              </div>
            </td>
            <td className={td} data-testid="user-plan">
              <Badge tone={PLAN_TONES[user.subscription.state]}>{PLAN_STATE_LABELS[user.subscription.state]}</Badge>
              {user.subscription.state !== "none" && (
                <span className="mt-1 block text-xs text-slate-600">
                  {user.subscription.visitsLeft} of {user.subscription.visitsTotal} visits left
                  {user.subscription.expiresAt && <>, until {formatDate(user.subscription.expiresAt)}</>}
                </span>
              )}
            </td>
            <td className={td}>{user.email}</td>
            <td className={`${td} whitespace-nowrap`}>{user.phone || "N/A"}</td>
            <td className={td}>
              {user.isVerified ? (
                <Badge tone="green">
                  <BadgeCheck aria-hidden className="mr-1 h-3.5 w-3.5" />
                  Verified
                </Badge>
              ) : (
                <Badge tone="amber">Unverified</Badge>
              )}
            </td>
            <td className={`${td} max-w-48 text-slate-700`}>
              {user.subscription.remarks || <span className="text-slate-500">No remarks</span>}
            </td>
            <td className={td}>
              <div className="flex justify-end gap-1">
                <IconButton label={`Edit ${user.name}`} onClick={() => setOpen({ kind: "edit", user })}>
                  <Pencil aria-hidden className="h-4 w-4" />
                </IconButton>
                <IconButton label={`Grant a plan to ${user.name}`} onClick={() => setOpen({ kind: "grant", user })}>
                  <CalendarCheck aria-hidden className="h-4 w-4" />
                </IconButton>
                {/* Only a plan that would still run can be switched off or on again. */}
                {(user.subscription.state === "active" || user.subscription.state === "suspended") && (
                  <IconButton
                    label={`Edit subscription of ${user.name}`}
                    onClick={() => setOpen({ kind: "subscription", user })}
                  >
                    <BadgeCheck aria-hidden className="h-4 w-4" />
                  </IconButton>
                )}
                <IconButton label={`Delete ${user.name}`} tone="rose" onClick={() => setOpen({ kind: "delete", user })}>
                  <Trash2 aria-hidden className="h-4 w-4" />
                </IconButton>
              </div>
            </td>
          </tr>
        )}
      </PagedTable>

      {open?.kind === "edit" && (
        <EditUserDialog user={open.user} onSaved={(user) => patch(user._id, user)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "subscription" && (
        <SubscriptionDialog user={open.user} onSaved={(user) => patch(user._id, user)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "grant" && (
        <GrantPlanDialog user={open.user} onSaved={(user) => patch(user._id, user)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what="user" onConfirm={() => remove(open.user)} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
