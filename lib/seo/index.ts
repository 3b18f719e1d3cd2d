/** What search engines read: each page's metadata (here) and the sitemap (sitemap.ts). */
import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site";

/** Title, description, canonical URL and Open Graph tags for a page, in one shape for every page. */
export function pageMetadata({
  title,
  description,
  path,
  images,
}: {
  title: string;
  description: string;
  path: string;
  images?: string[];
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${SITE_NAME}`,
      description,
      url: path,
      siteName: SITE_NAME,
      locale: "en_IN",
      type: "website",
      ...(images ? { images } : {}),
    },
    twitter: { card: images?.length ? "summary_large_image" : "summary", title, description },
  };
}
