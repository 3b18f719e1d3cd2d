"use client";

import { X } from "@/components/ui/icons";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog>: the page behind is inert, focus moves in and stays there, Escape closes.
 * Rendered only while open so each opening starts from fresh state.
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
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={headingId}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${
        wide ? "w-[min(56rem,calc(100vw-1.5rem))]" : "w-[min(32rem,calc(100vw-1.5rem))]"
      } rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
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
