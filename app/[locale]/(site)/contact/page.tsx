import { BadgeCheck, Clock, Headset, Mail, MapPin, Phone, ShieldCheck, Zap } from "@/components/ui/icons";
import { ContactForm } from "@/components/contact/contact-form";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";
import { BUSINESS_HOURS, DIRECTIONS_URL } from "@/components/contact/office";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageMetadata } from "@/lib/seo";
import { siteContact } from "@/lib/site";
import { getTranslations } from "next-intl/server";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Contact" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/contact", locale });
}

// Their words are in the Contact catalogue (why.items), by key.
const WHY_US = [
  { key: "quick", icon: Zap },
  { key: "reviewed", icon: BadgeCheck },
  { key: "private", icon: ShieldCheck },
  { key: "one", icon: Headset },
] as const;

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const contact = siteContact();
  const [t, formWords, formErrors] = await Promise.all([
    getTranslations("Contact"),
    namespaceWords(locale, "ContactForm"),
    errorWords(locale, ["contact"]),
  ]);
  // The office's address as the page's language writes it; the directions link searches the English one.
  const address = [t("address.street"), t("address.city")];
  const cards = [
    {
      icon: MapPin,
      title: t("ways.office"),
      lines: address,
      link: { href: DIRECTIONS_URL, label: t("ways.directions"), external: true },
    },
    {
      icon: Phone,
      title: t("ways.call"),
      lines: [t("ways.callHours")],
      link: { href: `tel:${contact.phone.replace(/[^\d+]/g, "")}`, label: contact.phone, external: false },
    },
    {
      icon: Mail,
      title: t("ways.email"),
      lines: [t("ways.emailReply")],
      link: { href: `mailto:${contact.supportEmail}`, label: contact.supportEmail, external: false },
    },
  ];

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lede={t("hero.lede")} />

      <section aria-label={t("ways.label")} className="relative z-10 mx-auto -mt-10 max-w-7xl px-4">
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
                {link.external && <span className="sr-only">{t("ways.newTab")}</span>}
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
            title={t("message.title")}
            description={t("message.description")}
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
              {t("map.title")}
            </h2>
            <p className="px-6 text-sm text-slate-600">{address.join(", ")}</p>
            <iframe
              title={t("map.frame")}
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
              {t("hours.title")}
            </h2>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              {BUSINESS_HOURS.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-700">{t(`hours.${row.days}`)}</dt>
                  <dd className={row.hours ? "font-semibold text-slate-900" : "font-semibold text-red-700"}>
                    {row.hours ? t(`hours.${row.hours}`) : t("hours.closed")}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {t.rich("hours.emergency", {
                phone: contact.phone,
                b: (chunks) => <strong>{chunks}</strong>,
                call: (chunks) => (
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="font-semibold underline">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </section>
        </div>
      </div>

      <section aria-labelledby="contact-why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="contact-why-heading" eyebrow={t("why.eyebrow")} title={t("why.title")} />
          <IconCardGrid
            items={WHY_US.map(({ key, icon }) => ({
              icon,
              title: t(`why.items.${key}.title`),
              text: t(`why.items.${key}.text`),
            }))}
            look="beside"
            tone="soft"
          />
        </div>
      </section>
    </>
  );
}
