"use client";

import { useEffect, useState } from "react";
import { Clock } from "@/components/ui/icons";

/**
 * The offer's configured end date. The page is rendered ahead of time, so the browser checks the moment
 * again and drops the line once it has passed.
 */
export function OfferDeadline({ endsAt, label }: { endsAt: string; label: string }) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const left = Date.parse(endsAt) - Date.now();
    if (left <= 0) {
      setExpired(true);
      return;
    }
    // setTimeout holds at most ~24.8 days; a longer wait is checked again on the next visit.
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (expired) return null;
  return (
    <p
      data-testid="offer-deadline"
      className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-red-700"
    >
      <Clock aria-hidden className="h-4 w-4" />
      {label}
    </p>
  );
}
