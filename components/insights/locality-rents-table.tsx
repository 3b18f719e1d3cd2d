"use client";

import Link from "next/link";
import { useState } from "react";
import { formatRupees } from "@/lib/format";
import type { InsightWords } from "@/components/insights/price-format";
import { fillWords } from "@/lib/i18n/words";

/** One locality's rents this month: per BHK the median (null under 3 listings) and the count. */
export type LocalityRentRow = {
  name: string;
  href: string;
  byBhk: Record<string, { median: number | null; count: number }>;
};

type SortKey = "name" | `${number}`;

/**
 * The city page's localities compared: median asking rent of 1, 2 and 3 BHK homes this month with the
 * count under each. Sorted by locality name first; a column's button sorts by it (localities without a
 * median last), again to reverse. Rendered on the server in its first order, so it reads without scripts.
 */
export function LocalityRentsTable({
  rows,
  bhks,
  month,
  words,
  locale,
}: {
  rows: LocalityRentRow[];
  bhks: number[];
  month: string;
  words: InsightWords;
  /** The page's language: the localities are sorted by their names as shown. */
  locale: string;
}) {
  const w = words.table;
  const collation = locale === "en" ? "en-IN" : locale;
  const [sort, setSort] = useState<{ key: SortKey; up: boolean }>({ key: "name", up: true });
  const value = (row: LocalityRentRow, key: SortKey) => (key === "name" ? null : (row.byBhk[key]?.median ?? null));
  const sorted = [...rows].sort((a, b) => {
    if (sort.key === "name") return (sort.up ? 1 : -1) * a.name.localeCompare(b.name, collation);
    const [x, y] = [value(a, sort.key), value(b, sort.key)];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return (sort.up ? 1 : -1) * (x - y);
  });
  const header = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.up ? "ascending" : "descending") : "none"}
      className="px-3 py-2 text-left font-semibold"
    >
      <button
        type="button"
        onClick={() => setSort((s) => ({ key, up: s.key === key ? !s.up : true }))}
        className="hover:text-brand-700 inline-flex items-center gap-1"
      >
        {label}
        <span aria-hidden>{sort.key === key ? (sort.up ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-sm" data-testid="locality-rents">
        <caption className="sr-only">{fillWords(w.caption, { month })}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {header("name", w.locality)}
            {bhks.map((bhk) => header(`${bhk}`, fillWords(words.tabs.bhk, { bhk })))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((row) => (
            <tr key={row.href}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link href={row.href} className="text-brand-700 underline">
                  {row.name}
                </Link>
              </th>
              {bhks.map((bhk) => {
                const figure = row.byBhk[bhk];
                return (
                  <td key={bhk} className="px-3 py-2 align-top">
                    <span className="block font-semibold text-slate-900">
                      {figure?.median != null ? formatRupees(figure.median) : "–"}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {fillWords(figure?.count === 1 ? w.listingOne : w.listingMany, { count: figure?.count ?? 0 })}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
