import { setRequestLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** The props of a page or layout under `app/[locale]` that reads its language. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The language of a page from its `[locale]` segment. The root layout answers 404 for any other value, so
 * the fallback is only for a segment read before that check.
 */
export async function pageLocale(params: Promise<{ locale?: string; [name: string]: unknown }>): Promise<Locale> {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  // Every page says its language itself: Next.js renders a page beside its layout, not after it, so the
  // layout's word may come too late, and next-intl would then read the request and make the page dynamic.
  setRequestLocale(language);
  return language;
}
