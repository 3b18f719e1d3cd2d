export const CHECKED_NEXT_VERSION: string;
export const APP_PAGE_KIND: string;
export function pathTags(pagePath: string): string[];
export function currentBuildId(cwd?: string): string | undefined;
export function pageEntry(
  value: { kind?: string; html?: unknown; headers?: Record<string, unknown>; status?: number } | null | undefined,
): { html: string; headers: Record<string, unknown>; status: number; setStatus: (status: number) => void } | null;
export function servedStale(
  entry: { cacheControl?: { revalidate?: number | false }; value?: { revalidate?: number | false } | null },
  ctx: { revalidate?: number | false } | undefined,
  now?: number,
): number | null;
