"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

const blockLook =
  "bg-brand-600 hover:bg-brand-700 w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-60";

/**
 * A form's main button. It stays disabled until React has hydrated (a form sent before that would go out
 * as a plain GET with what was typed in the URL) and while the form is busy, when it shows `busyLabel`.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = "Processing...",
  className = blockLook,
}: {
  busy: boolean;
  label: ReactNode;
  busyLabel?: ReactNode;
  /** Replaces the standard full-width look. */
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated || busy} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}
