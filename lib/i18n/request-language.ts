import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, PAGE_LANGUAGE_HEADER, type Locale } from "@/lib/i18n/locales";

/**
 * The language to write to a person in (mails, SMS, pushes). An account's own setting wins; without one (or
 * signed out) it is the language of the page the request came from: the page's own word for it (the site's
 * API calls from an Odia or Hindi page carry `x-page-language`, components/ui/api.ts), else the
 * `NEXT_LOCALE` cookie the switcher sets, else the browser's `Accept-Language`, else English. The API's
 * addresses carry no language of their own, so these are what tell an Odia page's form from an English one's.
 */

/** Some systems name Odia by its three-letter code or its older two-letter one. */
const ALIASES: Record<string, Locale> = { ory: "or", ori: "or", hin: "hi", eng: "en" };

/** The stored setting as a language, or undefined when the account has none (or an unknown value). */
export function accountLanguage(account: { language?: string | null } | null | undefined): Locale | undefined {
  const language = account?.language;
  return isLocale(language) ? language : undefined;
}

/** The `NEXT_LOCALE` cookie's language in a Cookie header, if it names one of the site's. */
export function cookieLanguage(cookieHeader: string | null | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(part.slice(at + 1).trim());
    if (isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The best of the site's languages for an `Accept-Language` header (`or-IN,or;q=0.9,en;q=0.8`): the one
 * with the highest weight, the earlier on a tie; `*` and languages the site lacks are passed over.
 */
export function acceptedLanguage(header: string | null | undefined): Locale | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((entry, order) => {
      const [tag, ...params] = entry.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      const primary = tag.trim().toLowerCase().split("-")[0];
      const locale = isLocale(primary) ? primary : ALIASES[primary];
      return { locale, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry): entry is { locale: Locale; weight: number; order: number } => !!entry.locale && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.locale;
}

/** The language of the page a request came from: the page's header, the cookie, `Accept-Language`, English. */
export function requestLanguage(request: Pick<Request, "headers">): Locale {
  const page = request.headers.get(PAGE_LANGUAGE_HEADER);
  return (
    (isLocale(page) ? page : undefined) ??
    cookieLanguage(request.headers.get("cookie")) ??
    acceptedLanguage(request.headers.get("accept-language")) ??
    DEFAULT_LOCALE
  );
}

/** The person's language: the account's setting when there is one, else the request's. */
export function personLanguage(
  request: Pick<Request, "headers"> | null | undefined,
  account?: { language?: string | null } | null,
): Locale {
  return accountLanguage(account) ?? (request ? requestLanguage(request) : DEFAULT_LOCALE);
}
