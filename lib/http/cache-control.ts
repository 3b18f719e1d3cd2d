/**
 * API answers and signed-in pages are made for one caller: no shared cache (CDN, corporate proxy) may keep
 * them, and the browser keeps no copy either.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Public pages, the same for every visitor: a CDN keeps them for a minute and may serve a stale copy while it
 * fetches the new one (next.config.ts). Never on an error answer: a CDN would serve the error to everyone.
 */
export const SHARED_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=86400";

/**
 * Marks an API answer `private, no-store` unless its handler chose a policy itself (public data such as the
 * localities list says `public, s-maxage=...`). Next.js never lets a handler's header replace one set before
 * it ran, so the default is applied to the handler's answer here, not up front in proxy.ts.
 */
export function privateByDefault<R extends Response>(response: R): R | Response {
  if (response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  } catch {
    // Headers of Response.redirect() and fetch() answers are immutable: answer with a copy.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
