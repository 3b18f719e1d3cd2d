import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import type { Locale } from "@/lib/i18n/locales";

/** Each language's catalogue (messages/<code>/index.ts), loaded only for the renders in that language. */
const CATALOGUES: Record<Locale, () => Promise<{ default: typeof import("@/messages/en").default }>> = {
  en: () => import("@/messages/en"),
  or: () => import("@/messages/or"),
  hi: () => import("@/messages/hi"),
};

/**
 * next-intl's configuration of one render: the language the layout set with `setRequestLocale` (from the
 * `[locale]` segment, so pages stay static) and its catalogue. Without one (a page outside `[locale]`, such
 * as the admin panel) it is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: (await CATALOGUES[locale]()).default };
});
