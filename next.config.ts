import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { SHARED_CACHE_CONTROL } from "./lib/http/cache-control";
import { securityHeaderRules } from "./lib/http/security-headers";
import { DEVICE_WIDTHS, IMAGE_WIDTHS } from "./lib/images/photo-sources";
import { LISTING_FORM_BODY_LIMIT } from "./domain/listings/options";
import { tileSettings } from "./lib/maps/tiles";
import { checkoutScriptUrl } from "./domain/payments/options";
import { englishRewrites, prefixedSource } from "./lib/i18n/locales";
import { NON_PAGE_PREFIXES } from "./lib/http/security-headers";
import createNextIntlPlugin from "next-intl/plugin";

const isProduction = process.env.NODE_ENV === "production";

// Headers are fixed when the app is built: the public address at build time (SITE_URL, or NEXTAUTH_URL as
// lib/env.ts falls back to it) decides whether HSTS is sent.
const publicUrl = process.env.SITE_URL || process.env.NEXTAUTH_URL;
const siteUrl = publicUrl || "http://localhost:3000";

/**
 * Pages that are the same for every visitor (no cookie is read while rendering them): a CDN may keep them.
 * Next.js's own full-page cache holds them until a listing change expires them; a shared cache keeps them
 * for a minute and may serve a stale copy while it fetches the new one, so an edit reaches every visitor
 * within about a minute. Never API answers or the signed-in pages (/properties, /profile, admin). A header
 * set here goes on every answer of the path, whatever its status, and a route handler cannot replace it: routes
 * that can answer an error of their own (the child sitemaps) set the header themselves on success only.
 */
const SHARED_CACHE_PATHS = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/pricing",
  "/pricing/user",
  "/pricing/broker",
  "/privacy",
  "/terms",
  "/coming-soon",
  "/forgot-password",
  "/submit-property",
  "/properties/:id",
  "/:kind(rent|buy|plots)",
  "/:kind(rent|buy|plots)/:path+",
  "/sitemap.xml",
];

/**
 * Next.js's cache of pages and reads lives in memory, bounded: lib/cache/handler.mjs is the one module that
 * says where the cache lives and what it keeps. Past this many bytes the least recently used entries go
 * (Next.js's default size for the memory it keeps in front of its disk cache, so the server needs no more
 * memory than that; nothing is kept on disk, where Next.js never prunes).
 */
const CACHE_MAX_BYTES = 50 * 1024 * 1024;

/** next-intl's request configuration (the language of a render and its catalogue): docs/i18n.md. */
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** Addresses the English rewrite leaves alone: never pages, or the admin panel's own root (app/admin). */
const NOT_LOCALISED = [...NON_PAGE_PREFIXES, "/admin"];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  cacheHandler: require.resolve("./lib/cache/handler.mjs"),
  cacheMaxMemorySize: CACHE_MAX_BYTES,
  experimental: {
    // proxy.ts runs before the old server's paths (/property/submissions, ...) and passes on a request body
    // only up to this size, cut off there (10 MB by default, less than the listing forms' photos). One byte
    // more than the largest body a route accepts, so a larger one is refused by the route's own cap, with a
    // message that states the limits.
    proxyClientMaxBodySize: LISTING_FORM_BODY_LIMIT + 1,
    // The site has two roots (the public pages under app/[locale], the admin panel), so an address under
    // neither gets app/global-not-found.tsx, which brings its own document (docs/i18n.md).
    globalNotFound: true,
  },
  // proxy.ts sees the address the server gives each request, not Next.js's normalised copy of it, so the
  // rewrites it builds stay inside the server however it was started (lib/http/proxy-responses.ts).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // No ETag on pages: Next.js computes it by hashing the whole page in JavaScript on every answer, a large
  // share of the cost of serving a cached page (docs/performance.md). The pages carry s-maxage for the CDN
  // in front, which keeps its own validators; a browser coming back re-reads one compressed page.
  generateEtags: false,
  // The job queue (lib/jobs: agenda and its MongoDB backend) is loaded by Node as it is, not bundled.
  serverExternalPackages: ["mongoose", "razorpay", "agenda", "@agendajs/mongo-backend"],
  images: {
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    formats: ["image/avif", "image/webp"],
    // The widths components/ui/photo.tsx asks for (lib/images/photo-sources.ts says why so few).
    deviceSizes: DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
  },
  // English pages keep their unprefixed addresses; they are served by the `en` route of app/[locale]. A
  // rewrite here, not a proxy step: the proxy runs for a few addresses only (docs/i18n.md).
  async rewrites() {
    return { beforeFiles: englishRewrites(NOT_LOCALISED), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      ...securityHeaderRules({
        production: isProduction,
        siteUrl,
        checkoutUrl: checkoutScriptUrl(),
        tileUrl: tileSettings().url,
      }),
      ...[
        ...SHARED_CACHE_PATHS,
        ...SHARED_CACHE_PATHS.filter((path) => !NOT_LOCALISED.includes(path)).map(prefixedSource),
      ].map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: SHARED_CACHE_CONTROL }],
      })),
    ];
  },
};

export default function config(phase: string): NextConfig {
  // A build renders the public pages (canonical URLs, the sitemap's links) with the address it is given; the
  // production server refuses to start without one (lib/env.ts), but the build only warns, so a build for a
  // quick local look still works. The build loads this file more than once (its workers inherit the marker):
  // one warning is enough.
  if (phase === PHASE_PRODUCTION_BUILD && !publicUrl && !process.env.SITE_URL_WARNING_SHOWN) {
    process.env.SITE_URL_WARNING_SHOWN = "1";
    console.warn(
      `[config] Neither SITE_URL nor NEXTAUTH_URL is set: the pages are built to link to ${siteUrl}. Set SITE_URL to the public address when building for production.`,
    );
  }
  return withNextIntl(nextConfig);
}
