import { BadgeCheck, Clock, Headset, Mail, MapPin, Phone, ShieldCheck, Zap } from "@/components/ui/icons";
import { ContactForm } from "@/components/contact/contact-form";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { BUSINESS_HOURS, DIRECTIONS_URL, OFFICE_ADDRESS } from "@/components/contact/office";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import { localisedMetadata } from "@/lib/seo";
import { siteContact } from "@/lib/site";

export const generateMetadata = localisedMetadata({
  title: "Contact Us",
  description:
    "Call, e-mail or visit our Bhubaneswar office in Saheed Nagar, or send us a message about renting, buying, selling or legal help. We reply within one working day.",
  path: "/contact",
});

const WHY_US = [
  { icon: Zap, title: "Quick replies", text: "An answer within one working day, usually within hours." },
  { icon: BadgeCheck, title: "Reviewed listings", text: "Every listing is reviewed by our team before it goes live." },
  {
    icon: ShieldCheck,
    title: "Your details stay private",
    text: "We never sell your data or share it with advertisers.",
  },
  { icon: Headset, title: "One point of contact", text: "The same adviser from your first call to moving in." },
] as const;

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [formWords, formErrors] = await Promise.all([
    namespaceWords(locale, "ContactForm"),
    errorWords(locale, ["contact"]),
  ]);
  const contact = siteContact();
  const cards = [
    {
      icon: MapPin,
      title: "Visit our office",
      lines: OFFICE_ADDRESS,
      link: { href: DIRECTIONS_URL, label: "Get directions", external: true },
    },
    {
      icon: Phone,
      title: "Call us",
      lines: ["Mon–Fri 9 AM–6 PM, Sat 9 AM–4 PM"],
      link: { href: `tel:${contact.phone.replace(/[^\d+]/g, "")}`, label: contact.phone, external: false },
    },
    {
      icon: Mail,
      title: "Email us",
      lines: ["We reply within one working day"],
      link: { href: `mailto:${contact.supportEmail}`, label: contact.supportEmail, external: false },
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We'd love to hear from you"
        lede="Questions about a listing, a visit plan or selling your property? Call, write or drop by our office in Saheed Nagar."
      />

      <section aria-label="Ways to reach us" className="relative z-10 mx-auto -mt-10 max-w-7xl px-4">
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map(({ icon: Icon, title, lines, link }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
              <span className="bg-brand-600 grid h-11 w-11 place-items-center rounded-xl text-white">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
              {lines.map((line) => (
                <p key={line} className="text-sm text-slate-600">
                  {line}
                </p>
              ))}
              <a
                href={link.href}
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="text-brand-700 mt-3 inline-block font-semibold break-all hover:underline"
              >
                {link.label}
                {link.external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 lg:grid-cols-5">
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <SectionHeading
            id="message-heading"
            title="Send us a message"
            description="Tell us what you are looking for and we will get back to you."
            align="left"
          />
          <div className="mt-6">
            <ErrorWordsProvider words={formErrors}>
              <ContactForm words={formWords} />
            </ErrorWordsProvider>
          </div>
        </section>

        <div className="space-y-8 lg:col-span-2">
          <section
            aria-labelledby="map-heading"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <h2 id="map-heading" className="px-6 pt-5 text-lg font-semibold text-slate-900">
              Find our office
            </h2>
            <p className="px-6 text-sm text-slate-600">{OFFICE_ADDRESS.join(", ")}</p>
            <iframe
              title="Map of our office in Saheed Nagar, Bhubaneswar"
              src={contact.mapEmbedUrl}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="mt-4 h-72 w-full border-0 bg-slate-100"
            />
          </section>

          <section
            aria-labelledby="hours-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock aria-hidden className="text-brand-600 h-5 w-5" />
              Business hours
            </h2>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              {BUSINESS_HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-700">{row.days}</dt>
                  <dd
                    className={row.hours === "Closed" ? "font-semibold text-red-700" : "font-semibold text-slate-900"}
                  >
                    {row.hours}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              <strong>Emergency support 24/7</strong> for tenants and owners with an active plan: call{" "}
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="font-semibold underline">
                {contact.phone}
              </a>
              .
            </p>
          </section>
        </div>
      </div>

      <section aria-labelledby="contact-why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="contact-why-heading" eyebrow="Why choose us" title="Help you can count on" />
          <IconCardGrid items={WHY_US} look="beside" tone="soft" />
        </div>
      </section>
    </>
  );
}
