import { request as playwrightRequest, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { builtApiRoutes, builtPageRoutes, fillRoute, fullPageCacheRoutes } from "./support/built-routes";
import { isGuardedPath } from "@/lib/auth/callback-url";
import { legacyApiPath } from "@/lib/http/legacy-paths";
import { LIST_PATH, LIST_STATE_PATH } from "@/lib/listings/links/list-page";
import { PLACE_KINDS } from "@/lib/listings/links/browse";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { freshFromCache } from "./support/page-cache";

/** The HTML budget of a listing page, uncompressed: icons come from one sprite, client props are trimmed. */
const LISTING_HTML_BUDGET_BYTES = 120 * 1024;

async function listingId(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/property?page=1&limit=1&sort=featured")).json();
  return body.properties[0]._id;
}

async function listingPath(request: APIRequestContext): Promise<string> {
  return `/properties/${await listingId(request)}`;
}

/** An id no document has: routes with parameters answer their not-found or refusal for it. */
const UNKNOWN_ID = "000000000000000000000000";

/** What a shared cache (CDN, proxy) must never keep: the answer is for this browser only. */
/** API routes that answer with an event stream (server-sent events), open until the browser leaves. */
const STREAMS = new Set(["/api/conversations/stream"]);

function expectPrivate(answer: APIResponse, what: string) {
  const cacheControl = answer.headers()["cache-control"] ?? "";
  expect(cacheControl, what).toContain("private");
  expect(cacheControl, what).toContain("no-store");
  expect(cacheControl, what).not.toMatch(/public|s-maxage/);
}

/**
 * The guarded pages of the build, found with the guard's own rule: every page route it guards, and an
 * address below each one whose sub-paths it guards too (e.g. /admin/dashboard/...). The listing search is
 * the exception that is `cached`: proxy.ts rewrites each of its states to one route the full-page cache
 * serves, after the guard.
 */
function guardedPages(): { path: string; exists: boolean; cached: boolean }[] {
  const routes = builtPageRoutes();
  const pages = routes
    .filter((route) => isGuardedPath(route))
    .flatMap((route) => {
      const path = fillRoute(route, UNKNOWN_ID);
      const below = `${path}/not-a-page`;
      return [
        { path, exists: true, cached: false },
        ...(isGuardedPath(below) ? [{ path: below, exists: false, cached: false }] : []),
      ];
    });
  if (routes.some((route) => route.startsWith(`${LIST_STATE_PATH}/`))) {
    pages.push(
      { path: LIST_PATH, exists: true, cached: true },
      { path: `${LIST_PATH}?bhk=2`, exists: true, cached: true },
    );
  }
  return pages;
}

/** Answers of public data a handler marks for shared caches itself; every other API answer is private. */
const PUBLIC_API_ROUTES = new Set(["/api/property/localities"]);

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
      // The first request may render the page (a listing's page is made on its first visit); then a hit.
      const second = await freshFromCache(request, path);
      const cacheControl = second.headers()["cache-control"];
      expect(cacheControl, path).toContain("public");
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      expect(second.headers()["set-cookie"], path).toBeUndefined();
    }
    expect((await (await request.get(listing)).body()).length).toBeLessThanOrEqual(LISTING_HTML_BUDGET_BYTES);
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

  test("every page the full-page cache serves answers from it with shared-cache headers", async ({ request }) => {
    const id = await listingId(request);
    // The sitemap's child files exist only once it passes 45,000 addresses, more than the demo data has.
    // The listing search's states are cached too, but only ever sent to a signed-in visitor (checked below).
    // The web app manifest is a file the browser fetches, not a page: it has the framework's own lifetime;
    // the script fonts are files kept a year under versioned names (app/fonts, checked in i18n.e2e.ts).
    const routes = fullPageCacheRoutes().filter(
      (route) =>
        !isGuardedPath(route) &&
        route !== "/sitemaps/[file]" &&
        route !== "/manifest.webmanifest" &&
        route !== "/fonts/[file]" &&
        !route.startsWith(`${LIST_STATE_PATH}/`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        "/",
        "/pricing",
        "/properties/[id]",
        "/sitemap.xml",
        "/[kind]",
        "/[kind]/[city]/[locality]",
      ]),
    );
    // Place pages take a kind (each of rent, buy and plots), a city, a locality and a canonical query.
    const paths = routes.flatMap((route) =>
      route.startsWith("/[kind]")
        ? Object.keys(PLACE_KINDS).map((kind) => fillPlaceRoute(route, kind))
        : [fillRoute(route, id)],
    );
    for (const path of paths) {
      expect((await request.get(path)).status(), path).toBe(200);
      // A page kept for a time (the pricing pages' offer: a minute) answers STALE while it is made again in
      // the background, also from the cache; once made, the next answer is a hit.
      await expect
        .poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path, timeout: 30_000 })
        .toBe("HIT");
      const again = await request.get(path);
      expect(again.headers()["cache-control"], path).toBe("public, s-maxage=60, stale-while-revalidate=86400");
    }
  });
});

test("an owner closing and reopening a listing that was never live expires no public page", async ({
  request,
  createUser,
}) => {
  const owner = await createUser();
  const user = await User.findOne({ email: owner.email }, { _id: 1 }).lean();
  // A submission the team never approved, in a locality of its own: no public page shows it.
  const pending = await Property.create({
    title: `Never live ${Date.now().toString(36)}`,
    description: "Waiting for the team.",
    price: 12000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 1,
    bathrooms: 1,
    location: { address: "Lane 1, Nayapalli", locality: "Nayapalli", city: "Bhubaneswar", state: "Odisha" },
    source: "public",
    owner: { name: "Owner", phone: "9437012345", email: owner.email },
    images: [{ url: "/images/listings/apartment-3.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-3.jpg"],
    isActive: false,
    awaitingReview: true,
    account: user!._id,
  });
  try {
    const pages = ["/", "/rent/bhubaneswar/patia", "/sitemap.xml"];
    for (const path of pages) await freshFromCache(request, path);
    const login = await request.post("/api/user/login", { data: { email: owner.email, password: owner.password } });
    expect(login.status()).toBe(200);
    const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
    for (const round of [1, 2]) {
      const closed = await request.post(`/api/my/listings/${pending._id}/close`, {
        data: { reason: "other" },
        headers: origin,
      });
      expect(closed.status(), `close ${round}`).toBe(200);
      const reopened = await request.post(`/api/my/listings/${pending._id}/reopen`, { headers: origin });
      expect(reopened.status(), `reopen ${round}`).toBe(200);
    }
    for (const path of pages) expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
  } finally {
    await Property.deleteOne({ _id: pending._id });
  }
});

// A search every kind keeps (plots have no BHK); asked for by its route's own address, it is sent to its
// public one, which is served from that route.
const PLACE_SAMPLE: Record<string, string> = { city: "bhubaneswar", locality: "patia", filters: "minPrice=1000" };
/** A concrete address of a place route for one kind (rent, buy, plots). */
const fillPlaceRoute = (route: string, kind: string) =>
  route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(name === "kind" ? kind : PLACE_SAMPLE[name]));

test.describe("signed-in pages and the API", () => {
  test("every guarded page answers private, no-store, signed in or not; only the listing search comes from the page cache", async ({
    page,
    createUser,
    baseURL,
  }) => {
    // An admin may open every guarded page.
    await signInAsAdmin(page, createUser);
    const pages = guardedPages();
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/properties", "/profile", "/admin/dashboard", "/admin/dashboard/not-a-page"]),
    );
    const signedOut = await playwrightRequest.newContext({ baseURL });
    try {
      for (const { path, exists, cached } of pages) {
        // Twice: a page kept in the full-page cache is a HIT the second time.
        for (let i = 0; i < 2; i++) {
          const answer = await page.request.get(path, { maxRedirects: 0 });
          expect(answer.status(), path).toBe(exists ? 200 : 404);
          expectPrivate(answer, path);
          // (An address with no page gets the site's not-found page, the same for everyone.)
          if (exists && !cached) expect(answer.headers()["x-nextjs-cache"], path).toBeUndefined();
          if (cached && i === 1) expect(answer.headers()["x-nextjs-cache"], path).toBe("HIT");
        }
        const refused = await signedOut.get(path, { maxRedirects: 0 });
        expect(refused.status(), path).toBe(307);
        expectPrivate(refused, `${path} signed out`);
      }
      // A cached state asked for by its own address goes back to the guarded one.
      const direct = await signedOut.get(`${LIST_STATE_PATH}/${encodeURIComponent("bhk=2")}`, { maxRedirects: 0 });
      expect(direct.status()).toBe(308);
      const target = new URL(direct.headers()["location"], baseURL);
      expect(`${target.pathname}${target.search}`).toBe(`${LIST_PATH}?bhk=2`);
      expectPrivate(direct, "a cached state's own address");
    } finally {
      await signedOut.dispose();
    }
  });

  test("every API answer, under /api and the old paths, is private, no-store unless it is public data", async ({
    page,
    createUser,
    baseURL,
  }) => {
    const login = await signInAsAdmin(page, createUser);
    // The sign-in answer names the account.
    expectPrivate(login, "POST /api/admin/login");
    const routes = builtApiRoutes();
    expect(routes).toEqual(expect.arrayContaining(["/api/user/home", "/api/admin/user-list", "/api/favourites"]));
    const check = (route: string, answer: APIResponse, what: string) => {
      if (PUBLIC_API_ROUTES.has(route)) expect(answer.headers()["cache-control"], what).toMatch(/^public, /);
      else expectPrivate(answer, what);
    };
    // Reads first, signed in as an admin, so the answers that name people are among them.
    const writeOnly: string[] = [];
    for (const route of routes) {
      const path = fillRoute(route, UNKNOWN_ID);
      // The old server's address of the same handler, where there is one.
      const legacy = path.slice("/api".length);
      if (STREAMS.has(route)) {
        // An event stream never ends: its headers are read with the admin's cookies, then it is let go.
        const cookie = (await page.context().cookies(baseURL!)).map((c) => `${c.name}=${c.value}`).join("; ");
        const stop = new AbortController();
        const answer = await fetch(new URL(path, baseURL).href, { headers: { cookie }, signal: stop.signal });
        stop.abort();
        expect(answer.headers.get("cache-control"), `GET ${path} (${answer.status})`).toMatch(/^private, no-store/);
        continue;
      }
      for (const address of legacyApiPath(legacy) === path ? [path, legacy] : [path]) {
        const answer = await page.request.get(address, { maxRedirects: 0 });
        // Next.js's own 405 for a method the route lacks carries nothing: the route is asked with its own below.
        if (answer.status() === 405) writeOnly.push(route);
        else check(route, answer, `GET ${address} (${answer.status()})`);
      }
    }
    expectPrivate(await page.request.get("/api/auth/session"), "GET /api/auth/session");
    // Then each write-only route with an empty body, from this site: its refusals must be private too. (One
    // of them signs out, which is why they come last.)
    for (const route of new Set(writeOnly)) {
      const path = fillRoute(route, UNKNOWN_ID);
      let answered = false;
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await page.request.fetch(path, {
          method,
          data: {},
          headers: { origin: new URL(baseURL!).origin },
          maxRedirects: 0,
        });
        if (answer.status() === 405) continue;
        check(route, answer, `${method} ${path} (${answer.status()})`);
        answered = true;
        break;
      }
      expect(answered, `${route} answers no method`).toBe(true);
    }
  });
});
