"use client";

import { SubmitButton } from "@/components/ui/submit-button";

const BUTTON = "rounded-lg px-4 py-2 text-sm font-semibold";
const TONES = {
  primary: "bg-brand-600 hover:bg-brand-700",
  danger: "bg-rose-700 hover:bg-rose-800",
} as const;

/**
 * The Cancel / main-action pair at the foot of a dialog form, on the site and in the admin panel. Cancel
 * sits below the action on phones (the action stays nearest the thumb) and left of it on wider screens.
 */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  tone = "primary",
  submit = true,
  onConfirm,
  className = "",
  cancelLabel = "Cancel",
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  tone?: keyof typeof TONES;
  /** A submit button of the surrounding form, or a plain button calling onConfirm. */
  submit?: boolean;
  onConfirm?: () => void;
  /** Spacing from the fields above, where the form does not space its children itself. */
  className?: string;
  /** Cancel in the page's language. */
  cancelLabel?: string;
}) {
  const action = `${BUTTON} ${TONES[tone]} text-white disabled:cursor-wait disabled:opacity-60`;
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
      <button
        type="button"
        onClick={onCancel}
        className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
      >
        {cancelLabel}
      </button>
      {submit ? (
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className={action} />
      ) : (
        <button type="button" onClick={onConfirm} disabled={busy} className={action}>
          {busy ? busyLabel : label}
        </button>
      )}
    </div>
  );
}
