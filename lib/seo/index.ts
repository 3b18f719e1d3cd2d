/** What search engines read: each page's metadata (here) and the sitemap (sitemap.ts). */
import type { Metadata } from "next";
import { DEFAULT_LOCALE, HREFLANG, LOCALES, localePath, type Locale } from "@/lib/i18n/locales";
import { SITE_NAME } from "@/lib/site";

/** Open Graph's spelling of each language. */
const OG_LOCALE: Record<Locale, string> = { en: "en_IN", or: "or_IN", hi: "hi_IN" };

/**
 * The page at `path` (without a language) in each language, by `hreflang`, and `x-default` (the English
 * address, which no language choice redirects): what search engines read to show each reader their version.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[HREFLANG[locale]] = localePath(locale, path);
  languages["x-default"] = localePath(DEFAULT_LOCALE, path);
  return languages;
}

/**
 * Title, description, canonical URL, the other languages' addresses and Open Graph tags for a page, in one
 * shape for every page. `path` is the page's address without a language; each language's version is its
 * own canonical.
 */
export function pageMetadata({
  title,
  description,
  path,
  images,
  locale = DEFAULT_LOCALE,
}: {
  title: string;
  description: string;
  path: string;
  images?: string[];
  locale?: Locale;
}): Metadata {
  const own = localePath(locale, path);
  return {
    title,
    description,
    alternates: { canonical: own, languages: languageAlternates(path) },
    openGraph: {
      title: `${title} | ${SITE_NAME}`,
      description,
      url: own,
      siteName: SITE_NAME,
      locale: OG_LOCALE[locale],
      type: "website",
      ...(images ? { images } : {}),
    },
    twitter: { card: images?.length ? "summary_large_image" : "summary", title, description },
  };
}
