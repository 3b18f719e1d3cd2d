import type { ServerResponse } from "node:http";

/**
 * Next.js answers a page from its full-page cache with `res.end(html)`, the page as a JavaScript string. A
 * page holding any character beyond Latin-1 (the rupee sign, a curly quote, a word of Odia in a listing) is
 * a two-byte string, which Node encodes to UTF-8 anew on every answer: on a 2-core machine about 0.3 ms for
 * the home page's 109 KB, a third of the cost of serving it. This keeps the encoded bytes of cached pages,
 * keyed by the string Next.js hands over (its page cache returns the same string until the page changes), so
 * each version of a page is encoded once.
 */

/** Strings shorter than this are encoded quickly enough; the map is for whole pages. */
const MIN_CHARS = 8 * 1024;
/** Next.js marks every answer of its full-page cache (HIT, STALE, or MISS when it just rendered the page). */
const CACHE_HEADER = "x-nextjs-cache";
const INSTALLED = Symbol.for("odisha-homes.encoded-pages");

/** The UTF-8 bytes of recently served pages, the oldest dropped once they hold more than `maxBytes`. */
export class EncodedPages {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  bytesOf(html: string): Buffer {
    const known = this.entries.get(html);
    if (known) {
      // Most recently used last, so eviction takes the page nobody asked for longest.
      this.entries.delete(html);
      this.entries.set(html, known);
      return known;
    }
    const encoded = Buffer.from(html, "utf8");
    if (encoded.length > this.maxBytes) return encoded;
    this.entries.set(html, encoded);
    this.bytes += encoded.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
    return encoded;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

type End = ServerResponse["end"];

/**
 * Makes `end(html)` of full-page-cache answers send the page's kept bytes. Every other answer (API JSON,
 * streamed renders, short strings, another encoding) goes through untouched. Installs once per prototype.
 */
export function sendCachedPagesAsBytes(
  prototype: ServerResponse,
  pages: EncodedPages = new EncodedPages(32 * 1024 * 1024),
): void {
  const target = prototype as ServerResponse & { [INSTALLED]?: true };
  if (target[INSTALLED]) return;
  target[INSTALLED] = true;
  const end: End = prototype.end;
  prototype.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (
      typeof chunk === "string" &&
      chunk.length >= MIN_CHARS &&
      (typeof encoding !== "string" || /^utf-?8$/i.test(encoding)) &&
      this.hasHeader(CACHE_HEADER)
    ) {
      args[0] = pages.bytesOf(chunk);
      if (typeof encoding === "string") args.splice(1, 1);
    }
    return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as End;
}
