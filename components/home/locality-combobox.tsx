"use client";

import { MapPin } from "@/components/ui/icons";
import { useId, useRef, useState } from "react";
import { callRoute } from "@/components/ui/api";
import { localities as localitiesRoute } from "@/lib/contracts/listings";
import type { ListingType } from "@/domain/listings/options";

const MAX_SUGGESTIONS = 8;

type LocalityIndex = { localities: string[]; byType: Partial<Record<ListingType, string[]>> };
let localitiesRequest: Promise<LocalityIndex | null> | null = null;

/**
 * The localities that have listings (of one kind when `type` is given), fetched once per page load and shared
 * by the suggestions and the hero's search (which sends a known locality to its own page); null when the
 * fetch failed (asked again next time).
 */
export function loadLocalities(type?: ListingType): Promise<string[] | null> {
  const request = (localitiesRequest ??= callRoute(localitiesRoute).then((answer): LocalityIndex | null => {
    const { localities, byType } = answer.ok ? answer.body : {};
    if (Array.isArray(localities)) return { localities, byType: byType ?? {} };
    localitiesRequest = null;
    return null;
  }));
  return request.then((index) => (index ? ((type ? index.byType?.[type] : undefined) ?? index.localities) : null));
}

/** Localities whose name has a word starting with what was typed; a PIN code or nothing typed suggests none. */
export function matchLocalities(localities: string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle || /^\d+$/.test(needle)) return [];
  return localities
    .filter((name) => {
      const lower = name.toLowerCase();
      return lower !== needle && (lower.startsWith(needle) || lower.split(/[\s,-]+/).some((w) => w.startsWith(needle)));
    })
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * A text input for a locality or PIN code with a list of the localities that have listings (WAI-ARIA
 * combobox with a listbox popup): arrows move through the list, Enter picks, Escape closes. The list is
 * fetched once, on first focus.
 */
export function LocalityCombobox({
  id,
  value,
  onChange,
  type,
  className = "",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggest only localities with listings of this kind. */
  type?: ListingType;
  className?: string;
}) {
  const listId = useId();
  const [index, setIndex] = useState<Partial<Record<ListingType | "all", string[]>> | null>(null);
  const localities = index ? (index[type ?? "all"] ?? null) : null;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const requested = useRef<string | null>(null);
  const suggestions = localities ? matchLocalities(localities, value) : [];
  const expanded = open && suggestions.length > 0;

  function load() {
    const key = type ?? "all";
    if (requested.current === key) return;
    requested.current = key;
    loadLocalities(type).then((names) => {
      setIndex((known) => ({ ...known, [key]: names ?? [] }));
      // A failed fetch may be retried on the next focus; typing works without suggestions meanwhile.
      if (!names) requested.current = null;
    });
  }

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className={`relative ${className}`}>
      <MapPin
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder="Locality or PIN, e.g. Patia or 751024"
        onFocus={load}
        onChange={(event) => {
          load();
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            if (!expanded) return setOpen(true);
            const last = suggestions.length - 1;
            setActive((i) => (event.key === "ArrowDown" ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
          } else if (event.key === "Enter" && expanded && active >= 0 && active < suggestions.length) {
            event.preventDefault();
            choose(suggestions[active]);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
        }}
        className="focus:border-brand-500 focus:ring-brand-500/30 h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Localities"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-xl"
      >
        {suggestions.map((name, i) => (
          <li
            key={name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keeps focus in the input so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(name)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50"}`}
          >
            <MapPin aria-hidden className="h-4 w-4 text-slate-400" /> {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
