import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";

/**
 * The words of what the site sends (mails, SMS, pushes), in a person's language. These are written outside
 * any page's render (a route's background work, a queued job), so they are formatted here with the
 * language's catalogue rather than through the request's configuration.
 */
const CATALOGUES: Record<Locale, typeof en> = { en, or, hi };

export const mailWords = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: "Mail" });

export const smsWords = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: "Sms" });

export const pushWords = (locale: Locale) =>
  createTranslator({ locale, messages: CATALOGUES[locale], namespace: "Push" });
