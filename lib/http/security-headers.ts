/**
 * The security headers of every answer (pages, API, uploads), set in next.config.ts. Kept here so they can
 * be tested; this file is read by the Next.js config loader, so it imports only files that import nothing,
 * and by relative paths: the loader reads `@/` from the config's folder, not from this file's.
 */
/* eslint-disable boundaries/imports */
import { contentSecurityPolicy } from "./content-security-policy.mjs";
import { LEGACY_PREFIXES } from "./legacy-paths";

export { contentSecurityPolicy, withInlineScripts } from "./content-security-policy.mjs";
/* eslint-enable boundaries/imports */

/**
 * The paths that never answer with a page: route handlers (the API and the old server's paths that
 * proxy.ts rewrites to it, uploads, the sitemaps, robots.txt) and files (Next.js's own, public/).
 */
export const NON_PAGE_PREFIXES = [
  "/api",
  "/uploads",
  "/sitemap.xml",
  "/sitemaps",
  "/robots.txt",
  "/_next",
  "/icon.svg",
  "/icons.svg",
  "/images",
  // The Odia and Devanagari font files (app/fonts).
  "/fonts",
  // The installed app's icons, its manifest (app/manifest.ts) and the service worker.
  "/icons",
  "/manifest.webmanifest",
  "/sw.js",
  ...LEGACY_PREFIXES,
];

/*
 * The sources below are unnamed groups, never named parameters (`/:path*`): when a matched source names a
 * parameter, Next.js fills it into every header value that holds a colon, compiling the value as a path
 * pattern on each request. The policy is full of colons (`https:`, origins), and that compile was the
 * largest single cost of answering a static file or an API call (docs/performance.md). Next.js drops the
 * matches of unnamed groups, so the values are sent as they are.
 */

/** A `headers()` source matching every path. */
export const EVERY_PATH = "/(.*)";

/**
 * A `headers()` source matching the paths under `prefixes` (each prefix itself and everything below it),
 * but not those starting with `except`.
 */
export function pathsUnder(prefixes: readonly string[], except?: string): string {
  const alternatives = prefixes.map((prefix) => prefix.slice(1).replace(/[.]/g, "\\."));
  const exclusion = except ? `(?!${except.slice(1)})` : "";
  return `/(${exclusion}(?:${alternatives.join("|")})(?:/.*)?)`;
}

/**
 * The build's scripts and styles (content-hashed, immutable): they are fetched by a page, never shown as one,
 * so the headers that only mean something on a document (framing, referrer, permissions, the policy) do
 * nothing there but weigh on each of the dozen files a page loads: about 1.1 KB of headers on each, more
 * than the smallest scripts themselves (docs/performance.md).
 */
export const BUILD_ASSETS = "/_next/static/chunks/";

/** A `headers()` source matching every path but those under BUILD_ASSETS. */
export const ALL_BUT_BUILD_ASSETS = `/((?!${BUILD_ASSETS.slice(1)}).*)`;

/**
 * Header rules for next.config.ts. In production a page's Content-Security-Policy comes with the page: from
 * proxy.ts for a page rendered per request (with its nonce), from the page cache for every other page (the
 * hashes of its inline scripts, lib/cache/page-answer.mjs). A second policy from here would be enforced as
 * well and block those scripts, so here the policy goes only on answers that are never pages; on them no
 * inline script runs. Development renders every page per request with 'unsafe-inline', from here, for all.
 * Every answer has nosniff (which also keeps a script from being read as anything else); every answer but
 * the build's scripts and styles has the document headers (BUILD_ASSETS says why).
 *
 * HSTS only when the site is served over TLS (SITE_URL https://): telling browsers to insist on HTTPS for a
 * site that has none would lock them out. Two years, subdomains included, as preload lists expect.
 */
export function securityHeaderRules({
  production,
  siteUrl,
  checkoutUrl,
  tileUrl,
}: {
  production: boolean;
  siteUrl: string;
  checkoutUrl?: string;
  tileUrl?: string;
}): Array<{ source: string; headers: Array<{ key: string; value: string }> }> {
  const policy = {
    key: "Content-Security-Policy",
    value: contentSecurityPolicy(production, checkoutUrl, [], tileUrl),
  };
  const everywhere = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    ...(siteUrl.startsWith("https://")
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
  const documents = [
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
  ];
  if (!production) return [{ source: EVERY_PATH, headers: [policy, ...everywhere, ...documents] }];
  return [
    { source: EVERY_PATH, headers: everywhere },
    { source: ALL_BUT_BUILD_ASSETS, headers: documents },
    { source: pathsUnder(NON_PAGE_PREFIXES, BUILD_ASSETS), headers: [policy] },
  ];
}
