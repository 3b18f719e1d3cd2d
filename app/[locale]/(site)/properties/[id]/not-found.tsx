import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { isLocale, localePath, DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { BROWSE_PATH } from "@/lib/listings/links/browse";

/** An unknown listing, in the language of the page that asked for it (set by the page before notFound()). */
export default async function PropertyNotFound() {
  const [t, requested] = await Promise.all([getTranslations("Listing.notFound"), getLocale()]);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-slate-600">{t("text")}</p>
      <Link
        href={localePath(locale, BROWSE_PATH)}
        className="bg-brand-600 hover:bg-brand-700 mt-6 inline-block rounded-lg px-5 py-3 font-semibold text-white"
      >
        {t("back")}
      </Link>
    </div>
  );
}
