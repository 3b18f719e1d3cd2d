import { badRequest, notFound } from "@/lib/http/errors";
import { isObjectId } from "@/lib/validation/object-id";

/** A path id that is not an ObjectId can name nothing: answer 404 rather than leak a cast error. */
export function parseIdOr404(id: string, what = "Not found"): string {
  if (!isObjectId(id)) throw notFound(what);
  return id;
}

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
