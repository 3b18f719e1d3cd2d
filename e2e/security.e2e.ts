import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { PLACE_KINDS } from "@/lib/listings/links/browse";
import { Property } from "@/models/Property";
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { builtPageRoutes } from "./support/built-routes";
import { directive, expectHydrated, inlineScriptsNotAllowed, watchPolicyViolations } from "./support/csp";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("pages, API answers and uploads carry the security headers (no HSTS on plain http)", async ({ request }) => {
  for (const path of [
    "/",
    "/pricing",
    "/api/health",
    "/api/property/property?limit=1",
    "/uploads/profile/missing.jpg",
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers, path).toMatchObject(SECURITY_HEADERS);
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  // The build's scripts: nosniff, and none of the document headers, which mean nothing on a script.
  const html = await (await request.get("/pricing")).text();
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const headers = (await request.get(script!)).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "permissions-policy"]) {
    expect(headers[name], name).toBeUndefined();
  }
});

test("the session cookie is httpOnly and SameSite=Lax (Secure only behind https)", async ({ request, createUser }) => {
  const user = await createUser();
  const response = await request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session-token"))!;
  expect(cookie.value).toMatch(/HttpOnly/i);
  expect(cookie.value).toMatch(/SameSite=Lax/i);
  expect(cookie.value).not.toMatch(/;\s*Secure/i);
});

test("paths with broken percent-encoding answer 400 or 404, never 500", async ({ request }) => {
  for (const path of [
    "/api/property/property/%E0%A4%A",
    "/properties/%E0%A4%A",
    "/uploads/%E0%A4%A/x.jpg",
    "/api/property/similar/%E0%A4%A",
    "/property/property/%",
    // Outside the routes with dynamic segments, and encodings that are not UTF-8 (overlong, a surrogate).
    "/sale/%E0%A4%A",
    "/sale/%ED%A0%80",
    "/commercial/%ED%A0%80",
    "/%ZZ",
    "/%C0%80",
    "/xyz/%ZZ",
    "/alerts/%C0%80",
    "/compare/%C0%80",
    "/profile/%C0%80",
  ]) {
    const status = (await request.get(path)).status();
    expect([400, 404], `${path} answered ${status}`).toContain(status);
  }
  // A plain letter spelled as its encoding is the plain address: a guarded page is still guarded.
  for (const [spelled, plain] of [
    ["/profil%65", "/profile"],
    ["/messag%65s", "/messages"],
  ]) {
    const answer = await request.get(spelled, { maxRedirects: 0 });
    expect(answer.status(), `${spelled} answered ${answer.status()}`).toBe(308);
    expect(new URL(answer.headers().location!, "http://x").pathname).toBe(plain);
  }
});

/** What a TLS-terminating proxy in front adds: the protocol it spoke, and the host the browser asked for. */
const BEHIND_TLS_PROXY = { "x-forwarded-proto": "https", "x-forwarded-host": "homes.example" };

/** A public cache header: a CDN in front would keep the answer for everyone. */
const isPublic = (cacheControl: string | undefined) => /public|s-maxage/.test(cacheControl ?? "");

test("behind a TLS proxy, narrowed place pages and the signed-in search render from the server itself", async ({
  request,
  createUser,
}) => {
  for (const path of [
    "/rent/bhubaneswar/patia?bhk=2",
    "/rent/bhubaneswar?bhk=2&sort=price_asc",
    "/buy/bhubaneswar?bhk=3",
  ]) {
    const response = await request.get(path, { headers: BEHIND_TLS_PROXY, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // An internal rewrite is named by its path; an origin would mean Next.js proxied the request to itself.
    expect(response.headers()["x-middleware-rewrite"], path).toMatch(/^\/(rent|buy)\//);
  }
  // A redirect to the canonical address stays on the address the browser used.
  const noisy = await request.get("/rent/bhubaneswar/patia?bhk=2&zzz=1", {
    headers: BEHIND_TLS_PROXY,
    maxRedirects: 0,
  });
  expect(noisy.status()).toBe(308);
  expect(noisy.headers()["location"]).toBe("/rent/bhubaneswar/patia?bhk=2");

  const user = await createUser();
  // The request context keeps the session cookie, as a browser would.
  const login = await request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const search = await request.get("/properties?bhk=2", { headers: BEHIND_TLS_PROXY, maxRedirects: 0 });
  expect(search.status()).toBe(200);
  expect(search.headers()["x-middleware-rewrite"]).toMatch(/^\/properties\/search\//);
  expect(search.headers()["cache-control"]).toBe("private, no-store");
});

test("search routes asked for by their own address answer 404 or go to the search they spell; errors are never publicly cached", async ({
  request,
}) => {
  const junk = await request.get("/rent/bhubaneswar/patia/junk123", { maxRedirects: 0 });
  expect(junk.status()).toBe(404);
  const spelled = await request.get("/rent/bhubaneswar/patia/bhk=2&zzz=1", { maxRedirects: 0 });
  expect(spelled.status()).toBe(308);
  expect(spelled.headers()["location"]).toBe("/rent/bhubaneswar/patia?bhk=2");
  for (const path of ["/rent/%E0%A4%A", "/buy/bhubaneswar/patia/%E0%A4%A", "/plots/%ZZ", "/sitemaps/%FF.xml"]) {
    const response = await request.get(path, { headers: BEHIND_TLS_PROXY, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(isPublic(response.headers()["cache-control"]), path).toBe(false);
  }
  for (const path of ["/rent/bhubaneswar/patia/junk123", "/sitemaps/nonsense.xml", "/sitemaps/listings-99.xml"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(isPublic(response.headers()["cache-control"]), path).toBe(false);
  }
});

test("a copied session cookie stops working after logout, for pages and the API", async ({
  page,
  signIn,
  createUser,
  baseURL,
}) => {
  const user = await createUser();
  await signIn(page, user);
  const [session] = (await page.context().cookies()).filter((c) => c.name.endsWith("session-token"));
  expect(session).toBeTruthy();

  const copy = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${session.name}=${session.value}` },
  });
  expect((await copy.get("/api/user/home")).status()).toBe(200);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  expect((await copy.get("/api/user/home")).status()).toBe(401);
  expect(await (await copy.get("/api/auth/session")).json()).toEqual({});
  const guarded = await copy.get("/profile", { maxRedirects: 0 });
  expect(guarded.status()).toBe(307);
  expect(guarded.headers().location).toContain("/login");
  await copy.dispose();
});

test("cookie-authenticated writes from another site are refused, and JSON routes take JSON only", async ({
  page,
  signIn,
  signedInUser,
  baseURL,
}) => {
  await signIn(page, signedInUser);
  const list = await (await page.request.get("/api/property/property?limit=1")).json();
  const id = list.properties[0]._id;
  const forged = await page.request.put(`/api/favourites/${id}`, { headers: { origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
  const same = await page.request.put(`/api/favourites/${id}`, { headers: { origin: new URL(baseURL!).origin } });
  expect(same.status()).toBe(200);

  const form = await page.request.post("/api/user/login", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({ email: signedInUser.email, password: signedInUser.password }),
  });
  expect(form.status()).toBe(415);
});

async function listingPath(request: APIRequestContext): Promise<string> {
  const body = await (await request.get("/api/property/property?page=1&limit=1&sort=featured")).json();
  return `/properties/${body.properties[0]._id}`;
}

test.describe("Content-Security-Policy", () => {
  test("every page's policy runs exactly the inline scripts the page sent: no 'unsafe-inline' for scripts", async ({
    page,
    createUser,
  }) => {
    // An admin may open every page, the guarded ones included.
    await signInAsAdmin(page, createUser);
    const listing = await listingPath(page.request);
    const routes = builtPageRoutes();
    expect(routes).toEqual(expect.arrayContaining(["/", "/properties/[id]", "/pricing", "/login", "/admin/dashboard"]));
    const pages = [
      ...routes.map((route) => ({ path: route.includes("[") ? listing : route, status: 200 })),
      // The kinds' own pages, one route with a parameter: /rent, /buy and /plots.
      ...Object.keys(PLACE_KINDS).map((kind) => ({ path: `/${kind}`, status: 200 })),
      // A place page narrowed by filters, which proxy.ts rewrites to the route of its canonical query.
      { path: "/rent/bhubaneswar/patia?bhk=2", status: 200 },
      // The not-found pages: of an address with no page, and of a listing that does not exist.
      { path: "/no-such-page", status: 404 },
      { path: "/properties/000000000000000000000000", status: 404 },
    ];
    for (const { path, status } of pages) {
      // Twice: a page of the full-page cache is rendered by the first request or the build, sent from the cache next.
      for (let i = 0; i < 2; i++) {
        const answer = await page.request.get(path);
        expect(answer.status(), path).toBe(status);
        const policy = answer.headers()["content-security-policy"] ?? "";
        const scripts = directive(policy, "script-src");
        expect(scripts, path).not.toContain("'unsafe-inline'");
        expect(scripts, path).not.toContain("'unsafe-eval'");
        expect(inlineScriptsNotAllowed(await answer.text(), policy), path).toEqual([]);
        // Styles keep 'unsafe-inline' (React style attributes, the toasts); they cannot run code.
        expect(directive(policy, "style-src"), path).toContain("'unsafe-inline'");
      }
    }
  });

  test("public, sign-in, signed-in and admin pages hydrate and work with no policy violation", async ({
    page,
    browser,
    createUser,
    baseURL,
  }) => {
    const violations = await watchPolicyViolations(page);
    for (const path of ["/", await listingPath(page.request), "/pricing"]) {
      await page.goto(path);
      await expectHydrated(page);
      await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }

    // The sign-in form posts through its script (a form left to the browser would reload /login).
    const user = await createUser();
    await page.goto("/login?callbackUrl=%2Fprofile");
    await expectHydrated(page);
    expect(await violations(), "/login").toEqual([]);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectHydrated(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    expect(await violations(), "/profile").toEqual([]);

    await page.goto("/properties");
    await expectHydrated(page);
    await expect(page.getByTestId("result-count")).toBeVisible();
    expect(await violations(), "/properties").toEqual([]);

    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      const adminViolations = await watchPolicyViolations(admin);
      await signInAsAdmin(admin, createUser);
      await admin.goto("/admin/dashboard");
      await expectHydrated(admin);
      // The dashboard asks the server who is signed in from the browser: only its script draws this.
      await expect(admin.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      expect(await adminViolations(), "/admin/dashboard").toEqual([]);
    } finally {
      await adminContext.close();
    }
  });

  for (const path of ["/", "/login"]) {
    test(`an inline script or handler injected into ${path} does not run, while the page's own scripts do`, async ({
      page,
    }) => {
      // Stands in for markup an attacker got into the page: a script element and an event handler attribute.
      const injected =
        "<script>window.__injected = 'script'</script><img src=\"/no-such-image.png\" onerror=\"window.__injected = 'handler'\">";
      // The document only (the router's own requests for the page's data share its address).
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().resourceType() !== "document") return route.continue();
          const response = await route.fetch();
          const html = (await response.text()).replace("</body>", `${injected}</body>`);
          await route.fulfill({ response, body: html });
        },
      );
      const violations = await watchPolicyViolations(page);
      await page.goto(path);
      await expectHydrated(page);
      await expect
        .poll(violations)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^script-src-elem /),
            expect.stringMatching(/^script-src-attr /),
          ]),
        );
      expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    });
  }
});

test("a client that writes a new X-Forwarded-For on every request is still one visitor", async ({ request, db }) => {
  void db;
  // As behind the reverse proxy of deploy/: the client's own header, with the address the proxy appends on its
  // right. The server reads the right-most entry (TRUSTED_PROXY_HOPS unset, 0), never what the client wrote.
  const listing = await Property.create({
    title: `Views test flat ${Date.now().toString(36)}`,
    price: 15000,
    type: "rent",
    propertyType: "Flats/Apartments",
    location: { address: "Plot 9, Patia", city: "Bhubaneswar" },
  });
  try {
    for (const forwardedFor of ["203.0.113.1", "203.0.113.2", "198.51.100.3, 203.0.113.3", "10.0.0.4"]) {
      const answer = await request.post(`/api/property/property/${listing.id}/view`, {
        headers: { "x-forwarded-for": `${forwardedFor}, 192.0.2.44` },
      });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const stored = await Property.findById(listing._id, { views: 1 }).lean();
    expect(stored?.views).toBe(1);
  } finally {
    await Property.deleteOne({ _id: listing._id });
  }
});
