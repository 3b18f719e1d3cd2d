import { badRequest } from "@/lib/http/errors";

/**
 * Reads a query string into a plain object, refusing bracketed keys (`q[$gt]=`) and repeated keys that
 * would let a value arrive as an object or array instead of a string.
 */
export function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.includes("[") || key.includes("]") || key.startsWith("$")) {
      throw badRequest(`Unsupported query parameter: ${key}`);
    }
    if (key in out) throw badRequest(`Query parameter given more than once: ${key}`);
    out[key] = value;
  }
  return out;
}
