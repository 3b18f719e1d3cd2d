import type { Locale } from "@/lib/i18n/locales";

/**
 * When a message was sent, in the page's language with Western digits (docs/i18n.md): "14 Mar, 3:05 pm",
 * "14 ନଭେମ୍ବର, 3:05 PM", "14 नवंबर, 3:05 pm". Odia and Hindi name the month in full and put the day first,
 * as the site's other dates do (lib/format.ts): CLDR's Odia puts the month first and Hindi's short names end
 * in an abbreviation mark. Each language's format is built on its first use (building one loads locale
 * data). Browser-safe.
 */
const FORMATS: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

export function messageTime(iso: string, locale: Locale): string {
  const format = (FORMATS[locale] ??= new Intl.DateTimeFormat(locale === "en" ? "en-IN" : `${locale}-IN-u-nu-latn`, {
    day: "numeric",
    month: locale === "en" ? "short" : "long",
    hour: "numeric",
    minute: "2-digit",
  }));
  const moment = new Date(iso);
  if (locale === "en") return format.format(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(moment).find((found) => found.type === type)?.value ?? "";
  const period = part("dayPeriod");
  return `${part("day")} ${part("month")}, ${part("hour")}:${part("minute")}${period ? ` ${period}` : ""}`;
}
