"use client";

import { useState, type FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { TextAreaField } from "@/components/ui/form-fields";

/** Rejects a public submission: it is deleted and its owner is mailed the reason given here. */
export function RejectDialog({
  title,
  onReject,
  onClose,
}: {
  title: string;
  /** Resolves true when done (the dialog closes). */
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const done = await onReject(reason.trim());
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal title="Reject submission?" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">
          “{title}” will be removed and its owner told by e-mail. This action cannot be undone.
        </p>
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={1000}
          hint="Sent to the owner, e.g. what to fix before listing again."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          busy={busy}
          label="Reject"
          busyLabel="Rejecting..."
          tone="danger"
        />
      </form>
    </Modal>
  );
}
