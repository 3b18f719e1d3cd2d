import Link from "next/link";
import type { ProfileWords } from "@/components/account/profile-words";
import type { SessionUser } from "@/components/providers/session-provider";
import { formatDate } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { findPlan, type PlanState } from "@/lib/plans";

type SubscriptionWords = ProfileWords["subscription"];

const STATE_LOOKS: Record<PlanState, string> = {
  active: "bg-emerald-100 text-emerald-800",
  suspended: "bg-amber-100 text-amber-900",
  expired: "bg-amber-100 text-amber-900",
  none: "bg-slate-100 text-slate-700",
};

/** The plan's state in the colours the admin's table uses too (lib/plans.ts), named in the page's language. */
function statusOf(subscription: SessionUser["subscription"], words: SubscriptionWords) {
  const state: PlanState = subscription?.state ?? "none";
  return { label: words.states[state], look: STATE_LOOKS[state] };
}

/** A plan's duration as stored ("30 days"), said in the page's language; any other text as it is. */
function durationText(duration: string, words: SubscriptionWords): string {
  const days = /^(\d+) days$/.exec(duration);
  return days ? fillWords(words.days, { count: days[1] }) : duration;
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
export function SubscriptionCard({
  subscription,
  words,
  locale,
}: {
  subscription: SessionUser["subscription"];
  words: SubscriptionWords;
  locale: Locale;
}) {
  const active = Boolean(subscription?.isActive);
  const status = statusOf(subscription, words);
  const plan = subscription?.planId ? findPlan(subscription.planId) : undefined;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
          {words.heading}
        </h2>
        <span data-testid="plan-state" className={`rounded-full px-3 py-1 text-xs font-semibold ${status.look}`}>
          {status.label}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        {subscription?.planId && <Row term={words.plan}>{plan?.name ?? subscription.planId}</Row>}
        {subscription?.duration && <Row term={words.duration}>{durationText(subscription.duration, words)}</Row>}
        {(active || subscription?.isExpired) && (
          <Row term={words.visitsLeft}>
            {fillWords(words.visitsOf, {
              left: subscription?.visitsLeft ?? 0,
              total: subscription?.visitsTotal ?? 0,
            })}
          </Row>
        )}
        {subscription?.expiresAt && (
          <Row term={active ? words.validUntil : words.expiredOn}>{formatDate(subscription.expiresAt, locale)}</Row>
        )}
      </dl>
      {active ? (
        <Link
          href={localePath(locale, "/properties")}
          className="text-brand-700 border-brand-200 hover:bg-brand-50 mt-5 inline-block rounded-lg border px-4 py-2 text-sm font-semibold"
        >
          {words.findHome}
        </Link>
      ) : (
        <Link
          href={localePath(locale, "/pricing/user")}
          className="text-brand-700 border-brand-200 hover:bg-brand-50 mt-5 inline-block rounded-lg border px-4 py-2 text-sm font-semibold"
        >
          {words.viewPlans}
        </Link>
      )}
    </section>
  );
}
