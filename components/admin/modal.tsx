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
