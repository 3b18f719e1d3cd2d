import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

/**
 * Asks for `url` until the page cache answers it as it is now (x-nextjs-cache: HIT), optionally showing
 * `text`. A page is made on its first request (a MISS), and a page that a listing change marked stale is
 * answered from before once more (STALE) while one render in the background replaces it
 * (lib/listings/cache.ts): the answer right after either may still be on its way.
 */
export async function freshFromCache(request: APIRequestContext, url: string, text?: string): Promise<APIResponse> {
  let answer: APIResponse | undefined;
  await expect(async () => {
    answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()["x-nextjs-cache"], url).toBe("HIT");
    if (text !== undefined) expect(await answer.text(), url).toContain(text);
  }).toPass({ timeout: 60_000 });
  return answer!;
}
