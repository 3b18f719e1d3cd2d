import type { CsvRow } from "@/lib/insights/reads";

/**
 * A city's monthly asking-price figures as open data (CSV, RFC 4180): one row per place, kind, size and
 * month with at least one listing. Empty cells where a month rests on fewer than 3 listings.
 */

export const CSV_LICENCE = "CC BY 4.0";
export const CSV_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

const HEADER = [
  "city",
  "locality",
  "kind",
  "bhk",
  "month",
  "listings",
  "median",
  "p25",
  "p75",
  "listings_with_area",
  "median_per_sqft",
  "median_per_decimal",
];

/** A cell, quoted when it holds a comma, a quote or a line break; a leading formula sign is defused. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const KIND = { rent: "rent", sale: "sale", land: "land" } as const;

export function cityCsv(city: string, localityNames: Map<string, string>, rows: CsvRow[]): string {
  const lines = [HEADER.join(",")];
  for (const row of rows) {
    const locality = row.localitySlug ? (localityNames.get(row.localitySlug) ?? row.localitySlug) : "(all)";
    lines.push(
      [
        city,
        locality,
        KIND[row.type],
        row.bhk ?? (row.type === "land" ? "" : "all"),
        row.figure.month,
        row.figure.count,
        row.figure.median,
        row.figure.p25,
        row.figure.p75,
        row.perSqft?.count ?? "",
        row.perSqft?.median,
        row.perDecimal?.median,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
