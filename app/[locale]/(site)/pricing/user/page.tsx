import { PricingPage } from "@/components/pricing/pricing-page";
import { offerForPage } from "@/lib/payments/offer-page";
import { pageMetadata } from "@/lib/seo";
import { getTranslations } from "next-intl/server";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Pricing.meta.user" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/pricing/user", locale });
}

// The offer's places left come from the database: kept a minute at most, and expired when an order takes one.
export const revalidate = 60;

export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  return <PricingPage audience="user" current="user" offer={await offerForPage()} />;
}
