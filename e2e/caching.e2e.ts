import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The HTML budget of a listing page, uncompressed: icons come from one sprite, client props are trimmed. */
const LISTING_HTML_BUDGET_BYTES = 120 * 1024;

async function listingPath(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/property?page=1&limit=1&sort=featured")).json();
  return `/properties/${body.properties[0]._id}`;
}

/** Console errors, failed requests and error answers a page causes. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A navigation that moves on cancels the previous page's image loads; that is not a failure.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test.describe("public pages", () => {
  test("home and a listing page are served from the full-page cache, with shared-cache headers", async ({
    request,
  }) => {
    const listing = await listingPath(request);
    for (const path of ["/", listing]) {
      // The first request may render the page (a listing's page is made on its first visit); the next is a hit.
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const second = await request.get(path);
      expect(second.status()).toBe(200);
      expect(second.headers()["x-nextjs-cache"], path).toBe("HIT");
      const cacheControl = second.headers()["cache-control"];
      expect(cacheControl, path).toContain("public");
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      expect(second.headers()["set-cookie"], path).toBeUndefined();
    }
    expect((await (await request.get(listing)).body()).length).toBeLessThanOrEqual(LISTING_HTML_BUDGET_BYTES);
  });

  test("API answers and the signed-in listing search are never marked for shared caches", async ({
    signedInPage: page,
  }) => {
    const list = await page.request.get("/properties");
    expect(list.status()).toBe(200);
    expect(list.headers()["cache-control"] ?? "").not.toContain("public");
    const session = await page.request.get("/api/user/home");
    expect(session.status()).toBe(200);
    expect(session.headers()["cache-control"]).toContain("private");
  });

  test("a signed-out visitor's home, listing and pricing pages log no errors and get no error answers", async ({
    page,
    request,
  }) => {
    const problems = collectProblems(page);
    for (const path of ["/", await listingPath(request), "/pricing"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeAttached();
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
});
