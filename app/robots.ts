import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site";

// Read at request time so the sitemap address follows SITE_URL of the running server, not of the build.
export const dynamic = "force-dynamic";

/** Crawlers may read every public page; the API (and its legacy paths), accounts and admin stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/admin", "/profile", "/auth/", "/user/", "/property/"],
      },
    ],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
