import {
  getCachedPlaceDirectory,
  getCachedSitemapListingCount,
  getCachedSitemapListings,
  keepPageBriefly,
  type PlaceDirectory,
} from "@/lib/listings";
import { LISTING_TYPES } from "@/domain/listings/options";
import { placePath } from "@/lib/listings/links/place-pages";
import { errorSummary, log } from "@/lib/log";
import { siteUrl } from "@/lib/site";
import { languageAlternates } from "@/lib/seo";

/**
 * The sitemap: the public pages, every city and locality page per kind that has listings, and every active
 * listing with its cover photo. Up to SITEMAP_URL_LIMIT addresses it is one file (/sitemap.xml); past that
 * /sitemap.xml is a sitemap index naming child files (/sitemaps/pages-1.xml, /sitemaps/listings-1.xml, ...),
 * each of at most that many addresses (the protocol allows 50,000; the margin keeps files small).
 */

export const SITEMAP_URL_LIMIT = 45_000;

type ChangeFrequency = "daily" | "weekly" | "monthly";
export type SitemapUrl = {
  loc: string;
  lastmod?: string;
  changefreq?: ChangeFrequency;
  priority?: number;
  images?: string[];
  /** The page in each language, by hreflang (x-default too), as absolute addresses. */
  alternates?: Record<string, string>;
};

/**
 * The English address of the page at `path` (without a language) and its versions in every language. Each
 * page is listed once, by its English address, naming its Odia and Hindi versions as alternates: the
 * sitemap's size and its split into files (sitemapFiles) stay those of one language.
 */
function located(path: string): Pick<SitemapUrl, "loc" | "alternates"> {
  const alternates = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([hreflang, address]) => [hreflang, siteUrl(address)]),
  );
  return { loc: siteUrl(path), alternates };
}

/** The public pages. /properties is left out: it asks visitors to sign in first. */
const PUBLIC_PAGES: Array<{ path: string; priority: number; changefreq: ChangeFrequency }> = [
  { path: "/", priority: 1, changefreq: "daily" },
  { path: "/about", priority: 0.6, changefreq: "monthly" },
  { path: "/services", priority: 0.7, changefreq: "monthly" },
  { path: "/contact", priority: 0.6, changefreq: "monthly" },
  { path: "/pricing", priority: 0.8, changefreq: "weekly" },
  { path: "/pricing/user", priority: 0.8, changefreq: "weekly" },
  { path: "/pricing/broker", priority: 0.7, changefreq: "weekly" },
  { path: "/submit-property", priority: 0.6, changefreq: "monthly" },
  { path: "/coming-soon", priority: 0.3, changefreq: "monthly" },
  { path: "/terms", priority: 0.2, changefreq: "monthly" },
  { path: "/privacy", priority: 0.2, changefreq: "monthly" },
];

/** The city and locality pages of each kind that has active listings there. */
export function placePaths(directory: PlaceDirectory): string[] {
  return LISTING_TYPES.flatMap((type) =>
    directory.cities
      .filter((city) => city.counts[type] > 0)
      .flatMap((city) => [
        placePath({ type, city: city.name }),
        ...city.localities
          .filter((locality) => locality.counts[type] > 0)
          .map((locality) => placePath({ type, city: city.name, locality: locality.name })),
      ]),
  );
}

/** A part of the sitemap: the pages and places, or the listings; `count` addresses in it. */
export type SitemapSection = "pages" | "listings";
export type SitemapFile = { name: string; section: SitemapSection; skip: number; limit: number };

/**
 * The child files of a sitemap, or null when every address fits in one file. Each section is cut into
 * files of at most `limit` addresses: pages-1, listings-1, listings-2, ...
 */
export function sitemapFiles(counts: Record<SitemapSection, number>, limit = SITEMAP_URL_LIMIT): SitemapFile[] | null {
  if (counts.pages + counts.listings <= limit) return null;
  return (Object.keys(counts) as SitemapSection[]).flatMap((section) =>
    Array.from({ length: Math.ceil(counts[section] / limit) }, (_, i) => ({
      name: `${section}-${i + 1}`,
      section,
      skip: i * limit,
      limit,
    })),
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) =>
    [
      "<url>",
      `<loc>${escapeXml(url.loc)}</loc>`,
      url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : "",
      url.changefreq ? `<changefreq>${url.changefreq}</changefreq>` : "",
      url.priority !== undefined ? `<priority>${url.priority}</priority>` : "",
      ...Object.entries(url.alternates ?? {}).map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      ...(url.images ?? []).map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`),
      "</url>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(locations: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The pages and the place pages, in order (a place directory that cannot be read gives none). */
async function pageUrls(): Promise<SitemapUrl[]> {
  const pages: SitemapUrl[] = PUBLIC_PAGES.map(({ path, priority, changefreq }) => ({
    ...located(path),
    changefreq,
    priority,
  }));
  const places = placePaths(await getCachedPlaceDirectory()).map((path): SitemapUrl => ({
    ...located(path),
    changefreq: "daily",
    priority: 0.8,
  }));
  return [...pages, ...places];
}

async function listingUrls(slice?: { skip: number; limit: number }): Promise<SitemapUrl[]> {
  const listings = await getCachedSitemapListings(slice);
  return listings.map((p) => ({
    ...located(`/properties/${p._id}`),
    lastmod: p.updatedAt,
    changefreq: "weekly",
    priority: 0.7,
    images: [siteUrl(p.cover)],
  }));
}

/** The fixed pages alone, when the database cannot be read: kept for seconds only. */
async function degraded(error: unknown): Promise<string> {
  log.error({ cause: errorSummary(error) }, "Sitemap listings unavailable");
  await keepPageBriefly();
  return urlsetXml(PUBLIC_PAGES.map(({ path, priority, changefreq }) => ({ ...located(path), changefreq, priority })));
}

/** /sitemap.xml: every address, or the index of the child files once they do not fit in one. */
export async function sitemapXml(): Promise<string> {
  try {
    const [pages, listingCount] = await Promise.all([pageUrls(), getCachedSitemapListingCount()]);
    const files = sitemapFiles({ pages: pages.length, listings: listingCount });
    if (!files) return urlsetXml([...pages, ...(await listingUrls())]);
    return sitemapIndexXml(files.map((file) => siteUrl(`/sitemaps/${file.name}.xml`)));
  } catch (error) {
    return degraded(error);
  }
}

/** The spelling of every child file's name (sitemapFiles): anything else is answered without a database read. */
const CHILD_FILE_NAME = /^(pages|listings)-[1-9][0-9]{0,3}\.xml$/;

/** A child sitemap (/sitemaps/listings-2.xml), or null when no such file is part of the index. */
export async function childSitemapXml(name: string): Promise<string | null> {
  if (!CHILD_FILE_NAME.test(name)) return null;
  try {
    const [pages, listingCount] = await Promise.all([pageUrls(), getCachedSitemapListingCount()]);
    const file = sitemapFiles({ pages: pages.length, listings: listingCount })?.find((f) => `${f.name}.xml` === name);
    if (!file) return null;
    if (file.section === "pages") return urlsetXml(pages.slice(file.skip, file.skip + file.limit));
    return urlsetXml(await listingUrls({ skip: file.skip, limit: file.limit }));
  } catch (error) {
    return degraded(error);
  }
}
