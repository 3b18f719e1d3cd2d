import type { Words } from "@/lib/i18n/words";
import type { Plan } from "@/lib/plans";

/** Whom a pricing page speaks to; what it says to each is in the Pricing catalogue (copy.user, copy.broker). */
export type PricingAudience = "user" | "broker";

/**
 * A plan as the pricing page shows it: its description, duration and features in the page's language (the
 * Pricing catalogue's plans, by the plan's id). Names and prices stay those of lib/plans.ts, the one
 * catalogue payments charge from.
 */
export function localisedPlan(plan: Plan, words: Words<"Pricing">["plans"]): Plan {
  const own = Object.hasOwn(words, plan.id) ? words[plan.id as keyof typeof words] : null;
  if (!own) return plan;
  return { ...plan, description: own.description, duration: own.duration, features: Object.values(own.features) };
}
