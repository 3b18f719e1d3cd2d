import type { PlanColor } from "@/lib/plans";

/** Each plan's accent, spelled out in full so Tailwind sees every class. */
export const PLAN_ACCENTS: Record<PlanColor, { chip: string; tick: string }> = {
  amber: { chip: "bg-amber-100 text-amber-900", tick: "text-amber-700" },
  indigo: { chip: "bg-indigo-100 text-indigo-800", tick: "text-indigo-700" },
  emerald: { chip: "bg-emerald-100 text-emerald-900", tick: "text-emerald-700" },
  violet: { chip: "bg-violet-100 text-violet-800", tick: "text-violet-700" },
};
