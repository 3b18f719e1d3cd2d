import type { PropertyStats } from "@/lib/listings/types";

export type StatKey = "total" | "rent" | "sale" | "localities";
export type StatFigure = { key: StatKey; value: number; label: string };

/**
 * The site's figures, counted from the live listings (each is named by what it counts, in the page's
 * language: `labels`, from the Home catalogue's stats): the home stats strip and the About counters show these.
 */
export function statFigures(stats: PropertyStats, labels: Record<StatKey, string>): StatFigure[] {
  return [
    { key: "total", value: stats.total, label: labels.total },
    { key: "rent", value: stats.forRent, label: labels.rent },
    { key: "sale", value: stats.forSale + stats.land, label: labels.sale },
    { key: "localities", value: stats.localities, label: labels.localities },
  ];
}
