"use client";

import { usePlanCheckout } from "@/components/pricing/use-plan-checkout";
import type { Plan } from "@/lib/plans";

/** A buy button outside the plan cards (the One-Time Visit offer). */
export function ChoosePlanButton({
  plan,
  className,
  busyLabel,
  children,
}: {
  plan: Pick<Plan, "id" | "name">;
  className: string;
  /** Shown while this plan's checkout is under way, in the page's language. */
  busyLabel: string;
  children: React.ReactNode;
}) {
  const { choose, busyPlanId, ready } = usePlanCheckout();
  return (
    <button
      type="button"
      disabled={!ready || busyPlanId !== null}
      aria-busy={busyPlanId === plan.id}
      onClick={() => choose(plan)}
      className={className}
    >
      {busyPlanId === plan.id ? busyLabel : children}
    </button>
  );
}
