import { BadgeCheck, CalendarCheck, Eye, Handshake, IndianRupee, Target, ThumbsUp } from "@/components/ui/icons";
import type { Counter } from "@/components/about/animated-counters";
import { statFigures } from "@/components/home/stat-figures";
import type { PropertyStats } from "@/lib/listings/types";
import type { SiteFigures } from "@/lib/listings/figures";

/**
 * The figures under the About hero, each counted from the database (lib/listings/figures.ts); a figure that
 * is still zero is left out rather than shown as an achievement.
 */
export function aboutRecord(figures: SiteFigures): Array<{ key: string; value: number; label: string }> {
  return [
    { key: "listings", value: figures.listings, label: "Listings live" },
    { key: "localities", value: figures.localities, label: "Localities covered" },
    { key: "visits", value: figures.visitsArranged, label: "Visits arranged" },
    { key: "owners", value: figures.owners, label: "Owners who listed" },
  ].filter((figure) => figure.value > 0);
}

/** The animated achievement counters: the live figures the home page's stats strip shows, exactly. */
export function aboutCounters(stats: PropertyStats): Counter[] {
  return statFigures(stats).map(({ value, label }) => ({ target: value, suffix: "", label }));
}

/** Why people use the site, each backed by what the product does: moderation, visit plans, the guarantee, price insight. */
export const WHY_CHOOSE = [
  {
    icon: BadgeCheck,
    title: "Reviewed before going live",
    text: "Our team reads every home, flat and plot before it appears, and a Phone verified mark shows which owners confirmed their number by SMS.",
  },
  {
    icon: CalendarCheck,
    title: "Visits within 24 hours",
    text: "Tell us which homes you like and we arrange the visits within a day, at a time that suits you.",
  },
  {
    icon: ThumbsUp,
    title: "7-day satisfaction guarantee",
    text: "Not happy with the service in your first week? Tell us and we will make it right.",
  },
  {
    icon: IndianRupee,
    title: "Prices you can weigh",
    text: "Where five or more like it are listed in its locality, a listing says how its price compares with their median asking price, and on how many listings that rests.",
  },
] as const;

export const VALUE_TABS = [
  {
    id: "mission",
    label: "Mission",
    icon: Target,
    title: "Make finding a home in Odisha simple and honest",
    text: "We want every family, student and professional in Bhubaneswar to find a home they can trust without weeks of brokers' calls, hidden charges or wasted visits.",
    points: [
      "Every listing reviewed before it goes live",
      "Clear prices in rupees, no hidden fees",
      "Visits arranged within 24 hours",
    ],
  },
  {
    id: "vision",
    label: "Vision",
    icon: Eye,
    title: "The most trusted property platform in eastern India",
    text: "Starting with Bhubaneswar and growing to Cuttack, Puri and beyond, we are building the place people in Odisha turn to first when they rent, buy or sell.",
    points: ["Every major city in Odisha", "Fully digital agreements", "A guide for every visit"],
  },
  {
    id: "values",
    label: "Values",
    icon: Handshake,
    title: "What we hold ourselves to",
    text: "The way we work matters as much as the homes we show.",
    points: [
      "Transparency: the price you see is the price you pay",
      "Trust: we review every listing and say which owners confirmed their number",
      "Local knowledge: our team lives in the localities we cover",
      "Respect: your time and your data are yours",
    ],
  },
] as const;

export const TEAM = [
  { name: "Subhashree Mohanty", role: "Founder & CEO", initials: "SM", tone: "bg-indigo-100 text-indigo-800" },
  { name: "Rakesh Patnaik", role: "Head of Sales", initials: "RP", tone: "bg-emerald-100 text-emerald-900" },
  { name: "Ananya Das", role: "Legal Advisor", initials: "AD", tone: "bg-amber-100 text-amber-900" },
  { name: "Bikash Sahoo", role: "Customer Success Lead", initials: "BS", tone: "bg-rose-100 text-rose-900" },
] as const;
