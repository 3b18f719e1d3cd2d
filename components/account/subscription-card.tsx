import Link from "next/link";
import type { SessionUser } from "@/components/providers/session-provider";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** The visit plan block of the profile: Active or Inactive with the duration. */
export function SubscriptionCard({ subscription }: { subscription: SessionUser["subscription"] }) {
  const active = Boolean(subscription?.isActive);
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
          Subscription
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            active ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"
          }`}
        >
          {active ? "Active" : "Inactive"}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium text-slate-900">{subscription?.duration || "No plan yet"}</dd>
        </div>
        {active && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">House visits left</dt>
            <dd className="font-medium text-slate-900">{subscription?.visitsLeft ?? 0}</dd>
          </div>
        )}
        {active && subscription?.expiresAt && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Valid until</dt>
            <dd className="font-medium text-slate-900">{dateFormat.format(new Date(subscription.expiresAt))}</dd>
          </div>
        )}
      </dl>
      {!active && (
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
