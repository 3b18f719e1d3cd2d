import type { MetadataRoute } from "next";
import { coverImage } from "@/lib/format";
import { getCachedProperties } from "@/lib/listings";
import { siteUrl } from "@/lib/site";
import { MAX_PAGE_SIZE } from "@/lib/validation/listing-query";

// Listings change at run time; the reads below come from the tagged data cache, not the database each time.
export const dynamic = "force-dynamic";

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

/** Every active listing, read a page at a time so a large catalogue never sits in one query. */
async function listingEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  for (let page = 1; ; page++) {
    const { properties, total } = await getCachedProperties({ sort: "newest", page, limit: MAX_PAGE_SIZE });
    for (const p of properties) {
      entries.push({
        url: siteUrl(`/properties/${p._id}`),
        lastModified: p.updatedAt,
        changeFrequency: "weekly",
        priority: 0.7,
        images: [siteUrl(coverImage(p))],
      });
    }
    if (!properties.length || page * MAX_PAGE_SIZE >= total) return entries;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = PUBLIC_PAGES.map(({ path, priority, changeFrequency }) => ({
    url: siteUrl(path),
    changeFrequency,
    priority,
  }));
  return [...pages, ...(await listingEntries())];
}
