// What a page's entry in Next.js's page cache says about its answer besides the page itself. The cache
// handler (lib/cache/handler.mjs) writes it into the entry it is handed; Next.js sends an entry's `headers`
// and `status` with every answer it makes from the entry (the entry's shape: lib/cache/next-internals.mjs).
import { createHash } from "node:crypto";
import { withInlineScripts } from "../http/content-security-policy.mjs";
import { pageEntry } from "./next-internals.mjs";

/** An inline script element up to its end tag; attribute values may hold `>` when quoted. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Script elements with these types are data (JSON-LD) that no browser runs. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/**
 * The `'sha256-...'` sources of the inline scripts a browser would run in this HTML, in page order.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptSources(html) {
  const sources = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    // Browsers hash the text as parsed: line breaks normalised to \n, encoded as UTF-8.
    const text = body.replace(/\r\n?/g, "\n");
    sources.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** The marker of a closed listing's page: LISTING_GONE_ATTRIBUTE of domain/owners/options.ts, set to true. */
const GONE_MARKER = `data-listing-gone="true"`;
/** A closed listing's page (components/owners/gone-listing.tsx), answered 410 Gone so search engines drop it. */
export const GONE = 410;

/**
 * Writes into a page's entry, as Next.js hands it to the cache handler's `set`, what its answers say:
 *
 * - Content-Security-Policy: `policy` naming the SHA-256 of each of the page's inline scripts. Next.js writes
 *   inline scripts into every page (`self.__next_f.push(...)`, React's payload of that very page, and a few
 *   loaders); a page rendered for one request names them with a nonce (proxy.ts), but a page of the cache
 *   is the same for every visitor until it changes, so its policy names their hashes, worked out once per
 *   version of the page. The page stays cacheable by Next.js and by a CDN (which keeps the header with the
 *   page). A script injected into the page is not among them and does not run.
 * - 410 instead of 200 for a closed listing's page, which carries the marker attribute: Next.js gives a page
 *   no other way to choose its status.
 *
 * Entries of other kinds (route answers such as the sitemap, cached reads) are left as they are.
 *
 * @param {{ kind?: string, html?: unknown, headers?: Record<string, unknown>, status?: number } | null | undefined} value
 * @param {string} policy the server's policy before any inline script is named (serverPolicy())
 */
export function describePageAnswer(value, policy) {
  const page = pageEntry(value);
  if (!page) return;
  page.headers["content-security-policy"] = withInlineScripts(policy, inlineScriptSources(page.html));
  if (page.status === 200 && page.html.includes(GONE_MARKER)) page.setStatus(GONE);
}
