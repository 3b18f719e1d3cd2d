"use client";

import { MapPin } from "@/components/ui/icons";
import { useCombobox } from "downshift";
import { useRef, useState } from "react";
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
 * A text input for a locality or PIN code with a list of the localities that have listings: the WAI-ARIA
 * combobox with a listbox popup, from Downshift (arrows move through the list, Enter picks, Escape closes,
 * the screen reader hears the active option). The list is fetched once, on first focus.
 */
export function LocalityCombobox({
  id,
  labelId,
  value,
  onChange,
  type,
  placeholder,
  listLabel,
  className = "",
}: {
  id: string;
  /** The id of the visible label that names the input. */
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggest only localities with listings of this kind. */
  type?: ListingType;
  /** The field's example, in the page's language. */
  placeholder: string;
  /** The suggestions list's name for screen readers. */
  listLabel: string;
  className?: string;
}) {
  const [index, setIndex] = useState<Partial<Record<ListingType | "all", string[]>> | null>(null);
  const localities = index ? (index[type ?? "all"] ?? null) : null;
  const requested = useRef<string | null>(null);
  const suggestions = localities ? matchLocalities(localities, value) : [];

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

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox({
    items: suggestions,
    inputId: id,
    labelId,
    inputValue: value,
    // No kept choice: the text is the value, and picking the same locality twice still fills it in.
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => {
      load();
      onChange(inputValue ?? "");
    },
  });
  const expanded = isOpen && suggestions.length > 0;

  return (
    <div className={`relative ${className}`}>
      <MapPin
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
      />
      <input
        type="text"
        {...getInputProps({
          onFocus: load,
          maxLength: 100,
          autoComplete: "off",
          placeholder,
        })}
        aria-expanded={expanded}
        className="focus:border-brand-500 focus:ring-brand-500/30 h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none"
      />
      <ul
        {...getMenuProps({ "aria-label": listLabel, "aria-labelledby": undefined })}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-xl"
      >
        {expanded &&
          suggestions.map((name, i) => (
            <li
              key={name}
              {...getItemProps({ item: name, index: i })}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === highlightedIndex ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50"}`}
            >
              <MapPin aria-hidden className="h-4 w-4 text-slate-400" /> {name}
            </li>
          ))}
      </ul>
    </div>
  );
}
