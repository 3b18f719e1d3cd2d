import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { privacySections } from "@/components/legal/privacy-sections";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";
import { SITE_NAME, siteContact } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Legal.privacy" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { site: SITE_NAME }),
    path: "/privacy",
    locale,
  });
}

export default async function PrivacyPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("Legal");
  return (
    <LegalDocument
      title={t("privacy.title")}
      lede={t("privacy.lede")}
      updated="2026-11-21"
      sections={privacySections(t)}
      supportEmail={siteContact().supportEmail}
      path="/privacy"
    />
  );
}
