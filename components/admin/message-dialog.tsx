"use client";

import { ExternalLink } from "@/components/ui/icons";
import { formatDate } from "@/components/admin/list-parts";
import { DialogFrame } from "@/components/ui/dialog-frame";
import type { MessageRecord } from "@/lib/contracts/messages";

/** Subjects are stored as slugs ("buy-property"); people read them with spaces. */
export function subjectText(subject: string): string {
  return subject.replace(/-/g, " ");
}

const KIND_LABELS: Record<string, string> = {
  contact: "Contact page",
  agent: "Contact Agent form",
  report: "Listing report",
};

/** The whole message, and for agent contacts and reports a link to the listing it is about. */
export function MessageDialog({
  message,
  onDelete,
  onClose,
}: {
  message: MessageRecord;
  onDelete: () => void;
  onClose: () => void;
}) {
  // The listing's id, and its title as it was when the message was written.
  const listingId = message.property;
  const listingTitle = typeof message.propertyDetails?.title === "string" ? message.propertyDetails.title : "";
  return (
    <DialogFrame title={`Message from ${message.name}`} look="centered" size="medium" openOnMount onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">From</dt>
        <dd className="text-slate-900">{message.name}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
            {message.email}
          </a>
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{message.phone || "N/A"}</dd>
        <dt className="text-slate-600">Subject</dt>
        <dd className="text-slate-900 capitalize">{subjectText(message.subject)}</dd>
        <dt className="text-slate-600">Sent</dt>
        <dd className="text-slate-900">{formatDate(message.timestamp, true)}</dd>
        {message.kind && (
          <>
            <dt className="text-slate-600">Via</dt>
            <dd className="text-slate-900">{KIND_LABELS[message.kind] ?? message.kind}</dd>
          </>
        )}
      </dl>
      <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
      {listingId && (message.kind === "agent" || message.kind === "report") && (
        <a
          href={`/properties/${listingId}`}
          target="_blank"
          rel="noopener"
          className="text-brand-700 mt-4 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline"
        >
          {listingTitle ? `Open “${listingTitle}”` : "Open the listing"}
          <ExternalLink aria-hidden className="h-4 w-4" />
        </a>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onDelete}
          className="rounded-lg border border-rose-300 px-4 py-2 font-medium text-rose-700 hover:bg-rose-50"
        >
          Delete
        </button>
        <button
          type="button"
          onClick={onClose}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white"
        >
          Close
        </button>
      </div>
    </DialogFrame>
  );
}
