"use client";

import { useState, type ReactNode } from "react";
import { SERVICE_CATEGORIES, type ServiceCategory } from "@/components/services/service-categories";
import { fillWords, type Words } from "@/lib/i18n/words";

type FilterableCard = { id: string; categories: readonly ServiceCategory[]; card: ReactNode };

/** The category buttons and the cards they filter; the cards themselves are rendered on the server. */
export function ServiceFilter({
  items,
  words,
}: {
  items: readonly FilterableCard[];
  /** The filter's words in the page's language (the Services catalogue's filter). */
  words: Words<"Services">["filter"];
}) {
  const filters: ReadonlyArray<{ key: ServiceCategory | "all"; label: string }> = [
    { key: "all", label: words.all },
    ...SERVICE_CATEGORIES.map((key) => ({ key, label: words.categories[key] })),
  ];
  const [active, setActive] = useState<ServiceCategory | "all">("all");
  const visible = active === "all" ? items : items.filter((item) => item.categories.includes(active));

  return (
    <div>
      <div role="group" aria-label={words.label} className="flex flex-wrap justify-center gap-2">
        {filters.map((filter) => (
          <button
            key={filter.key}
            type="button"
            aria-pressed={active === filter.key}
            onClick={() => setActive(filter.key)}
            className="hover:border-brand-500 hover:text-brand-700 aria-pressed:bg-brand-600 aria-pressed:border-brand-600 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition aria-pressed:text-white"
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-4 text-center text-sm text-slate-600">
        {fillWords(words.showing, { shown: visible.length, total: items.length })}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
    </div>
  );
}
