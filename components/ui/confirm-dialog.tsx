"use client";

import { useRef, useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DialogFrame } from "@/components/ui/dialog-frame";

/**
 * Asks before something that cannot be undone, in the site's own dialog rather than the browser's: it is
 * named by its question, the page behind is inert, focus starts on its close button (never on the action)
 * and Escape closes it. Open while rendered; it stays open (and busy) while the action runs.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  tone = "danger",
  cancelLabel,
  closeLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  busyLabel?: string;
  /** Cancel and the close button in the page's language; English without them. */
  cancelLabel?: string;
  closeLabel?: string;
  /** The action's colour: red for what cannot be undone, the brand's for a step forward (approving). */
  tone?: "danger" | "primary";
  /** Resolves true when done (the dialog closes), false to stay open. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  return (
    <DialogFrame
      ref={dialog}
      title={title}
      look="centered"
      size="small"
      openOnMount
      closeLabel={closeLabel}
      onClose={onClose}
    >
      <p className="text-slate-700" data-testid="confirm-message">
        {message}
      </p>
      <DialogActions
        className="mt-6"
        onCancel={() => dialog.current?.close()}
        busy={busy}
        label={confirmLabel}
        busyLabel={busyLabel}
        tone={tone}
        cancelLabel={cancelLabel}
        submit={false}
        onConfirm={async () => {
          setBusy(true);
          const done = await onConfirm();
          setBusy(false);
          if (done) dialog.current?.close();
        }}
      />
    </DialogFrame>
  );
}

/** Asks before deleting a record for good: "Delete user?" */
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
