"use client";

import { Eye, Trash2 } from "@/components/ui/icons";
import { useState } from "react";
import { ConfirmDelete } from "@/components/ui/confirm-dialog";
import { ConversationsPanel } from "@/components/admin/conversations-panel";
import { formatDate, IconButton, PagedTable, td } from "@/components/admin/list-parts";
import { MessageDialog, subjectText } from "@/components/admin/message-dialog";
import { callRoute } from "@/components/ui/api";
import { deleteMessage, messageList, type MessageRecord } from "@/lib/contracts/messages";
import { useAdminTable } from "@/components/admin/use-admin-table";

type Open = { kind: "view" | "delete"; message: MessageRecord } | null;

const VIEWS = [
  { id: "team", label: "Team inbox" },
  { id: "reported", label: "Reported conversations" },
  { id: "all", label: "All messages" },
] as const;

/**
 * The team's inbox: conversations about the team's own listings (answered here), the reported
 * conversations (the only others admins may read), and every stored message (contact page, reports).
 */
export function MessagesTab() {
  const [view, setView] = useState<(typeof VIEWS)[number]["id"]>("team");
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Messages view" className="flex flex-wrap gap-2">
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
            className={view === v.id ? "btn-primary" : "btn-secondary"}
          >
            {v.label}
          </button>
        ))}
      </div>
      {view === "all" ? <StoredMessages /> : <ConversationsPanel key={view} queue={view} />}
    </div>
  );
}

/** Contact-page messages, agent contacts and listing reports, newest first. */
function StoredMessages() {
  const [open, setOpen] = useState<Open>(null);
  const { paging, removeRow } = useAdminTable(messageList, "data");
  const remove = (message: MessageRecord) =>
    removeRow(() => callRoute(deleteMessage, { params: { id: message._id } }), {
      failure: "Failed to delete message",
      success: (said) => said ?? "Message deleted",
    });

  return (
    <section aria-label="Messages" className="space-y-4">
      <PagedTable
        name="Messages"
        columns={["Sender", "Email", "Phone", "Subject", "Message", "Date"]}
        actions
        empty="No messages yet."
        {...paging}
      >
        {(message) => (
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
        )}
      </PagedTable>

      {open?.kind === "view" && (
        <MessageDialog
          message={open.message}
          onDelete={() => setOpen({ kind: "delete", message: open.message })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what="message" onConfirm={() => remove(open.message)} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
