import { FileCheck, Headset, IndianRupee, MapPinned, Quote, Star } from "lucide-react";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceFilter } from "@/components/services/service-filter";
import { SERVICES, TESTIMONIALS } from "@/components/services/services-data";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Our Services",
  description:
    "Buy, sell, rent or lease flats, houses, land, offices and shops in Bhubaneswar: 12 services with verified listings, legal help and visits within 24 hours.",
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
        <LinkButton href="/properties" variant="outlineLight">
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
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {WHY_US.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-slate-50 p-6 text-center">
                <span className="bg-brand-600 mx-auto grid h-12 w-12 place-items-center rounded-full text-white">
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What our clients say" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden className="text-brand-100 h-8 w-8" />
                <p className="mt-2 flex gap-0.5" aria-label={`Rated ${t.rating} out of 5`} role="img">
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
                  ))}
                </p>
                <blockquote className="mt-3 flex-1 text-slate-700">“{t.content}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="bg-brand-100 text-brand-700 grid h-10 w-10 place-items-center rounded-full text-sm font-bold"
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
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
            <LinkButton href="/properties" variant="outlineLight">
              Browse Properties
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
