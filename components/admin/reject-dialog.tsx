"use client";

import { useState, type FormEvent } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { TextAreaField } from "@/components/ui/form-fields";

/**
 * Rejects a public submission (its owner is mailed the reason given here), or the owner's changes to a live
 * listing (`edit`): those are dropped and the listing stays as approved.
 */
export function RejectDialog({
  title,
  edit = false,
  onReject,
  onClose,
}: {
  title: string;
  edit?: boolean;
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
    <Modal title={edit ? "Reject the owner's changes?" : "Reject submission?"} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">
          {edit
            ? `The owner's changes to “${title}” will be dropped and the owner told by e-mail. The listing stays live as approved.`
            : `“${title}” will be removed and its owner told by e-mail. This action cannot be undone.`}
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
