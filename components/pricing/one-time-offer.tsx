import { BadgePercent, Check, Users } from "@/components/ui/icons";
import { ChoosePlanButton } from "@/components/pricing/choose-plan-button";
import { OfferDeadline } from "@/components/pricing/offer-deadline";
import { formatRupees } from "@/lib/format";
import { discountPercent, offerEndsLabel, type Plan } from "@/lib/plans";

/**
 * The highlighted introductory offer: 99 against a struck-through 199. It names an end date only when one is
 * configured (OFFER_ENDS_AT) and still ahead.
 */
export function OneTimeOffer({ plan, lede, endsAt }: { plan: Plan; lede: string; endsAt?: string }) {
  const deadline = offerEndsLabel(endsAt, Date.now());
  return (
    <section
      aria-labelledby="offer-heading"
      className="relative overflow-hidden rounded-3xl border-2 border-amber-300 bg-gradient-to-br from-amber-50 via-orange-50 to-rose-50 p-6 shadow-md sm:p-10"
    >
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">Limited-time offer</p>
          <h2 id="offer-heading" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {plan.name}
          </h2>
          <p className="mt-2 max-w-xl text-slate-700">{lede}</p>
          <ul className="mt-5 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-orange-700" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white/80 p-6 text-center shadow-sm ring-1 ring-amber-200">
          <p className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white shadow">
            <BadgePercent aria-hidden className="h-4 w-4" />
            {discountPercent(plan)}% OFF
          </p>
          <p className="mt-3 flex items-baseline justify-center gap-3">
            <span className="text-5xl font-extrabold text-slate-900">{formatRupees(plan.price)}</span>
            {plan.originalPrice && (
              <s className="text-xl text-slate-500">
                <span className="sr-only">was </span>
                {formatRupees(plan.originalPrice)}
              </s>
            )}
          </p>
          {endsAt && deadline ? <OfferDeadline endsAt={endsAt} label={deadline} /> : null}
          <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-700">
            <Users aria-hidden className="h-4 w-4" />
            Limited to first 100 customers only
          </p>
          <ChoosePlanButton
            plan={plan}
            className="mt-5 w-full rounded-xl bg-orange-700 px-5 py-3.5 text-base font-extrabold tracking-wide text-white shadow-md transition hover:bg-orange-800 disabled:cursor-wait disabled:opacity-70"
          >
            GRAB THIS OFFER NOW
          </ChoosePlanButton>
        </div>
      </div>
    </section>
  );
}
