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

/** Whether a page's HTML is a closed listing's page (a scan of the whole page: keep the answer per version). */
export const isGonePage = (html: string): boolean => html.includes(MARKER);

/**
 * Sets 410 on a marked listing page about to be sent whole. `isGone` answers for the HTML; the page-scripts
 * hook passes one that remembers its answer per version of the page, so a cached page is scanned once.
 */
export function answerGoneIfMarked(
  response: ServerResponse,
  chunk: unknown,
  isGone: (html: string) => boolean = isGonePage,
): void {
  if (typeof chunk !== "string" || response.headersSent || response.statusCode !== 200) return;
  const url = (response as ServerResponse & { req?: IncomingMessage }).req?.url ?? "";
  if (!url.startsWith("/properties/")) return;
  const type = response.getHeader("content-type");
  if (typeof type !== "string" || !type.startsWith("text/html")) return;
  if (isGone(chunk)) response.statusCode = 410;
}
