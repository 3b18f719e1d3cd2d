"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useCompareIds } from "@/components/properties/compare-store";
import { compareHref } from "@/lib/listings/links/compare-page";

/**
 * /compare opened without ids (the header, a bookmark, the back button): the listings picked in this browser
 * are the comparison, so it opens their address. The server cannot know them (they live in the browser).
 */
export function CompareFromTray({ empty }: { empty: React.ReactNode }) {
  const router = useRouter();
  const ids = useCompareIds();
  useEffect(() => {
    if (ids.length > 0) router.replace(compareHref(ids));
  }, [ids, router]);
  if (ids.length === 0) return empty;
  return (
    <p role="status" className="mt-4 text-slate-700">
      Opening the {ids.length === 1 ? "listing" : `${ids.length} listings`} you picked…
    </p>
  );
}
