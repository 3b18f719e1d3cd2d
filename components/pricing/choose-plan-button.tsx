"use client";

import { usePlanCheckout } from "@/components/pricing/use-plan-checkout";

/** A buy button outside the plan cards (the One-Time Visit offer). */
export function ChoosePlanButton({
  planName,
  className,
  children,
}: {
  planName: string;
  className: string;
  children: React.ReactNode;
}) {
  const { choose, ready } = usePlanCheckout();
  return (
    <button type="button" disabled={!ready} onClick={() => choose(planName)} className={className}>
      {children}
    </button>
  );
}
