import { childSitemapXml } from "@/lib/sitemap";

// Cached as /sitemap.xml is; made on first request.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ file: string }> {
  return [];
}

/** One child file of the sitemap index (/sitemaps/listings-2.xml); 404 for a file the index does not name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await childSitemapXml((await params).file);
  if (xml === null) return new Response("Not found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
