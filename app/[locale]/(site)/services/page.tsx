import { FileCheck, Headset, IndianRupee, MapPinned } from "@/components/ui/icons";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceFilter } from "@/components/services/service-filter";
import { SERVICES } from "@/components/services/services-data";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { LinkButton } from "@/components/ui/link-button";
import { PageHero } from "@/components/ui/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageMetadata } from "@/lib/seo";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { getMessages, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Services" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/services", locale });
}

// Their words are in the Services catalogue (why.items), by key.
const WHY_US = [
  { key: "local", icon: MapPinned },
  { key: "legal", icon: FileCheck },
  { key: "pricing", icon: IndianRupee },
  { key: "support", icon: Headset },
] as const;

export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, messages] = await Promise.all([getTranslations("Services"), getMessages()]);
  const words = messages.Services;
  const browse = localePath(locale, BROWSE_PATH);
  const contact = localePath(locale, "/contact");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lede={t("hero.lede")}>
        <LinkButton href={contact} variant="light">
          {t("hero.start")}
        </LinkButton>
        <LinkButton href={browse} variant="outlineLight">
          {t("hero.browse")}
        </LinkButton>
      </PageHero>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          id="services-heading"
          eyebrow={t("list.eyebrow")}
          title={t("list.title")}
          description={t("list.description")}
        />
        <div className="mt-8">
          <ServiceFilter
            words={words.filter}
            items={SERVICES.map((service) => {
              const item = words.items[service.id];
              const text = { name: item.name, description: item.description, features: Object.values(item.features) };
              return {
                id: service.id,
                categories: service.categories,
                card: <ServiceCard service={service} text={text} words={words} contactHref={contact} />,
              };
            })}
          />
        </div>
      </section>

      <section aria-labelledby="services-why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="services-why-heading" eyebrow={t("why.eyebrow")} title={t("why.title")} />
          <IconCardGrid
            items={WHY_US.map(({ key, icon }) => ({
              icon,
              title: t(`why.items.${key}.title`),
              text: t(`why.items.${key}.text`),
            }))}
            look="centered"
          />
        </div>
      </section>

      <section aria-labelledby="services-cta-heading" className="mx-auto max-w-7xl px-4 pb-8">
        <div className="from-brand-700 to-brand-600 rounded-3xl bg-gradient-to-r px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
          <h2 id="services-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="text-brand-50 mx-auto mt-2 max-w-xl">{t("cta.text")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LinkButton href={contact} variant="light">
              {t("cta.contact")}
            </LinkButton>
            <LinkButton href={browse} variant="outlineLight">
              {t("cta.browse")}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
