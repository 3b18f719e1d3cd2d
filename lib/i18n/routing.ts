import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "@/lib/i18n/locales";

/**
 * next-intl's description of the site's addresses. No next-intl middleware runs (docs/i18n.md): English is
 * reached through a rewrite in next.config.ts and the two prefixes are real route segments, so this is read
 * by the request configuration and the navigation helpers only. A first visit is never redirected by the
 * browser's languages (`localeDetection: false`): search engines and shared links land where they point.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
});
