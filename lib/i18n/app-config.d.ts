import type { Locale } from "@/lib/i18n/locales";
import type messages from "@/messages/en";

// next-intl checks every key and placeholder against the English catalogue (docs/i18n.md).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
