"use client";

import { BadgeCheck, Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { callApi } from "@/components/ui/api";
import { Avatar } from "@/components/account/avatar";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { EditUserDialog } from "@/components/admin/edit-user-dialog";
import { Badge, IconButton, ListBody, Pager, TableCard, td, th } from "@/components/admin/list-parts";
import { SubscriptionDialog } from "@/components/admin/subscription-dialog";
import type { AdminUser } from "@/components/admin/types";
import { useAdminList } from "@/components/admin/use-admin-list";
import { DebouncedField } from "@/components/properties/debounced-field";

const LIMIT = 20;

type Open = { kind: "edit" | "subscription" | "delete"; user: AdminUser } | null;

/** Every account, newest first, paged and searchable by name or e-mail, with edit, plan and delete. */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<Open>(null);
  const { state, reload, patch } = useAdminList<AdminUser>("/api/admin/user-list", "users", { page, limit: LIMIT, q });

  async function remove(user: AdminUser): Promise<boolean> {
    const answer = await callApi(`/api/user/${user._id}`, { method: "DELETE" });
    if (!answer.ok) {
      toast.error(
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to delete user"),
      );
      return false;
    }
    toast.success(answer.body.message ?? "User deleted");
    // The last row of a page going away leaves an empty page: step back to the one before.
    if (state.items?.length === 1 && page > 1) setPage(page - 1);
    else reload();
    return true;
  }

  return (
    <section aria-label="Users" className="space-y-4">
      <DebouncedField
        label="Search users"
        placeholder="Name or e-mail"
        urlValue={q}
        onCommit={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
        icon={<Search aria-hidden className="h-4 w-4" />}
        className="max-w-md"
      />
      <TableCard label="Users table">
        <ListBody state={state} empty={q ? `No users match “${q}”.` : "No users yet."} onRetry={reload}>
          {(users) => (
            <table className="w-full min-w-[60rem] divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    User
                  </th>
                  <th scope="col" className={th}>
                    Email
                  </th>
                  <th scope="col" className={th}>
                    Phone
                  </th>
                  <th scope="col" className={th}>
                    Verified
                  </th>
                  <th scope="col" className={th}>
                    Subscription
                  </th>
                  <th scope="col" className={th}>
                    Remarks
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.map((user) => (
                  <tr key={user._id} data-testid="user-row">
                    <td className={td}>
                      <div className="flex items-center gap-3">
                        <Avatar name={user.name} picture={user.picture || undefined} size={36} />
                        <span className="font-medium text-slate-900">{user.name}</span>
                        {user.role === "admin" && <Badge tone="slate">Admin</Badge>}
                      </div>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{user.email}</td>
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
                    <td className={td}>
                      <Badge tone={user.subscription.isActive ? "green" : "slate"}>
                        {user.subscription.isActive ? "Active" : "Inactive"}
                      </Badge>
                      {user.subscription.duration && (
                        <span className="mt-1 block text-xs text-slate-600">{user.subscription.duration}</span>
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
                        <IconButton
                          label={`Edit subscription of ${user.name}`}
                          onClick={() => setOpen({ kind: "subscription", user })}
                        >
                          <BadgeCheck aria-hidden className="h-4 w-4" />
                        </IconButton>
                        <IconButton
                          label={`Delete ${user.name}`}
                          tone="rose"
                          onClick={() => setOpen({ kind: "delete", user })}
                        >
                          <Trash2 aria-hidden className="h-4 w-4" />
                        </IconButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListBody>
      </TableCard>
      {state.total !== undefined && (
        <Pager page={page} total={state.total} limit={LIMIT} onPage={setPage} label="Users" />
      )}

      {open?.kind === "edit" && (
        <EditUserDialog user={open.user} onSaved={(user) => patch(user._id, user)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "subscription" && (
        <SubscriptionDialog user={open.user} onSaved={(user) => patch(user._id, user)} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title="Delete user?"
          message="Are you sure you want to delete this user? This action cannot be undone."
          onConfirm={() => remove(open.user)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
