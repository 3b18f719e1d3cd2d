"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useCardWords } from "@/components/properties/card-words";
import { useCompareIds } from "@/components/properties/compare-store";
import { localePath } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { compareHref } from "@/lib/listings/links/compare-page";

/**
 * /compare opened without ids (the header, a bookmark, the back button): the listings picked in this browser
 * are the comparison, so it opens their address. The server cannot know them (they live in the browser).
 * Its words are the cards' (card-words.tsx), in the page's language.
 */
export function CompareFromTray({ empty }: { empty: React.ReactNode }) {
  const router = useRouter();
  const ids = useCompareIds();
  const { locale, words } = useCardWords();
  useEffect(() => {
    if (ids.length > 0) router.replace(localePath(locale, compareHref(ids)));
  }, [ids, router, locale]);
  if (ids.length === 0) return empty;
  return (
    <p role="status" className="mt-4 text-slate-700">
      {ids.length === 1 ? words.openingOne : fillWords(words.openingMany, { count: ids.length })}
    </p>
  );
}
