import { BadgePercent, Check, Users } from "@/components/ui/icons";
import { ChoosePlanButton } from "@/components/pricing/choose-plan-button";
import { OfferDeadline } from "@/components/pricing/offer-deadline";
import { formatRupees } from "@/lib/format";
import { discountPercent, offerEndsLabel, type OfferStatus, type Plan } from "@/lib/plans";
import { getLocale, getTranslations } from "next-intl/server";

const count = new Intl.NumberFormat("en-IN");

/** The offer's last day in India, the month named in the page's language, Western digits (as lib/plans.ts's). */
function offerDay(endsAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN`, {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(Date.parse(endsAt));
}

/**
 * The One-Time Visit. While a configured introductory offer is open (`offer`, read by the server) it shows the
 * offer's price against the normal one, its end date and how many places are left, from the server's count;
 * otherwise the plan at its normal price, with no discount, deadline or scarcity line at all.
 */
export async function OneTimeOffer({ plan, lede, offer }: { plan: Plan; lede: string; offer: OfferStatus | null }) {
  const [locale, t, selector] = await Promise.all([
    getLocale(),
    getTranslations("Pricing.offer"),
    getTranslations("Pricing.selector"),
  ]);
  // An offer that has ended (or has no end) shows no deadline; one still open names its last day.
  const deadline =
    offer?.endsAt && offerEndsLabel(offer.endsAt, Date.now())
      ? t("ends", { date: offerDay(offer.endsAt, locale) })
      : null;
  return (
    <section
      aria-labelledby="offer-heading"
      data-testid="one-time-offer"
      className="relative overflow-hidden rounded-3xl border-2 border-amber-300 bg-gradient-to-br from-amber-50 via-orange-50 to-rose-50 p-6 shadow-md sm:p-10"
    >
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">
            {offer ? t("introductory") : t("single")}
          </p>
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
          {offer && (
            <p className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white shadow">
              <BadgePercent aria-hidden className="h-4 w-4" />
              {t("off", { percent: discountPercent(offer) })}
            </p>
          )}
          <p className="mt-3 flex items-baseline justify-center gap-3" data-testid="one-time-price">
            <span className="text-5xl font-extrabold text-slate-900">{formatRupees(offer?.price ?? plan.price)}</span>
            {offer && (
              <s className="text-xl text-slate-500">
                <span className="sr-only">{t("normally")}</span>
                {formatRupees(offer.normalPrice)}
              </s>
            )}
          </p>
          {offer?.endsAt && deadline ? <OfferDeadline endsAt={offer.endsAt} label={deadline} /> : null}
          {offer?.cap !== undefined && offer.left !== undefined && (
            <p
              className="mt-1 flex items-center justify-center gap-1.5 text-sm text-slate-700"
              data-testid="offer-left"
            >
              <Users aria-hidden className="h-4 w-4" />
              {t("left", { left: count.format(offer.left), cap: count.format(offer.cap) })}
            </p>
          )}
          <ChoosePlanButton
            plan={plan}
            busyLabel={selector("processing")}
            className="mt-5 w-full rounded-xl bg-orange-700 px-5 py-3.5 text-base font-extrabold tracking-wide text-white shadow-md transition hover:bg-orange-800 disabled:cursor-wait disabled:opacity-70"
          >
            {offer ? t("take") : t("book")}
          </ChoosePlanButton>
        </div>
      </div>
    </section>
  );
}
