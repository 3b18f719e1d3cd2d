import type { PropertyStats } from "@/lib/listings/types";

export type StatFigure = { key: "total" | "rent" | "sale" | "localities"; value: number; label: string };

/** The site's figures, counted from the live listings (each is named by what it counts): the home stats strip and the About counters show these. */
export function statFigures(stats: PropertyStats): StatFigure[] {
  return [
    { key: "total", value: stats.total, label: "Listings live" },
    { key: "rent", value: stats.forRent, label: "Homes for rent" },
    { key: "sale", value: stats.forSale + stats.land, label: "Homes and plots for sale" },
    { key: "localities", value: stats.localities, label: "Localities covered" },
  ];
}
