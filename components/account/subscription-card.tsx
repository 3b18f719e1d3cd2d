import Link from "next/link";
import type { SessionUser } from "@/components/providers/session-provider";
import { formatDate } from "@/lib/format";
import { findPlan, PLAN_STATE_LABELS, type PlanState } from "@/lib/plans";

const STATE_LOOKS: Record<PlanState, string> = {
  active: "bg-emerald-100 text-emerald-800",
  suspended: "bg-amber-100 text-amber-900",
  expired: "bg-amber-100 text-amber-900",
  none: "bg-slate-100 text-slate-700",
};

/** The plan's state in the words and colours the admin's table uses too (lib/plans.ts). */
function statusOf(subscription: SessionUser["subscription"]) {
  const state: PlanState = subscription?.state ?? "none";
  return { label: PLAN_STATE_LABELS[state], look: STATE_LOOKS[state] };
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The visit plan block of the profile: Active or Inactive, the plan, visits left and expiry. */
export function SubscriptionCard({ subscription }: { subscription: SessionUser["subscription"] }) {
  const active = Boolean(subscription?.isActive);
  const status = statusOf(subscription);
  const plan = subscription?.planId ? findPlan(subscription.planId) : undefined;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
          Subscription
        </h2>
        <span data-testid="plan-state" className={`rounded-full px-3 py-1 text-xs font-semibold ${status.look}`}>
          {status.label}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        {subscription?.planId && <Row term="Plan">{plan?.name ?? subscription.planId}</Row>}
        {subscription?.duration && <Row term="Duration">{subscription.duration}</Row>}
        {(active || subscription?.isExpired) && (
          <Row term="House visits left">
            {subscription?.visitsLeft ?? 0} of {subscription?.visitsTotal ?? 0}
          </Row>
        )}
        {subscription?.expiresAt && (
          <Row term={active ? "Valid until" : "Expired on"}>{formatDate(subscription.expiresAt)}</Row>
        )}
      </dl>
      {active ? (
        <Link
          href="/properties"
          className="text-brand-700 border-brand-200 hover:bg-brand-50 mt-5 inline-block rounded-lg border px-4 py-2 text-sm font-semibold"
        >
          Find a home to visit
        </Link>
      ) : (
        <Link
          href="/pricing/user"
          className="text-brand-700 border-brand-200 hover:bg-brand-50 mt-5 inline-block rounded-lg border px-4 py-2 text-sm font-semibold"
        >
          View visit plans
        </Link>
      )}
    </section>
  );
}
