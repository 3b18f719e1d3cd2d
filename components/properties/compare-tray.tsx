"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useShell } from "@/components/i18n/shell-words";
import { useCardWords } from "@/components/properties/card-words";
import { clearCompare, useCompareIds } from "@/components/properties/compare-store";
import { localePath, splitLocale } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { COMPARE_MAX, COMPARE_PATH, compareHref } from "@/lib/listings/links/compare-page";

/**
 * While listings are picked to compare: how many, a link to see them side by side, and a way to clear. It
 * sits in the site layout, under the shell's language; `words` (the `Cards` namespace) names its parts,
 * English without them.
 */
export function CompareTray() {
  const { words } = useCardWords();
  const ids = useCompareIds();
  const pathname = usePathname();
  const { locale } = useShell();
  if (ids.length === 0 || splitLocale(pathname).path === COMPARE_PATH) return null;
  return (
    <div
      role="region"
      aria-label={words.trayLabel}
      className="fixed bottom-20 left-4 z-40 flex items-center gap-3 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-xl sm:bottom-6"
    >
      <Link href={localePath(locale, compareHref(ids))} className="font-semibold underline-offset-2 hover:underline">
        {fillWords(words.trayLink, { count: ids.length, max: COMPARE_MAX })}
      </Link>
      <button type="button" onClick={clearCompare} className="text-slate-300 hover:text-white">
        {words.trayClear}
      </button>
    </div>
  );
}
