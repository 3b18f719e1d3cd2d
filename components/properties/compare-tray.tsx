"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clearCompare, useCompareIds } from "@/components/properties/compare-store";
import { COMPARE_MAX, COMPARE_PATH, compareHref } from "@/lib/listings/links/compare-page";

/** While listings are picked to compare: how many, a link to see them side by side, and a way to clear. */
export function CompareTray() {
  const ids = useCompareIds();
  const pathname = usePathname();
  if (ids.length === 0 || pathname === COMPARE_PATH) return null;
  return (
    <div
      role="region"
      aria-label="Compare listings"
      className="fixed bottom-20 left-4 z-40 flex items-center gap-3 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-xl sm:bottom-6"
    >
      <Link href={compareHref(ids)} className="font-semibold underline-offset-2 hover:underline">
        Compare {ids.length} of {COMPARE_MAX}
      </Link>
      <button type="button" onClick={clearCompare} className="text-slate-300 hover:text-white">
        Clear
      </button>
    </div>
  );
}
