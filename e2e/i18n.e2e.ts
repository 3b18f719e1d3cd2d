import type { Page } from "@playwright/test";
import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

/** The language links of the page: the header's menu on wide screens, the footer's row on phones. */
async function chooseLanguage(page: Page, name: string) {
  const menu = page.getByTestId("language-menu");
  if (await menu.isVisible()) {
    await menu.getByRole("button").click();
    await menu.getByRole("link", { name, exact: true }).click();
  } else {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
  }
}

test("Odia home: Odia navigation and <html lang>, to Hindi on the same page, back to English unprefixed @mobile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const response = await page.goto("/or/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "or");
  await expect(page).toHaveTitle(/ଭୁବନେଶ୍ୱର/);
  // The navigation speaks Odia: the desktop bar, or the phone menu once opened.
  const bar = page.getByRole("navigation", { name: "ମୁଖ୍ୟ" });
  if (await bar.isVisible()) {
    await expect(bar.getByRole("link", { name: "ଆମ ବିଷୟରେ" })).toHaveAttribute("href", "/or/about");
  } else {
    await page.getByRole("button", { name: "ମେନୁ" }).click();
    const menu = page.getByRole("navigation", { name: "ମୋବାଇଲ୍" });
    await expect(menu.getByRole("link", { name: "ଆମ ବିଷୟରେ" })).toHaveAttribute("href", "/or/about");
    await page.getByRole("button", { name: "ମେନୁ" }).click();
  }
  await expect(page.getByRole("contentinfo")).toContainText("ସର୍ବସ୍ୱତ୍ୱ ସଂରକ୍ଷିତ");
  await expect(page.getByRole("heading", { name: "ବିଶେଷ ପ୍ରପର୍ଟି" })).toBeAttached();
  // Each version is its own canonical, and names the others.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/or$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", /\/hi$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /:\d+\/?$|\/$/);

  // A place page: Hindi keeps the page, and the choice is remembered.
  await page.goto("/or/rent/bhubaneswar/patia");
  await expect(page.locator("html")).toHaveAttribute("lang", "or");
  await chooseLanguage(page, "हिन्दी");
  await expect(page).toHaveURL(/\/hi\/rent\/bhubaneswar\/patia$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("contentinfo")).toContainText("सर्वाधिकार सुरक्षित");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("hi");

  await chooseLanguage(page, "English");
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/rent\/bhubaneswar\/patia$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("en");
});

test("a first visit is not redirected by the browser's languages, and a listing answers in Hindi", async ({
  browser,
  db,
}) => {
  void db;
  const context = await browser.newContext({ locale: "or-IN", extraHTTPHeaders: { "Accept-Language": "or,hi;q=0.8" } });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  // An English page downloads neither script's font: only the two few-glyph files that draw the language
  // switcher's "ଓଡ଼ିଆ" and "हिन्दी".
  await page.waitForLoadState("load");
  await expect.poll(() => fonts.length).toBe(2);
  const sizes = await Promise.all(fonts.map(async (path) => (await (await page.request.get(path)).body()).length));
  for (const size of sizes) expect(size).toBeLessThan(3_000);

  const listing = await Property.findOne(
    { isActive: true, type: "rent", "location.city": "Bhubaneswar", "location.locality": "Patia" },
    { _id: 1 },
  ).lean();
  expect(listing).not.toBeNull();
  const response = await page.goto(`/hi/properties/${String(listing!._id)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The breadcrumb names the places the site knows in Devanagari and leads to their Hindi pages.
  const crumbs = page.getByRole("navigation", { name: "पेज का रास्ता" }).getByRole("link");
  await expect(crumbs.filter({ hasText: "भुवनेश्वर" })).toHaveAttribute("href", "/hi/rent/bhubaneswar");
  await expect(crumbs.filter({ hasText: "पटिया" })).toHaveAttribute("href", "/hi/rent/bhubaneswar/patia");
  await expect(crumbs.filter({ hasText: /Patia|Bhubaneswar/ })).toHaveCount(0);
  // The Hindi page draws its Devanagari in the self-hosted Noto Sans Devanagari, in one weight asked for with
  // the page (preloaded; bolder text is drawn from it), the file kept by the browser for a year.
  const devanagari = () => fonts.filter((path) => path.startsWith("/fonts/noto-sans-devanagari-devanagari-"));
  await expect.poll(() => devanagari().length).toBe(1);
  await expect(page.locator('link[rel="preload"][as="font"][href*="devanagari-400"]')).toHaveCount(1);
  for (const path of devanagari()) {
    const file = await page.request.get(path);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("font/woff2");
    expect(file.headers()["cache-control"]).toContain("immutable");
    expect((await file.body()).length).toBeGreaterThan(20_000);
  }
  expect(fonts.some((path) => path.includes("oriya"))).toBe(false);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/hi/properties/${String(listing!._id)}$`),
  );
  // /en/... is not a second address of an English page.
  expect((await page.goto("/en/about"))?.status()).toBe(404);
  await context.close();
});
