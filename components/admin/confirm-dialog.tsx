"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export { ConfirmDialog };

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
