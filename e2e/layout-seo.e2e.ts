import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

test("robots.txt keeps crawlers out of the API, accounts and admin, and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-Agent: *");
  expect(text).toContain("Allow: /");
  for (const path of ["/api/", "/admin", "/profile"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the public pages and the active listings with absolute URLs", async ({
  request,
  baseURL,
  db,
}) => {
  void db;
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  for (const path of ["/about", "/services", "/contact", "/pricing/user", "/pricing/broker", "/terms", "/privacy"]) {
    expect(locations).toContain(`${baseURL}${path}`);
  }
  // Seeded listings only: journeys running alongside may add listings after the sitemap was cached.
  const seeded = await Property.find({ isActive: true, source: "seed" }).select({ _id: 1 }).lean();
  expect(seeded.length).toBeGreaterThan(0);
  for (const listing of seeded) expect(locations).toContain(`${baseURL}/properties/${listing._id}`);
  expect(locations.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
});

test("an unknown address answers 404 with its own title and a way back home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /does not exist/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: /^Home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});
