import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import { setRequestLocale } from "next-intl/server";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker";
import { env } from "@/lib/env";
import { SESSION_HINT_SCRIPT } from "@/lib/auth/session-hint";
import { THEME_COLOUR } from "@/lib/brand";
import { HTML_LANG, isLocale, LOCALES } from "@/lib/i18n/locales";
import { SITE_NAME, SITE_TAGLINE } from "@/lib/site";
import { scriptFontStyle } from "@/app/[locale]/fonts";
import { scriptFontHead } from "@/app/[locale]/script-fonts";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${SITE_NAME} | ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
  description:
    "Rent, buy or sell flats, houses and land in Bhubaneswar and across Odisha. Prices in rupees, site visits within 24 hours.",
  openGraph: { siteName: SITE_NAME, locale: "en_IN", type: "website" },
  icons: {
    icon: { url: "/icon.svg", type: "image/svg+xml" },
    apple: { url: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
  },
  // Added to the home screen, the site opens as an app of its own, named as the brand.
  appleWebApp: { capable: true, title: SITE_NAME, statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: "device-width", initialScale: 1 };

/** Every public page is built in each language (docs/i18n.md). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * The root of every public page, in the language of its `[locale]` segment: English pages reach it through
 * the rewrite of next.config.ts, Odia and Hindi ones through their prefix. A first segment that names no
 * language (an address outside the rewrite that matches no route) is a 404.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const fonts = scriptFontHead(locale);
  // React writes each preload once into the head of the HTML.
  for (const href of fonts?.preload ?? []) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    // globals.css scrolls smoothly; the attribute tells Next.js to scroll instantly when it moves to a new page
    // (a smooth scroll there starts one animation per section of the new page and stops part-way down it).
    // suppressHydrationWarning: the script below may mark <html> before React hydrates it.
    <html
      lang={HTML_LANG[locale]}
      style={scriptFontStyle(locale)}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <head>
        {/* Whether this browser may be signed in, decided before the first paint (lib/auth/session-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
        {/* An Odia or Hindi page's own type (script-fonts.ts); its main weights are preloaded above. */}
        {fonts && <style dangerouslySetInnerHTML={{ __html: fonts.css }} />}
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
