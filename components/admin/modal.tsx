"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { DialogFrame } from "@/components/ui/dialog-frame";

/**
 * An admin dialog, open while rendered: each opening starts from fresh state. The page behind is inert,
 * focus stays inside, Escape closes.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <DialogFrame
      ref={dialog}
      title={title}
      look="centered"
      onClose={onClose}
      className={wide ? "w-[min(56rem,calc(100vw-1.5rem))]" : "w-[min(32rem,calc(100vw-1.5rem))]"}
    >
      {children}
    </DialogFrame>
  );
}

/** The Cancel / main-action pair at the foot of every dialog form. */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  danger = false,
  submit = true,
  onConfirm,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
  /** A submit button of the surrounding form, or a plain button calling onConfirm. */
  submit?: boolean;
  onConfirm?: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
      >
        Cancel
      </button>
      <button
        type={submit ? "submit" : "button"}
        onClick={submit ? undefined : onConfirm}
        disabled={busy}
        className={`rounded-lg px-4 py-2 font-semibold text-white disabled:cursor-wait disabled:opacity-60 ${
          danger ? "bg-rose-600 hover:bg-rose-700" : "bg-brand-600 hover:bg-brand-700"
        }`}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
