import { BadgeCheck, CalendarCheck, Eye, Handshake, IndianRupee, Target, ThumbsUp } from "@/components/ui/icons";
import type { Counter } from "@/components/about/animated-counters";
import { statFigures, type StatKey } from "@/components/home/stat-figures";
import type { PropertyStats } from "@/lib/listings/types";
import type { SiteFigures } from "@/lib/listings/figures";

/** The record's figures, by the key the About catalogue names each one with (record.*). */
export type RecordKey = "listings" | "localities" | "visits" | "owners";

/**
 * The figures under the About hero, each counted from the database (lib/listings/figures.ts); a figure that
 * is still zero is left out rather than shown as an achievement. `labels` name them in the page's language.
 */
export function aboutRecord(
  figures: SiteFigures,
  labels: Record<RecordKey, string>,
): Array<{ key: RecordKey; value: number; label: string }> {
  const record: Array<{ key: RecordKey; value: number }> = [
    { key: "listings", value: figures.listings },
    { key: "localities", value: figures.localities },
    { key: "visits", value: figures.visitsArranged },
    { key: "owners", value: figures.owners },
  ];
  return record.filter((figure) => figure.value > 0).map((figure) => ({ ...figure, label: labels[figure.key] }));
}

/** The animated achievement counters: the live figures the home page's stats strip shows, exactly. */
export function aboutCounters(stats: PropertyStats, labels: Record<StatKey, string>): Counter[] {
  return statFigures(stats, labels).map(({ value, label }) => ({ target: value, suffix: "", label }));
}

/**
 * Why people use the site, each backed by what the product does: moderation, visit plans, the guarantee,
 * price insight. Their words are in the About catalogue (why.items), by key.
 */
export const WHY_CHOOSE = [
  { key: "reviewed", icon: BadgeCheck },
  { key: "visits", icon: CalendarCheck },
  { key: "guarantee", icon: ThumbsUp },
  { key: "prices", icon: IndianRupee },
] as const;

/** The mission, vision and values tabs; each tab's words and points are in the About catalogue (purpose.tabs). */
export const VALUE_TABS = [
  { id: "mission", icon: Target },
  { id: "vision", icon: Eye },
  { id: "values", icon: Handshake },
] as const;

/** The team, named as they write their names; each role is in the About catalogue (team.roles). */
export const TEAM = [
  { name: "Subhashree Mohanty", role: "ceo", initials: "SM", tone: "bg-indigo-100 text-indigo-800" },
  { name: "Rakesh Patnaik", role: "sales", initials: "RP", tone: "bg-emerald-100 text-emerald-900" },
  { name: "Ananya Das", role: "legal", initials: "AD", tone: "bg-amber-100 text-amber-900" },
  { name: "Bikash Sahoo", role: "success", initials: "BS", tone: "bg-rose-100 text-rose-900" },
] as const;
