/**
 * Keyword search without `$text` or user-supplied regexes: each listing stores the lower-cased words of its
 * title and location (plus their prefixes), indexed as a multikey array; a query matches when every word the
 * visitor typed is among them. Prefixes make "pat" find "Patia" while staying an exact index lookup.
 */
const MIN_PREFIX = 1;
const MAX_TOKEN = 24;
/** Bounds the `$all` list a single search can send to the database. */
const MAX_QUERY_TOKENS = 8;

/**
 * Lower-cased words of any script (Odia place names included); Latin accents are dropped so "Pātia" and
 * "patia" meet. Everything that is not a letter, mark or digit separates words.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((t) => t.slice(0, MAX_TOKEN));
}

export function buildKeywords(...parts: Array<string | number | undefined | null>): string[] {
  const words = new Set<string>();
  for (const part of parts) {
    if (part === undefined || part === null) continue;
    for (const token of tokenize(String(part))) {
      // "2bhk" is also findable as "2 bhk": add the letter and digit runs as words of their own.
      for (const word of [token, ...(token.match(/[\p{L}\p{M}]+|\p{N}+/gu) ?? [])]) {
        for (let i = MIN_PREFIX; i <= word.length; i++) words.add(word.slice(0, i));
      }
    }
  }
  return [...words];
}

/** The tokens a search box value must all match (deduplicated and bounded). */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_TOKENS);
}
