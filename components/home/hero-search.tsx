"use client";

import { Search } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { loadLocalities, LocalityCombobox } from "@/components/home/locality-combobox";
import * as Filters from "@/components/properties/filter-fields";
import { budgetLabelIn } from "@/components/places/filter-chip-words";
import { budgetPresets } from "@/lib/listings/links/filter-labels";
import { HERO_TYPES, heroSearchHref, type HeroSearch } from "@/lib/listings/links/home-page";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

const label = "mb-1 block text-sm font-medium text-slate-700";

/** The list filters' words the search shows: the "Near" field's and the budget presets'. */
export type HeroFilterWords = Filters.NearWords & { lists: Pick<Words<"Lists">, "budget"> };

/**
 * The first-screen search: rent, buy or plots; a locality or PIN with suggestions; a budget that fits the
 * type. Searching opens the public result pages, for everyone: a known locality's page, or the city's page
 * with a PIN code or other words as the keyword, the budget as price bounds; "Near" a landmark, the
 * listings around it, nearest first.
 */
export function HeroSearchForm({
  words,
  filterWords,
}: {
  words: Words<"Home">["search"];
  filterWords: HeroFilterWords;
}) {
  const { locale } = useShell();
  const router = useRouter();
  const id = useId();
  const [search, setSearch] = useState<HeroSearch>({ location: "", type: "rent", budget: "", near: "" });
  const presets = budgetPresets(search.type);

  return (
    <form
      role="search"
      aria-label={words.formLabel}
      data-testid="hero-search"
      onSubmit={async (event) => {
        event.preventDefault();
        // The suggestions' names say which words are a locality (usually loaded when the field took focus).
        const known = search.location.trim() ? await loadLocalities(search.type) : null;
        router.push(localePath(locale, heroSearchHref(search, known ?? [])));
      }}
      className="mt-8 w-full max-w-4xl rounded-2xl bg-white p-4 text-slate-900 shadow-2xl sm:p-5"
    >
      <div role="radiogroup" aria-label={words.lookingTo} className="inline-flex rounded-lg bg-slate-100 p-1">
        {HERO_TYPES.map((option) => (
          <label key={option.type} className="segment">
            <input
              type="radio"
              name={`${id}-type`}
              value={option.type}
              checked={search.type === option.type}
              // A budget in rupees a month means nothing for a purchase: the budget starts again.
              onChange={() => setSearch((s) => ({ ...s, type: option.type, budget: "" }))}
              className="sr-only"
            />
            {words.types[option.type]}
          </label>
        ))}
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <label id={`${id}-location-label`} htmlFor={`${id}-location`} className={label}>
            {words.location}
          </label>
          <LocalityCombobox
            id={`${id}-location`}
            labelId={`${id}-location-label`}
            value={search.location}
            type={search.type}
            placeholder={words.locationPlaceholder}
            listLabel={words.suggestions}
            onChange={(location) => setSearch((s) => ({ ...s, location }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-budget`} className={label}>
            {words.budget}
          </label>
          <select
            id={`${id}-budget`}
            value={search.budget}
            onChange={(event) => setSearch((s) => ({ ...s, budget: event.target.value }))}
            className="focus:border-brand-500 h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="">{words.anyBudget}</option>
            {presets.map((preset, i) => (
              <option key={preset.label} value={String(i)}>
                {budgetLabelIn(filterWords, search.type, preset.label)}
              </option>
            ))}
          </select>
        </div>
        <Filters.Near
          id={`${id}-near`}
          large
          words={filterWords}
          value={search.near}
          onChange={(event) => setSearch((s) => ({ ...s, near: event.target.value }))}
        />
        <button type="submit" className="btn-primary h-12 px-8 text-base">
          <Search aria-hidden className="h-5 w-5" /> {words.submit}
        </button>
      </div>
    </form>
  );
}
