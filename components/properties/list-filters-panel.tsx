"use client";

import { ChevronDown, Search, SlidersHorizontal, X } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { DebouncedField } from "@/components/properties/debounced-field";
import { useListNavigation } from "@/components/properties/list-navigation";
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  FILTER_CHIPS,
  hasActiveFilters,
  listHref,
  parseListFilters,
  parsePrice,
  pricesReversed,
  SORT_OPTIONS,
  type ListFilters,
  type ListingSort,
} from "@/lib/validation/listing-query";

const digitsOnly = (value: string) => value.replace(/\D/g, "").slice(0, 11);

/** Chips, keyword, price bounds, sort, Clear and Advanced Filters of the list page; every change goes to the URL. */
export function ListFiltersPanel({ filters }: { filters: ListFilters }) {
  const { navigate, pendingHref } = useListNavigation();
  // While a state loads, chips and sort already show it.
  const shown = pendingHref
    ? parseListFilters(Object.fromEntries(new URL(pendingHref, "http://localhost").searchParams))
    : filters;
  const latest = useRef(shown);
  useEffect(() => {
    latest.current = shown;
  });
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(filters.area || filters.nearby));
  const advancedId = useId();

  /** Any change of filter starts again at page 1; typing bursts replace their own history entry. */
  function apply(changes: Partial<ListFilters>, replace = false) {
    const next = { ...latest.current, ...changes, page: 1 };
    if (listHref(next) === listHref(latest.current)) return;
    navigate(listHref(next), { replace });
  }

  const priceConflict = pricesReversed(shown.minPrice, shown.maxPrice);

  return (
    <form
      role="search"
      aria-label="Filter properties"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div role="group" aria-label="Property type" className="flex flex-wrap gap-2">
        {FILTER_CHIPS.map((chip) => {
          const active = shown.chip === chip.key;
          return (
            <button
              key={chip.key}
              type="button"
              aria-pressed={active}
              onClick={() => apply({ chip: chip.key })}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium transition ${
                active
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "hover:border-brand-500 hover:text-brand-700 border-slate-300 bg-white text-slate-700"
              }`}
            >
              {chip.label}
            </button>
          );
        })}
      </div>

      <div className="mt-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]">
        <DebouncedField
          label="Search"
          urlValue={shown.query}
          placeholder="Title or location, e.g. Patia"
          icon={<Search aria-hidden className="h-4 w-4" />}
          onCommit={(value, replace) => apply({ query: value.trim() }, replace)}
          className="col-span-2 lg:col-span-1"
        />
        <DebouncedField
          label="Min price (₹)"
          urlValue={shown.minPrice ? String(shown.minPrice) : ""}
          inputMode="numeric"
          placeholder="No minimum"
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ minPrice: parsePrice(value) }, replace)}
        />
        <DebouncedField
          label="Max price (₹)"
          urlValue={shown.maxPrice ? String(shown.maxPrice) : ""}
          inputMode="numeric"
          placeholder="No maximum"
          normalise={digitsOnly}
          onCommit={(value, replace) => apply({ maxPrice: parsePrice(value) }, replace)}
        />
        <div>
          <label htmlFor="list-sort" className="block text-sm font-medium text-slate-700">
            Sort by
          </label>
          <select
            id="list-sort"
            value={shown.sort}
            onChange={(event) => apply({ sort: event.target.value as ListingSort })}
            className="focus:border-brand-500 mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => navigate(listHref(DEFAULT_FILTERS))}
          disabled={!hasActiveFilters(shown) && shown.sort === DEFAULT_SORT}
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <X aria-hidden className="h-4 w-4" /> Clear
        </button>
      </div>
      {priceConflict && (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          The minimum price is above the maximum price, so nothing can match.
        </p>
      )}

      <button
        type="button"
        aria-expanded={advancedOpen}
        aria-controls={advancedId}
        onClick={() => setAdvancedOpen((open) => !open)}
        className="text-brand-700 mt-4 inline-flex items-center gap-1.5 text-sm font-semibold hover:underline"
      >
        <SlidersHorizontal aria-hidden className="h-4 w-4" /> Advanced Filters
        <ChevronDown aria-hidden className={`h-4 w-4 transition ${advancedOpen ? "rotate-180" : ""}`} />
      </button>
      <div id={advancedId} hidden={!advancedOpen} className="mt-3 grid gap-3 sm:grid-cols-2">
        <DebouncedField
          label="City / Area"
          urlValue={shown.area}
          placeholder="e.g. Nayapalli, Khordha"
          hint="Matches words in the listing's address, city and title."
          onCommit={(value, replace) => apply({ area: value.trim() }, replace)}
        />
        <DebouncedField
          label="Nearby"
          urlValue={shown.nearby}
          placeholder="e.g. KIIT, hospital, Infocity"
          hint="Matches the schools, offices, hospitals and markets listed near each property."
          onCommit={(value, replace) => apply({ nearby: value.trim() }, replace)}
        />
      </div>
    </form>
  );
}
