import Link from "next/link";
import { OneTimeOffer } from "@/components/pricing/one-time-offer";
import { PlanSelector } from "@/components/pricing/plan-selector";
import { PlanCheckoutProvider } from "@/components/pricing/use-plan-checkout";
import { PRICING_COPY, type PricingAudience } from "@/components/pricing/pricing-copy";
import { FaqList } from "@/components/ui/faq-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { ONE_TIME_PLAN, VISIT_PLANS, type OfferStatus } from "@/lib/plans";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

const AUDIENCES: ReadonlyArray<{ href: string; label: string; audience: PricingAudience }> = [
  { href: "/pricing/user", label: "For home seekers", audience: "user" },
  { href: "/pricing/broker", label: "For brokers", audience: "broker" },
];

/**
 * The body shared by /pricing, /pricing/user and /pricing/broker. `current` marks which audience page
 * this is (none on /pricing, which speaks to home seekers).
 */
export function PricingPage({
  audience,
  current,
  offer,
}: {
  audience: PricingAudience;
  current?: PricingAudience;
  /** The introductory offer while it is open, read by the page; null shows the plan at its normal price. */
  offer: OfferStatus | null;
}) {
  const copy = PRICING_COPY[audience];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lede={copy.lede}>
        <nav aria-label="Pricing for" className="inline-flex rounded-xl bg-white/10 p-1 ring-1 ring-white/30">
          {AUDIENCES.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={item.audience === current ? "page" : undefined}
              className="aria-[current=page]:text-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white transition hover:bg-white/15 aria-[current=page]:bg-white"
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:py-16">
        <PlanCheckoutProvider>
          <OneTimeOffer plan={ONE_TIME_PLAN} lede={copy.offerLede} offer={offer} />

          <section aria-labelledby="plans-heading" className="space-y-8">
            <SectionHeading id="plans-heading" title={copy.plansTitle} description={copy.plansDescription} />
            <PlanSelector plans={VISIT_PLANS} />
          </section>
        </PlanCheckoutProvider>

        <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl space-y-6">
          <SectionHeading id="pricing-faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <FaqList name="pricing-faq" items={copy.faq} />
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
            <LinkButton href="/contact" variant="light">
              Contact Sales
            </LinkButton>
            <LinkButton href={BROWSE_PATH} variant="outlineLight">
              Browse Properties
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
