"use client";

import { flushSync } from "react-dom";

// Every form's failed submit behaves alike: its field errors show, and focus moves to the first invalid field
// (marked aria-invalid by components/ui/form-fields.tsx), scrolled into view so a phone shows it above the
// keyboard rather than somewhere off screen.

/** Moves focus to the first invalid field inside `root` and scrolls it into view; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center", inline: "nearest" });
  return true;
}

/**
 * Shows a form's field errors (`show` sets them) and moves focus to its first invalid field. The errors are
 * rendered at once (`flushSync`), so this works after an `await` too, where React would render them later.
 */
export function showFieldErrors(root: ParentNode | null | undefined, show: () => void): void {
  flushSync(show);
  focusFirstInvalid(root);
}
