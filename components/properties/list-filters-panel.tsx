"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import { useEffect, useRef } from "react";
import { ActiveFilterChips } from "@/components/properties/active-filter-chips";
import { ListFilterForm } from "@/components/properties/list-filter-form";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SlidersHorizontal } from "@/components/ui/icons";
import { useListNavigation } from "@/components/properties/list-navigation";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { rawParams } from "@/lib/listings/query-string";
import {
  DEFAULT_FILTERS,
  listHref,
  listStateFilters,
  parseListFilters,
  type ListFilters,
} from "@/lib/listings/links/list-page";
import { activeFilterChips } from "@/lib/listings/links/filter-labels";
import type { FilterWords } from "@/lib/i18n/list-words";
import { localePath } from "@/lib/i18n/locales";

/** Below this width the filters fold into a sheet, so the first listing shows in the first screen. */
const PHONE_QUERY = "(max-width: 767px)";

/**
 * The list page's filters: inline on wider screens, behind a 'Filters' button that opens a sheet (a modal
 * dialog: focus stays inside, Escape closes, focus returns to the button) on phones. The active filters
 * show as removable chips at every width. Every change goes to the URL. It lives in the list's layout and
 * reads the state on screen from the route's segment (/properties/search/{query string}, proxy.ts).
 */
export function ListFiltersPanel({ words }: { words: FilterWords }) {
  const p = words.lists.panel;
  const at = (href: string) => localePath(words.locale, href);
  const filters = listStateFilters(useSelectedLayoutSegment());
  const { navigate, pendingHref } = useListNavigation();
  // While a state loads, the controls already show it.
  const shown = pendingHref
    ? parseListFilters(rawParams(new URL(pendingHref, "http://localhost").searchParams))
    : filters;
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });
  const phone = useMediaQuery(PHONE_QUERY);
  const sheet = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const activeCount = activeFilterChips(shown).length;

  /** Any change of filter starts again at page 1; typing bursts replace their own history entry. */
  function apply(changes: Partial<ListFilters>, replace = false) {
    const next = { ...latest.current, ...changes, page: 1 };
    if (listHref(next) === listHref(latest.current)) return;
    navigate(at(listHref(next)), { replace });
  }
  const clear = () => navigate(at(listHref(DEFAULT_FILTERS)));
  const form = <ListFilterForm shown={shown} apply={apply} clear={clear} words={words} />;

  return (
    <div className="md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-5 md:shadow-sm">
      <div className="flex items-center gap-3 md:hidden">
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          onClick={() => sheet.current?.showModal()}
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm"
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> {p.filters}
          {activeCount > 0 && (
            <span className="bg-brand-600 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs text-white">
              {activeCount}
              <span className="sr-only">{p.active}</span>
            </span>
          )}
        </button>
      </div>
      {phone ? (
        <DialogFrame
          ref={sheet}
          title={p.filters}
          look="sheet"
          closeLabel={p.close}
          onClose={() => opener.current?.focus()}
          footer={
            <button type="button" onClick={() => sheet.current?.close()} className="btn-primary h-11 w-full">
              {p.showResults}
            </button>
          }
        >
          {form}
        </DialogFrame>
      ) : (
        // Hidden on phones until the script decides where the form goes, so no flash of the long form.
        <div className="hidden md:block">{form}</div>
      )}
      <ActiveFilterChips filters={shown} navigate={(href) => navigate(href)} words={words} />
    </div>
  );
}
