/**
 * Compare: up to three listings side by side (/compare?ids=a,b,c), chosen in the browser without an account.
 * Browser-safe.
 */

export const COMPARE_MAX = 3;
export const COMPARE_PATH = "/compare";

const LISTING_ID = /^[0-9a-f]{24}$/i;

/**
 * The listing ids of a compare link: none when it names none; null when it is malformed (something other
 * than up to COMPARE_MAX comma-separated listing ids). A repeated id counts once.
 */
export function parseCompareIds(raw: string | string[] | undefined): string[] | null {
  if (raw === undefined) return [];
  if (Array.isArray(raw)) return raw.length === 0 ? [] : raw.length === 1 ? parseCompareIds(raw[0]) : null;
  const ids = raw === "" ? [] : raw.split(",").map((id) => id.trim().toLowerCase());
  if (!ids.every((id) => LISTING_ID.test(id))) return null;
  const unique = [...new Set(ids)];
  return unique.length <= COMPARE_MAX ? unique : null;
}

export const compareHref = (ids: readonly string[]) =>
  ids.length ? `${COMPARE_PATH}?ids=${ids.join(",")}` : COMPARE_PATH;
