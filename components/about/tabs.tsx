"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type Tab = { id: string; label: string; panel: ReactNode };

/**
 * A WAI-ARIA tablist: arrow keys, Home and End move between tabs and show them; only the selected tab
 * is in the Tab order. Every panel stays in the HTML (hidden when inactive) so crawlers read them all.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();

  function select(index: number) {
    setSelected(index);
    buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className="aria-selected:text-brand-700 rounded-lg px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-700 transition hover:text-slate-900 aria-selected:bg-white aria-selected:shadow"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
