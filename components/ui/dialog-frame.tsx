"use client";

import { X } from "@/components/ui/icons";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

const LOOKS = {
  /** A card in the middle of the screen. */
  centered: {
    dialog: "m-auto max-h-[calc(100dvh-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60",
    header: "items-start gap-4 px-5 py-4",
    close: "-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900",
    body: "px-5 py-4",
  },
  /** A sheet rising from the bottom edge of a phone screen, scrolling inside itself. */
  sheet: {
    dialog:
      "mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50",
    header: "items-center px-4 py-3",
    close: "grid h-10 w-10 place-items-center rounded-full hover:bg-slate-100",
    body: "px-4 py-4",
  },
};

/** Widths of a centered dialog, never wider than the screen less a margin. */
const SIZES = {
  /** A question and its two buttons (`ConfirmDialog`). */
  small: "w-[min(28rem,calc(100vw-1.5rem))]",
  /** A short form. */
  medium: "w-[min(32rem,calc(100vw-1.5rem))]",
  /** Two columns of facts, or the listing form. */
  large: "w-[min(56rem,calc(100vw-1.5rem))]",
};

/**
 * A modal on the native <dialog>, opened with showModal(): the page behind is inert, focus moves in and
 * stays there, Escape closes it; a click on the backdrop does not. Its heading names it and stays in view
 * while the body scrolls, with a close button beside it. The caller opens it and hears `onClose` however
 * it was closed; or, with `openOnMount`, it is open while rendered (each opening starts from fresh state) and
 * the caller unmounts it on `onClose`.
 */
export function DialogFrame({
  ref,
  title,
  look,
  size,
  openOnMount = false,
  closeLabel = "Close",
  onClose,
  className = "",
  footer,
  children,
}: {
  /** The caller's handle on the dialog, to open and close it; none needed with `openOnMount`. */
  ref?: RefObject<HTMLDialogElement | null>;
  title: string;
  look: keyof typeof LOOKS;
  /** Its width; or none, and the width comes with `className` or the look. */
  size?: keyof typeof SIZES;
  /** Opens it as a modal as soon as it is rendered. */
  openOnMount?: boolean;
  closeLabel?: string;
  onClose: () => void;
  /** Extra classes of the dialog itself, e.g. its width. */
  className?: string;
  /** Kept in view at the foot while the body scrolls. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const own = useRef<HTMLDialogElement>(null);
  const dialog = ref ?? own;
  const classes = LOOKS[look];

  useEffect(() => {
    const element = dialog.current;
    if (openOnMount && element && !element.open) element.showModal();
  }, [openOnMount, dialog]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={headingId}
      className={[classes.dialog, size && SIZES[size], className].filter(Boolean).join(" ")}
    >
      <div className={`sticky top-0 z-10 flex justify-between border-b border-slate-200 bg-white ${classes.header}`}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" onClick={() => dialog.current?.close()} aria-label={closeLabel} className={classes.close}>
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <div className={classes.body}>{children}</div>
      {footer && <div className="sticky bottom-0 border-t border-slate-200 bg-white px-4 py-3">{footer}</div>}
    </dialog>
  );
}
