import { sitemapXml } from "@/lib/seo/sitemap";

// Kept in the full-page cache like the pages it lists: a listing change expires it through the "properties"
// tag of its reads, and an hour passes at most. A build without a database lists the fixed pages only and
// keeps that version for seconds.
export const revalidate = 3600;

/** The sitemap, or past 45,000 addresses the index of its child files (lib/seo/sitemap.ts). */
export async function GET() {
  return new Response(await sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
