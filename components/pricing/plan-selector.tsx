"use client";

import { Check } from "@/components/ui/icons";
import { useId, useState } from "react";
import { PLAN_ACCENTS } from "@/components/pricing/plan-colors";
import { usePlanCheckout } from "@/components/pricing/use-plan-checkout";
import { formatRupees } from "@/lib/format";
import type { Plan } from "@/lib/plans";
import { fillWords, type Words } from "@/lib/i18n/words";

/**
 * The plan cards. Clicking anywhere on a card selects it; each card also carries a radio button, so the
 * choice is one-of-many for keyboards and screen readers too (arrow keys move it).
 */
export function PlanSelector({
  plans,
  words,
}: {
  /** The plans with their description, duration and features in the page's language. */
  plans: readonly Plan[];
  words: Words<"Pricing">["selector"];
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { choose, busyPlanId, ready } = usePlanCheckout();
  const group = useId();

  return (
    <fieldset>
      <legend className="sr-only">{words.legend}</legend>
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {plans.map((plan) => {
          const selected = plan.id === selectedId;
          const accent = PLAN_ACCENTS[plan.color];
          return (
            // The radio inside is the keyboard path; the click handler only widens the mouse target.
            <div
              key={plan.id}
              data-testid={`plan-card-${plan.id}`}
              data-selected={selected}
              onClick={() => setSelectedId(plan.id)}
              className={`has-[input:focus-visible]:ring-brand-100 relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-6 shadow-sm transition has-[input:focus-visible]:ring-4 ${
                selected
                  ? "border-brand-600 ring-brand-100 shadow-lg ring-4"
                  : "hover:border-brand-500 border-slate-200"
              }`}
            >
              {plan.popular && (
                <p className="bg-brand-600 absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow">
                  {words.popular}
                </p>
              )}
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{plan.name}</h3>
                  <p className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${accent.chip}`}>
                    {fillWords(words.visits, { count: plan.houseVisits, duration: plan.duration })}
                  </p>
                </div>
                <input
                  type="radio"
                  name={group}
                  value={plan.id}
                  checked={selected}
                  onChange={() => setSelectedId(plan.id)}
                  aria-label={fillWords(words.select, { plan: plan.name })}
                  className="accent-brand-600 mt-1 h-5 w-5 shrink-0 cursor-pointer"
                />
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-slate-900">{formatRupees(plan.price)}</span>
                <span className="text-sm text-slate-600">{words.oneTime}</span>
              </p>
              <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden className={`mt-0.5 h-4 w-4 shrink-0 ${accent.tick}`} />
                    {feature}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={!ready || busyPlanId !== null}
                aria-busy={busyPlanId === plan.id}
                onClick={() => choose(plan)}
                className={`mt-6 w-full rounded-lg px-4 py-3 text-sm font-semibold transition disabled:cursor-wait ${
                  selected || plan.popular
                    ? "bg-brand-600 hover:bg-brand-700 text-white"
                    : "border-brand-600 text-brand-700 hover:bg-brand-50 border"
                }`}
              >
                {busyPlanId === plan.id ? words.processing : fillWords(words.choose, { plan: plan.name })}
              </button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
