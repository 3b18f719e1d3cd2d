// Cold renders: the first answer of a page right after the server has started. The cache handler keeps
// pages and cached reads in memory only (lib/cache/handler.mjs), so after a start nothing is cached, and
// the first visitor of each page waits for its whole render from the database. Measured before any other
// request that renders a page or reads listings, one page at a time.
import { table, type Check } from "./bench-report";

/** The first answer of a page after a start: under 2 s, whole (status 200 and its last byte). */
export const COLD_RENDER_BUDGET_MS = 2000;

export type ColdRender = {
  label: string;
  path: string;
  status: number;
  /** The whole answer's time, from sending the request to its last byte. */
  ms: number;
  bytes: number;
  /** The x-nextjs-cache header of the answer (MISS: rendered for this request), empty when none was sent. */
  cache: string;
};

/** Requests each page once, one after another, and times each whole answer. Redirects are not followed. */
export async function timeColdRenders(
  baseUrl: string,
  pages: Array<{ label: string; path: string }>,
): Promise<ColdRender[]> {
  const rows: ColdRender[] = [];
  for (const page of pages) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${page.path}`, { redirect: "manual" });
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = Math.round(performance.now() - started);
    rows.push({ ...page, status: response.status, ms, bytes, cache: response.headers.get("x-nextjs-cache") ?? "" });
  }
  return rows;
}

/** Each page's first answer after a start: status 200 within 2 s. */
export function evaluateColdRenders(rows: ColdRender[]): Check[] {
  return rows.map((r) => ({
    name: `${r.label}, first answer after a start, nothing cached: 200 in < ${COLD_RENDER_BUDGET_MS / 1000} s`,
    pass: r.status === 200 && r.ms < COLD_RENDER_BUDGET_MS,
    measured: `${r.ms} ms, status ${r.status}`,
  }));
}

/** A Markdown table of the first answers, with the target beside each. */
export function coldRendersTable(rows: ColdRender[]): string {
  return table(
    ["first answer after a start, nothing cached", "status", "cache", "KB", "ms", "target"],
    rows.map((r) => [
      `${r.label} \`${r.path}\``,
      String(r.status),
      r.cache,
      (r.bytes / 1024).toFixed(0),
      String(r.ms),
      `200 in < ${COLD_RENDER_BUDGET_MS} ms`,
    ]),
  );
}
