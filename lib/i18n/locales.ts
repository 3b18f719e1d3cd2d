/**
 * The site's languages and how a page's address names one (docs/i18n.md). Browser-safe: the header's
 * language switcher and its links use it as the server does.
 *
 * English keeps the addresses it always had, with no prefix; Odia and Hindi pages sit under `/or/...` and
 * `/hi/...`. Internally every public page lives under `app/[locale]/`, and next.config.ts rewrites an
 * unprefixed address to its `/en/...` route.
 */
export const LOCALES = ["en", "or", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The languages with a prefix of their own in the address. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The header the site's own API calls carry from an Odia or Hindi page: the page's language. */
export const PAGE_LANGUAGE_HEADER = "x-page-language";

/** The cookie that keeps a visitor's chosen language (the name next-intl uses). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", or: "ଓଡ଼ିଆ", hi: "हिन्दी" };

/** The value of `<html lang>` and of `hreflang` for each language. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", or: "or", hi: "hi" };

/** The `hreflang` of each language's version of a page (hreflang takes a bare language code). */
export const HREFLANG: Record<Locale, string> = { en: "en", or: "or", hi: "hi" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `path` (a site path starting with "/", without a language) as an address in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language of an address and the same page's path without it (`/or/rent` -> or, `/rent`). The English
 * route's own path (`/en/rent`, what a page rendered ahead at build time sees as its path) reads as `/rent`,
 * so a page's links are the same whether drawn at build time or in the browser.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split("/")[1];
  if (first && isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address people (and caches in front) know a route's path by: `/en/about` -> `/about`, `/or/about` as is. */
export function publicAddress(routePath: string): string {
  const { locale, path } = splitLocale(routePath);
  return localePath(locale, path);
}

/**
 * The rewrites of next.config.ts that serve an unprefixed address from its English route (`/about` from
 * `/en/about`): every path but the prefixed languages' and `excluded` (paths that are not pages: the API,
 * files, the admin panel's own root). `/en/...` asked for directly is rewritten too, to `/en/en/...`, which
 * names no page: English has one address per page.
 */
export function englishRewrites(excluded: readonly string[]): Array<{ source: string; destination: string }> {
  const escape = (prefix: string) => prefix.slice(1).replace(/[.]/g, "\\.");
  const skipped = [...PREFIXED_LOCALES.map((locale) => `/${locale}`), ...excluded].map(escape);
  // Next.js applies each matching rewrite in turn: the home page's comes last, so its `/en` is not rewritten
  // again by the first.
  return [
    { source: `/:path((?!(?:${skipped.join("|")})(?:/|$)).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
  ];
}

/** A `headers()` source for a page's path in every prefixed language (`/about` -> `/:locale(or|hi)/about`). */
export function prefixedSource(source: string): string {
  const prefix = `/:locale(${PREFIXED_LOCALES.join("|")})`;
  return source === "/" ? prefix : `${prefix}${source}`;
}
