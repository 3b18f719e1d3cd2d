import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { answerGoneIfMarked, isGonePage } from "@/lib/http/gone-pages";
import { withInlineScripts } from "@/lib/http/security-headers";

/**
 * Next.js writes inline scripts into every page (`self.__next_f.push(...)`, React's payload of that very
 * page, and a few loaders), so a Content-Security-Policy without `'unsafe-inline'` must name them. A page
 * rendered for one request gets a nonce (proxy.ts). A page sent whole, from Next.js's full-page cache or just
 * rendered into it, is the same for every visitor until it changes: its answer names the SHA-256 of each of
 * its inline scripts instead, worked out once per version of the page, so the page stays cacheable by
 * Next.js and by a CDN (which keeps the header with the page). A script injected into a page is in neither
 * list and does not run.
 */

const POLICY_HEADER = "content-security-policy";

/** An inline script element up to its end tag; attribute values may hold `>` when quoted. */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Script elements with these types are data (JSON-LD) that no browser runs. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The `'sha256-...'` sources of the inline scripts a browser would run in this HTML, in page order. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
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

/** What is kept of one version of a page: its scripts' sources, and the last policy made with them. */
type PageEntry = { sources: string[]; base?: string; policy?: string; gone?: boolean };

/**
 * The inline-script sources of recently sent pages, keyed by the page's string (Next.js's page cache hands
 * over the same string until the page changes), the least recently sent dropped once the pages kept add up
 * to more than `maxChars`.
 */
export class PageScriptSources {
  private readonly entries = new Map<string, PageEntry>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  sourcesOf(html: string): string[] {
    return this.entryOf(html).sources;
  }

  /** `base` allowing exactly the inline scripts of `html`; the same answer as long as neither changes. */
  policyFor(html: string, base: string): string {
    const entry = this.entryOf(html);
    if (entry.base !== base || entry.policy === undefined) {
      entry.base = base;
      entry.policy = withInlineScripts(base, entry.sources);
    }
    return entry.policy;
  }

  /** Whether the page is a closed listing's (lib/http/gone-pages.ts), worked out once per version. */
  isGone(html: string): boolean {
    const entry = this.entryOf(html);
    entry.gone ??= isGonePage(html);
    return entry.gone;
  }

  get size(): number {
    return this.entries.size;
  }

  private entryOf(html: string): PageEntry {
    const known = this.entries.get(html);
    if (known) {
      this.entries.delete(html);
      this.entries.set(html, known);
      return known;
    }
    const entry: PageEntry = { sources: inlineScriptSources(html) };
    if (html.length > this.maxChars) return entry;
    this.entries.set(html, entry);
    this.chars += html.length;
    for (const [oldest] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
    return entry;
  }
}

type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
const INSTALLED = Symbol.for("odisha-homes.page-scripts");
/** What `end` is on a response whose `end` a middleware (Next.js's compression) replaced. */
const WRAPPED_END = Symbol.for("odisha-homes.page-scripts.wrapped-end");

/**
 * Makes every HTML answer sent whole (`end(html)`: pages from the full-page cache, and pages rendered into
 * it) carry a policy that allows the inline scripts of that HTML. Streamed answers (pages rendered per
 * request, which carry their nonce) and every other answer go through untouched.
 *
 * Next.js's compression replaces `end` on each response and sends the headers before it passes the page on,
 * so a plain replacement of `ServerResponse.prototype.end` would see the page too late (and, compressed,
 * as gzip). `end` becomes an accessor instead: a middleware's assignment is kept per response, wrapped so
 * the header is set before the middleware runs, while the middleware's own reference to the previous `end`
 * (read before it assigned) is the one underneath. Install it last, after `sendCachedPagesAsBytes`.
 */
export function allowEachPageItsInlineScripts(
  prototype: ServerResponse,
  pages: PageScriptSources = new PageScriptSources(32 * 1024 * 1024),
): void {
  const target = prototype as ServerResponse & { [INSTALLED]?: true };
  if (target[INSTALLED]) return;
  target[INSTALLED] = true;

  const allowScriptsOf = (response: ServerResponse, chunk: unknown) => {
    answerGoneIfMarked(response, chunk, (html) => pages.isGone(html));
    if (typeof chunk !== "string" || response.headersSent) return;
    const type = response.getHeader("content-type");
    const policy = response.getHeader(POLICY_HEADER);
    if (typeof type === "string" && type.startsWith("text/html") && typeof policy === "string") {
      response.setHeader(POLICY_HEADER, pages.policyFor(chunk, policy));
    }
  };
  const underlying = prototype.end as unknown as End;
  const end: End = function (...args) {
    allowScriptsOf(this, args[0]);
    return underlying.apply(this, args);
  };
  Object.defineProperty(prototype, "end", {
    configurable: true,
    get(this: ServerResponse & { [WRAPPED_END]?: End }) {
      return this[WRAPPED_END] ?? end;
    },
    // Each assignment gets a wrapper of its own: a second middleware that read the first one's wrapper and
    // calls it from its own `end` then reaches the first middleware, never itself again.
    set(this: ServerResponse & { [WRAPPED_END]?: End }, wrapped: End) {
      this[WRAPPED_END] = function (...args) {
        allowScriptsOf(this, args[0]);
        return wrapped.apply(this, args);
      };
    },
  });
}
