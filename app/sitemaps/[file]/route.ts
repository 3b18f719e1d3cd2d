import { PRIVATE_NO_STORE, SHARED_CACHE_CONTROL } from "@/lib/http/cache-control";
import { childSitemapXml } from "@/lib/seo/sitemap";

// Cached as /sitemap.xml is; made on first request.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ file: string }> {
  return [];
}

/** One child file of the sitemap index (/sitemaps/listings-2.xml); 404 for a file the index does not name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await childSitemapXml((await params).file);
  // Only a file of the index may be kept by a shared cache, never an error answer.
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED_CACHE_CONTROL },
  });
}
