import type { NextResponse } from "next/server";
import { PRIVATE_NO_STORE } from "@/lib/http/cache-control";

/**
 * Marks an answer made for this browser alone `Cache-Control: private, no-store` (Next.js keeps a
 * Cache-Control set in the proxy): a shared cache in front must never keep a page made for one session, nor
 * a redirect or refusal that depends on it. (API answers get the same default from their handlers,
 * lib/http/cache-control.ts, where a handler of public data can choose otherwise.)
 */
export function forThisBrowserOnly<T extends NextResponse>(response: T): T {
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}
