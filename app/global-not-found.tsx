import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { env } from "@/lib/env";
import { SITE_NAME } from "@/lib/site";
import english from "@/messages/en";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  // No layout gives this page the site's title template: the whole title is written here.
  title: `${english.NotFound.title} | ${SITE_NAME}`,
  description: english.NotFound.description,
};

/**
 * Addresses that match no page. The site has two roots (the public pages under `[locale]`, the admin panel),
 * so the page for an address under neither brings its own document, in English (no language names it).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <body className="min-h-screen font-sans">
        <NotFoundPage />
      </body>
    </html>
  );
}
