import type { MetadataRoute } from "next";
import { getCachedSitemapListings, keepPageBriefly } from "@/lib/listings";
import { siteUrl } from "@/lib/site";
import { errorSummary, log } from "@/lib/log";

// Kept in the full-page cache like the pages it lists: a listing change expires it through the "properties"
// tag of its reads, and an hour passes at most. A build without a database lists the fixed pages only and
// keeps that version for seconds.
export const revalidate = 3600;

/** The public pages. /properties is left out: it asks visitors to sign in first. */
const PUBLIC_PAGES: Array<{ path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }> = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/services", priority: 0.7, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "monthly" },
  { path: "/pricing", priority: 0.8, changeFrequency: "weekly" },
  { path: "/pricing/user", priority: 0.8, changeFrequency: "weekly" },
  { path: "/pricing/broker", priority: 0.7, changeFrequency: "weekly" },
  { path: "/submit-property", priority: 0.6, changeFrequency: "monthly" },
  { path: "/coming-soon", priority: 0.3, changeFrequency: "monthly" },
  { path: "/terms", priority: 0.2, changeFrequency: "monthly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "monthly" },
];

/** Every active listing (up to the 50,000 addresses a sitemap file may hold). */
async function listingEntries(): Promise<MetadataRoute.Sitemap> {
  const listings = await getCachedSitemapListings();
  return listings.map((p) => ({
    url: siteUrl(`/properties/${p._id}`),
    lastModified: p.updatedAt,
    changeFrequency: "weekly",
    priority: 0.7,
    images: [siteUrl(p.cover)],
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = PUBLIC_PAGES.map(({ path, priority, changeFrequency }) => ({
    url: siteUrl(path),
    changeFrequency,
    priority,
  }));
  let listings: MetadataRoute.Sitemap = [];
  try {
    listings = await listingEntries();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Sitemap listings unavailable");
    await keepPageBriefly();
  }
  return [...pages, ...listings];
}
