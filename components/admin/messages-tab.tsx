"use client";

import { Eye, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "react-toastify";
import { callApi } from "@/components/ui/api";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { formatDate, IconButton, ListBody, Pager, TableCard, td, th } from "@/components/admin/list-parts";
import { MessageDialog, subjectText } from "@/components/admin/message-dialog";
import type { MessageRecord } from "@/components/admin/types";
import { useAdminList } from "@/components/admin/use-admin-list";

const LIMIT = 20;

type Open = { kind: "view" | "delete"; message: MessageRecord } | null;

/** Contact-page messages, agent contacts and listing reports, newest first. */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const { state, reload } = useAdminList<MessageRecord>("/api/messages", "data", { page, limit: LIMIT });

  async function remove(message: MessageRecord): Promise<boolean> {
    const answer = await callApi(`/api/messages/${message._id}`, { method: "DELETE" });
    if (!answer.ok) {
      toast.error(
        answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? "Failed to delete message"),
      );
      return false;
    }
    toast.success(answer.body.message ?? "Message deleted");
    if (state.items?.length === 1 && page > 1) setPage(page - 1);
    else reload();
    return true;
  }

  return (
    <section aria-label="Messages" className="space-y-4">
      <TableCard label="Messages table">
        <ListBody state={state} empty="No messages yet." onRetry={reload}>
          {(messages) => (
            <table className="w-full min-w-[60rem] divide-y divide-slate-200">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Sender
                  </th>
                  <th scope="col" className={th}>
                    Email
                  </th>
                  <th scope="col" className={th}>
                    Phone
                  </th>
                  <th scope="col" className={th}>
                    Subject
                  </th>
                  <th scope="col" className={th}>
                    Message
                  </th>
                  <th scope="col" className={th}>
                    Date
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {messages.map((message) => (
                  <tr key={message._id} data-testid="message-row">
                    <td className={`${td} font-medium text-slate-900`}>{message.name}</td>
                    <td className={`${td} whitespace-nowrap`}>{message.email}</td>
                    <td className={`${td} whitespace-nowrap`}>{message.phone || "N/A"}</td>
                    <td className={`${td} capitalize`}>{subjectText(message.subject)}</td>
                    <td className={`${td} max-w-xs`}>
                      <p className="line-clamp-2 text-slate-700">{message.message}</p>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDate(message.timestamp, true)}</td>
                    <td className={td}>
                      <div className="flex justify-end gap-1">
                        <IconButton
                          label={`View message from ${message.name}`}
                          onClick={() => setOpen({ kind: "view", message })}
                        >
                          <Eye aria-hidden className="h-4 w-4" />
                        </IconButton>
                        <IconButton
                          label={`Delete message from ${message.name}`}
                          tone="rose"
                          onClick={() => setOpen({ kind: "delete", message })}
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
        <Pager page={page} total={state.total} limit={LIMIT} onPage={setPage} label="Messages" />
      )}

      {open?.kind === "view" && (
        <MessageDialog
          message={open.message}
          onDelete={() => setOpen({ kind: "delete", message: open.message })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title="Delete message?"
          message="Are you sure you want to delete this message? This action cannot be undone."
          onConfirm={() => remove(open.message)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
