import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { termsSections } from "@/components/legal/terms-sections";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Legal.terms" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { site: SITE_NAME }),
    path: "/terms",
    locale,
  });
}

export default async function TermsPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("Legal");
  return (
    <LegalDocument
      title={t("terms.title")}
      lede={t("terms.lede", { site: SITE_NAME })}
      updated="2026-11-21"
      sections={termsSections(t)}
      supportEmail={siteContact().supportEmail}
      path="/terms"
    />
  );
}
