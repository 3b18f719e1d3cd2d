import { Phone } from "@/components/ui/icons";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/locales";

export async function ConsultationCta() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("HomeSections.consultation")]);
  return (
    <section aria-labelledby="consultation-heading" className="section pt-24">
      <div className="from-brand-700 to-brand-900 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 id="consultation-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("title")}
        </h2>
        <p className="text-brand-100 mx-auto mt-3 max-w-xl">{t("text")}</p>
        <Link
          href={localePath(locale, "/contact")}
          className="text-brand-800 hover:bg-brand-50 mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold shadow-lg"
        >
          <Phone aria-hidden className="h-5 w-5" /> {t("button")}
        </Link>
      </div>
    </section>
  );
}
