"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { useLiveMessages } from "@/components/messages/live-messages";
import { callRoute } from "@/components/ui/api";
import { TextAreaField } from "@/components/ui/form-fields";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { SubmitButton } from "@/components/ui/submit-button";
import { useRouteData } from "@/components/ui/use-route-data";
import {
  adminQueue,
  adminReply,
  adminThread,
  type ConversationSummary,
  type ConversationThread,
  type ReportedThread,
} from "@/lib/contracts/conversations";
import { formatListingPrice } from "@/lib/format";
import { sendMessageSchema } from "@/lib/validation/conversation";

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

function ThreadList({
  threads,
  selected,
  onSelect,
}: {
  threads: ConversationSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="space-y-2" aria-label="Conversations">
      {threads.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            data-testid="admin-thread"
            aria-current={selected === t.id}
            onClick={() => onSelect(t.id)}
            className={`w-full rounded-xl border p-3 text-left text-sm ${
              selected === t.id ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-300"
            }`}
          >
            <span className="flex justify-between gap-2">
              <span className="font-semibold text-slate-900">{t.otherName}</span>
              {t.unread > 0 && (
                <span className="rounded-full bg-rose-600 px-2 text-xs leading-5 font-bold text-white">{t.unread}</span>
              )}
            </span>
            <span className="block truncate text-slate-700">
              {t.listing
                ? `${t.listing.title} · ${formatListingPrice(t.listing.type, t.listing.price)}`
                : "Listing removed"}
            </span>
            <span className="block truncate text-slate-500">
              {t.lastMessage ? `${t.lastMessage.mine ? "Team: " : ""}${t.lastMessage.text}` : ""}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The team's reply in its own thread, checked with the API's own schema before it is sent. */
function TeamReply({ id, onSent }: { id: string; onSent: () => void }) {
  const form = useZodForm(sendMessageSchema, { defaultValues: { text: "" } });
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const reply = handleSubmit(async (json) => {
    const answer = await callRoute(adminReply, { params: { id }, json });
    if (!answer.ok) {
      showServerErrors(form, answer, "The reply could not be sent.");
      return;
    }
    reset();
    onSent();
  });
  return (
    <form onSubmit={reply} noValidate className="space-y-2">
      <TextAreaField id="team-reply" label="Reply for the team" rows={3} {...field("text")} />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={isSubmitting} label="Send reply" busyLabel="Sending..." className="btn-primary" />
    </form>
  );
}

function isReported(thread: ConversationThread | ReportedThread): thread is ReportedThread {
  return "report" in thread;
}

/** One thread: the team's own with a reply box, or a reported one read-only (this read is audited). */
function AdminThread({ id, onChange }: { id: string; onChange: () => void }) {
  const { data, error, loading, reload } = useRouteData(
    adminThread,
    { params: { id } },
    "The conversation could not be loaded.",
  );
  if (error) return <ListError message={error.message} onRetry={reload} />;
  if (loading || !data?.conversation) return <ListSkeleton label="Conversation" />;
  const thread = data.conversation;
  if (isReported(thread))
    return (
      <section aria-label="Reported conversation" className="space-y-3">
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Reported by the {thread.report.by === "enquirer" ? "enquirer" : "owner"} on {when(thread.report.at)}:{" "}
          {thread.report.reason}. Your reading of it is in the audit log.
        </p>
        <ol className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm">
          {thread.messagesBySide.map((m) => (
            <li key={m.id}>
              <span className="font-semibold">{m.sender === "enquirer" ? "Enquirer" : "Owner"}</span>{" "}
              <span className="text-slate-500">{when(m.createdAt)}</span>
              <p className="break-words whitespace-pre-wrap">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>
    );
  return (
    <section aria-label={`Conversation with ${thread.otherName}`} className="space-y-3">
      <ol className="max-h-[50vh] space-y-2 overflow-y-auto rounded-xl bg-slate-50 p-3 text-sm">
        {thread.messages.map((m) => (
          <li key={m.id} className={m.mine ? "text-right" : ""} data-testid="admin-thread-message">
            <span className="font-semibold">{m.mine ? "Team" : thread.otherName}</span>{" "}
            <span className="text-slate-500">{when(m.createdAt)}</span>
            <p className="break-words whitespace-pre-wrap">{m.text}</p>
          </li>
        ))}
      </ol>
      {thread.closed ? (
        <p className="text-sm text-slate-600">This conversation is closed.</p>
      ) : (
        <TeamReply
          id={id}
          onSent={() => {
            reload();
            onChange();
          }}
        />
      )}
    </section>
  );
}

/** The team's inbox (threads about the team's listings) or the reported threads, with the open one beside. */
export function ConversationsPanel({ queue }: { queue: "team" | "reported" }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const { data, error, loading, reload } = useRouteData(
    adminQueue,
    { query: { queue, page } },
    "Conversations could not be loaded.",
  );
  useLiveMessages(true, (event) => {
    if (event.type === "message") reload();
  });
  if (error) return <ListError message={error.message} onRetry={reload} />;
  if (loading || !data?.conversations) return <ListSkeleton label="Conversations" />;
  if (!data.conversations.length)
    return (
      <ListEmpty
        title={queue === "team" ? "No conversations about the team's listings yet." : "No reported conversations."}
      />
    );
  const pages = Math.max(1, Math.ceil((data.total ?? 0) / (data.limit ?? 20)));
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div>
        <ThreadList threads={data.conversations} selected={selected} onSelect={setSelected} />
        {pages > 1 && (
          <div className="mt-3 flex justify-between text-sm">
            <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </button>
            <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </button>
          </div>
        )}
      </div>
      {selected ? (
        <AdminThread key={selected} id={selected} onChange={reload} />
      ) : (
        <p className="text-sm text-slate-600">Choose a conversation.</p>
      )}
    </div>
  );
}
