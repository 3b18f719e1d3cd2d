import { withProfileErrors, type ProfileWords } from "@/components/account/profile-words";
import type { ErrorWords } from "@/lib/i18n/error-words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { errorWords, namespaceWords } from "@/lib/i18n/page-words";

/**
 * The profile's words in `locale`: what its client sections show (`Profile` without the page's own metadata
 * and the server's messages), the language setting's, the phone code steps' and the notification settings'.
 */
export async function profileWords(locale: Locale) {
  const [{ meta: _meta, errors: _errors, ...words }, language, auth, notifications] = await Promise.all([
    namespaceWords(locale, "Profile"),
    namespaceWords(locale, "ProfileLanguage"),
    namespaceWords(locale, "Auth"),
    namespaceWords(locale, "Notifications"),
  ]);
  return { words: words satisfies ProfileWords, language, phone: auth.phone, notifications: notifications.settings };
}

/**
 * The messages the profile's forms and lists may show, in `locale`: the sign-in and phone groups of `Errors`
 * (names, passwords, codes), and the profile's own server messages (`Profile.errors`, withProfileErrors).
 * Nothing on an English page.
 */
export async function profileErrorWords(locale: Locale): Promise<ErrorWords> {
  if (locale === DEFAULT_LOCALE) return {};
  const [shared, page] = await Promise.all([errorWords(locale, ["auth", "phone"]), namespaceWords(locale, "Profile")]);
  return withProfileErrors(shared, page.errors);
}
