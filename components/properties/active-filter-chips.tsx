"use client";

import { X } from "@/components/ui/icons";
import { DEFAULT_FILTERS, listHref, type ListFilters } from "@/lib/listings/links/list-page";
import { filterChips } from "@/components/places/filter-chip-words";
import type { ChipWords } from "@/lib/i18n/list-words";
import { fillWords } from "@/lib/i18n/words";
import { localePath } from "@/lib/i18n/locales";

/**
 * The filters in force as chips, in the page's language; each removes its own filter, and Clear all
 * removes every one.
 */
export function ActiveFilterChips({
  filters,
  navigate,
  words,
}: {
  filters: ListFilters;
  navigate: (href: string) => void;
  words: ChipWords;
}) {
  const chips = filterChips(filters, words);
  const c = words.lists.chips;
  const at = (href: string) => localePath(words.locale, href);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={c.label} className="mt-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => navigate(at(listHref(chip.without)))}
            aria-label={fillWords(c.remove, { label: chip.label })}
            className="bg-brand-50 text-brand-800 border-brand-200 hover:bg-brand-100 inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium"
          >
            {chip.label} <X aria-hidden className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={() => navigate(at(listHref({ ...DEFAULT_FILTERS, sort: filters.sort })))}
            className="text-brand-700 min-h-9 px-2 text-sm font-semibold hover:underline"
          >
            {c.clearAll}
          </button>
        </li>
      )}
    </ul>
  );
}
