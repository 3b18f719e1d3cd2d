import type { Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";
import en from "@/messages/en/ErrorPages.json";
import hi from "@/messages/hi/ErrorPages.json";
import or from "@/messages/or/ErrorPages.json";

/**
 * The words of the site's error pages in each language. An error boundary takes no props and shows when the
 * server could not render the page, so nothing from that render can hand them down: the three small files
 * travel with the boundary, which picks its language from the shell (the site's layout, above it, did render).
 */
const ERROR_PAGE_WORDS: Record<Locale, Words<"ErrorPages">> = { en, or, hi };

export const errorPageWords = (locale: Locale): Words<"ErrorPages"> => ERROR_PAGE_WORDS[locale];
