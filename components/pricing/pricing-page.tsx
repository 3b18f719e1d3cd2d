import Link from "next/link";
import { OneTimeOffer } from "@/components/pricing/one-time-offer";
import { PlanSelector } from "@/components/pricing/plan-selector";
import { PlanCheckoutProvider } from "@/components/pricing/use-plan-checkout";
import { localisedPlan, type PricingAudience } from "@/components/pricing/pricing-copy";
import { FaqList } from "@/components/ui/faq-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { ONE_TIME_PLAN, VISIT_PLANS, type OfferStatus } from "@/lib/plans";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";

const AUDIENCES: ReadonlyArray<{ href: string; audience: PricingAudience }> = [
  { href: "/pricing/user", audience: "user" },
  { href: "/pricing/broker", audience: "broker" },
];

const FAQ = ["visits", "extend", "payment"] as const;

/**
 * The body shared by /pricing, /pricing/user and /pricing/broker. `current` marks which audience page
 * this is (none on /pricing, which speaks to home seekers).
 */
export async function PricingPage({
  audience,
  current,
  offer,
}: {
  audience: PricingAudience;
  current?: PricingAudience;
  /** The introductory offer while it is open, read by the page; null shows the plan at its normal price. */
  offer: OfferStatus | null;
}) {
  const [locale, t, messages] = await Promise.all([getLocale(), getTranslations("Pricing"), getMessages()]);
  const words = messages.Pricing;
  const copy = words.copy[audience];
  const plans = VISIT_PLANS.map((plan) => localisedPlan(plan, words.plans));
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede}>
        <nav aria-label={t("audiences.label")} className="inline-flex rounded-xl bg-white/10 p-1 ring-1 ring-white/30">
          {AUDIENCES.map((item) => (
            <Link
              key={item.href}
              href={localePath(locale, item.href)}
              aria-current={item.audience === current ? "page" : undefined}
              className="aria-[current=page]:text-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white transition hover:bg-white/15 aria-[current=page]:bg-white"
            >
              {t(`audiences.${item.audience}`)}
            </Link>
          ))}
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:py-16">
        <PlanCheckoutProvider words={{ checkout: words.checkout, dialog: words.dialog }}>
          <OneTimeOffer plan={localisedPlan(ONE_TIME_PLAN, words.plans)} lede={copy.offerLede} offer={offer} />

          <section aria-labelledby="plans-heading" className="space-y-8">
            <SectionHeading id="plans-heading" title={copy.plansTitle} description={copy.plansDescription} />
            <PlanSelector plans={plans} words={words.selector} />
          </section>
        </PlanCheckoutProvider>

        <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl space-y-6">
          <SectionHeading id="pricing-faq-heading" eyebrow={t("faq.eyebrow")} title={t("faq.title")} />
          <FaqList name="pricing-faq" items={FAQ.map((key) => copy.faq[key])} />
        </section>

        <section
          aria-labelledby="pricing-closing-heading"
          className="rounded-3xl bg-slate-900 px-6 py-10 text-center text-white sm:px-12 [&_:focus-visible]:outline-white"
        >
          <h2 id="pricing-closing-heading" className="text-2xl font-bold">
            {copy.closingTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-300">{copy.closingText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LinkButton href={localePath(locale, "/contact")} variant="light">
              {t("closing.contactSales")}
            </LinkButton>
            <LinkButton href={localePath(locale, BROWSE_PATH)} variant="outlineLight">
              {t("closing.browse")}
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
