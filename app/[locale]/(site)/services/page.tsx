import { FileCheck, Headset, IndianRupee, MapPinned } from "@/components/ui/icons";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceFilter } from "@/components/services/service-filter";
import { SERVICES } from "@/components/services/services-data";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { localisedMetadata } from "@/lib/seo";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

export const generateMetadata = localisedMetadata({
  title: "Our Services",
  description:
    "Buy, sell, rent or lease flats, houses, land, offices and shops in Bhubaneswar: 12 services with reviewed listings, legal help and visits within 24 hours.",
  path: "/services",
});

const WHY_US = [
  {
    icon: MapPinned,
    title: "Local experts",
    text: "Our team lives and works in the localities we cover, from Patia to Khandagiri.",
  },
  {
    icon: FileCheck,
    title: "Legal checks included",
    text: "Titles, approvals and agreements are reviewed before you pay anything.",
  },
  {
    icon: IndianRupee,
    title: "Transparent pricing",
    text: "Prices in plain rupees, no hidden brokerage and no surprise charges.",
  },
  {
    icon: Headset,
    title: "Support that answers",
    text: "Call, write or chat with the same person from first visit to handover.",
  },
] as const;

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Every kind of property, one trusted team"
        lede="Whether you are renting your first room or selling a building, we handle the search, the visits and the paperwork."
      >
        <LinkButton href="/contact" variant="light">
          Get Started
        </LinkButton>
        <LinkButton href={BROWSE_PATH} variant="outlineLight">
          Browse Properties
        </LinkButton>
      </PageHero>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Choose a service"
          description="Filter by what you want to do, then get started and we will call you back."
        />
        <div className="mt-8">
          <ServiceFilter
            items={SERVICES.map((service) => ({
              id: service.id,
              categories: service.categories,
              card: <ServiceCard service={service} />,
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="services-why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="services-why-heading" eyebrow="Why choose us" title="The difference a local team makes" />
          <IconCardGrid items={WHY_US} look="centered" />
        </div>
      </section>

      <section aria-labelledby="services-cta-heading" className="mx-auto max-w-7xl px-4 pb-8">
        <div className="from-brand-700 to-brand-600 rounded-3xl bg-gradient-to-r px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
          <h2 id="services-cta-heading" className="text-2xl font-bold sm:text-3xl">
            Tell us what you are looking for
          </h2>
          <p className="text-brand-50 mx-auto mt-2 max-w-xl">
            Share your budget and preferred localities and we will shortlist verified options for you.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LinkButton href="/contact" variant="light">
              Contact Us
            </LinkButton>
            <LinkButton href={BROWSE_PATH} variant="outlineLight">
              Browse Properties
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
