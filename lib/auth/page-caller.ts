import { headers } from "next/headers";
import { resolveCaller, type Caller } from "@/lib/auth/caller";

/**
 * Who is asking for a page rendered per request (a signed-in page such as the profile), resolved exactly as
 * the route wrapper resolves an API call's caller: from the request's own headers (its cookie and address).
 * Reading the headers makes the page dynamic, which a signed-in page is anyway.
 */
export async function pageCaller(): Promise<Caller> {
  // Only the headers matter to resolveCaller; the address is never read.
  return resolveCaller(new Request("http://page.invalid/", { headers: await headers() }));
}
