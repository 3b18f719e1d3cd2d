"use client";

import { MapPin, RotateCcw, Search } from "@/components/ui/icons";
import { HOME_TYPE_OPTIONS, type HomeFilters } from "@/lib/validation/listing-query";

const field =
  "focus:border-brand-500 focus:ring-brand-500/30 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none";

/** The home search form: every field filters as it changes; Search (or Enter) applies at once. */
export function SearchPanel({
  values,
  onChange,
  onSubmit,
  onClear,
  problem,
}: {
  values: HomeFilters;
  onChange: (patch: Partial<HomeFilters>) => void;
  onSubmit: () => void;
  onClear: () => void;
  problem: string | null;
}) {
  return (
    <form
      role="search"
      aria-label="Search properties"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="search-location" className="mb-1.5 block text-sm font-medium text-slate-700">
          Location
        </label>
        <div className="relative">
          <MapPin aria-hidden className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-400" />
          <input
            id="search-location"
            type="search"
            value={values.location}
            onChange={(event) => onChange({ location: event.target.value })}
            placeholder="Area, street or PIN code"
            autoComplete="off"
            maxLength={100}
            className={`${field} pl-10`}
          />
        </div>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="search-type" className="mb-1.5 block text-sm font-medium text-slate-700">
          Type
        </label>
        <select
          id="search-type"
          value={values.type}
          onChange={(event) => onChange({ type: event.target.value as HomeFilters["type"] })}
          className={field}
        >
          {HOME_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-min-price" className="mb-1.5 block text-sm font-medium text-slate-700">
          Min price (₹)
        </label>
        <input
          id="search-min-price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.minPrice}
          onChange={(event) => onChange({ minPrice: event.target.value })}
          placeholder="0"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "search-problem" : undefined}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="search-max-price" className="mb-1.5 block text-sm font-medium text-slate-700">
          Max price (₹)
        </label>
        <input
          id="search-max-price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.maxPrice}
          onChange={(event) => onChange({ maxPrice: event.target.value })}
          placeholder="No limit"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "search-problem" : undefined}
          className={field}
        />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className="btn-primary flex-1 py-2.5 lg:flex-none">
          <Search aria-hidden className="h-4 w-4" /> Search
        </button>
        <button type="button" onClick={onClear} className="btn-secondary py-2.5">
          <RotateCcw aria-hidden className="h-4 w-4" /> Reset
        </button>
      </div>
      {problem && (
        <p id="search-problem" role="alert" className="col-span-2 text-sm font-medium text-rose-700 lg:col-span-5">
          {problem}
        </p>
      )}
    </form>
  );
}
