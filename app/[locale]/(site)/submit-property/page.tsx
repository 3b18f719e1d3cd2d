import { getTranslations } from "next-intl/server";
import { SubmitPropertyForm } from "@/components/submit-property/submit-property-form";
import { listingFormWords } from "@/lib/i18n/listing-form-words";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "ListingForm.page" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/submit-property", locale });
}

export default async function SubmitPropertyPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, words] = await Promise.all([
    getTranslations({ locale, namespace: "ListingForm.page" }),
    listingFormWords(locale),
  ]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
      <p className="mt-2 text-slate-700">
        {t("intro")} {t.rich("required", { mark: (chunks) => <span className="text-rose-700">{chunks}</span> })}
      </p>
      <div className="mt-8">
        <SubmitPropertyForm words={words} />
      </div>
    </div>
  );
}
