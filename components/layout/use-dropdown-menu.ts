"use client";

import { useId, useRef, useState } from "react";
import { useDismiss } from "@/components/layout/use-dismiss";

/**
 * State shared by the header's dropdowns: open/closed, the ids and refs that tie button and panel,
 * dismissal (Escape returns focus to the button), and ArrowDown on the button opening onto the first item.
 */
export function useDropdownMenu<P extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const ref = useDismiss<HTMLDivElement>(open, (reason) => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  });

  function onButtonKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    // The panel is in the DOM already (hidden), so focus can move once it is shown.
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>("a, button")?.focus());
  }

  return { open, setOpen, panelId, buttonRef, panelRef, ref, onButtonKeyDown };
}
