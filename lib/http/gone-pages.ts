import type { IncomingMessage, ServerResponse } from "node:http";
import { LISTING_GONE_ATTRIBUTE } from "@/lib/owners/options";

/**
 * A listing its owner closed keeps its page (what it was, similar homes nearby), answered with 410 Gone so
 * search engines drop it. Next.js gives a page no way to choose its status, and listing pages are served
 * from the full-page cache without the proxy; so the page carries a marker attribute and, when the page is
 * sent whole (from the cache, or just rendered into it), the status is set here before the headers go. Only
 * HTML answers of /properties/ paths are looked at.
 */
const MARKER = `${LISTING_GONE_ATTRIBUTE}="true"`;

export function answerGoneIfMarked(response: ServerResponse, chunk: unknown): void {
  if (typeof chunk !== "string" || response.headersSent || response.statusCode !== 200) return;
  const url = (response as ServerResponse & { req?: IncomingMessage }).req?.url ?? "";
  if (!url.startsWith("/properties/")) return;
  const type = response.getHeader("content-type");
  if (typeof type !== "string" || !type.startsWith("text/html")) return;
  if (chunk.includes(MARKER)) response.statusCode = 410;
}
