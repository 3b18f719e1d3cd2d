"use client";

import { useEffect, useRef } from "react";

export type DismissReason = "escape" | "outside";

/**
 * Closes an open menu when the visitor presses Escape, clicks or taps outside it, or tabs out of it.
 * Returns the ref for the element that counts as "inside" (the trigger and the panel together).
 * Escape is reported separately so the caller can hand focus back to the trigger.
 */
export function useDismiss<T extends HTMLElement>(open: boolean, onDismiss: (reason: DismissReason) => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!ref.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) callback.current("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") callback.current("escape");
    };
    // A null relatedTarget means a click on something unfocusable (maybe inside): pointerdown covers it.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) callback.current("outside");
    };
    const element = ref.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return ref;
}
