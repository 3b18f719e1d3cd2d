"use client";

import { useEffect } from "react";
import { callRoute } from "@/components/ui/api";
import { countListingView } from "@/lib/contracts/listings";

/**
 * Counts one view per listing per browser session. The page itself is cached for everyone, so the count
 * happens here, in the visitor's browser, and is remembered in sessionStorage.
 */
export function ViewCounter({ propertyId }: { propertyId: string }) {
  useEffect(() => {
    const key = `viewed:${propertyId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      // Marked before the call so a second mount (React's strict mode, fast navigation) does not count twice.
      sessionStorage.setItem(key, "1");
    } catch {
      return; // Storage blocked: better to miss a view than to count every reload.
    }
    void callRoute(countListingView, { params: { id: propertyId }, keepalive: true }).then((answer) => {
      if (!answer.ok) sessionStorage.removeItem(key);
    });
  }, [propertyId]);
  return null;
}
