"use client";

import { useState } from "react";
import { Modal } from "@/components/admin/modal";
import { DialogActions } from "@/components/ui/dialog-actions";

/** Asks before something that cannot be undone; stays open (and busy) while the action runs. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  /** Resolves true when done (the dialog closes), false to stay open. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} onClose={onClose}>
      <p className="text-slate-700">{message}</p>
      <DialogActions
        className="mt-6"
        onCancel={onClose}
        busy={busy}
        label={confirmLabel}
        busyLabel={busyLabel}
        tone="danger"
        submit={false}
        onConfirm={async () => {
          setBusy(true);
          const done = await onConfirm();
          setBusy(false);
          if (done) onClose();
        }}
      />
    </Modal>
  );
}

/** Asks before deleting a row for good: "Delete user?" */
export function ConfirmDelete({
  what,
  onConfirm,
  onClose,
}: {
  /** What is deleted, in lower case: "user", "message", "property". */
  what: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${what}?`}
      message={`Are you sure you want to delete this ${what}? This action cannot be undone.`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
