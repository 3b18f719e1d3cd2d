import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

const inr = new Intl.NumberFormat("en-IN");

test("a locality page states its count, figures and breadcrumb for search engines @mobile", async ({ page, db }) => {
  void db;
  const expected = await Property.countDocuments({
    isActive: true,
    type: "rent",
    "location.city": "Bhubaneswar",
    "location.locality": "Patia",
  });
  const response = await page.goto("/rent/bhubaneswar/patia");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("public, s-maxage=60, stale-while-revalidate=86400");
  const noun = expected === 1 ? "flat or house" : "flats and houses";
  const heading = `${inr.format(expected)} ${noun} for rent in Patia, Bhubaneswar`;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | Odisha Homes`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rent\/bhubaneswar\/patia$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${heading} | Odisha Homes`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  await expect(crumbs).toHaveText(["Home", "Rent", "Bhubaneswar"]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  const [breadcrumbs, itemList] = JSON.parse(jsonLd!);
  expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  expect(breadcrumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([
    "Home",
    "Rent",
    "Bhubaneswar",
    "Patia",
  ]);
  expect(itemList).toMatchObject({ "@type": "ItemList", numberOfItems: expected });
  // The city's other localities, most rentals first.
  await expect(page.getByRole("heading", { name: "Rentals in other localities of Bhubaneswar" })).toBeVisible();
});

test("unknown kinds, cities and localities answer 404; a known locality without listings of a kind says so", async ({
  page,
  request,
  db,
}) => {
  void db;
  for (const path of ["/rent/bhubaneswar/nowhere-nagar", "/rent/atlantis", "/rentals/bhubaneswar", "/buy/x/y/z/w"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const plots = await Property.countDocuments({ isActive: true, type: "land", "location.locality": "Patia" });
  expect(plots).toBe(0);
  const response = await page.goto("/plots/bhubaneswar/patia");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("No listings yet")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  const nearby = page.getByRole("region", { name: "Localities nearby in Bhubaneswar" }).getByRole("link");
  await expect(nearby.first()).toHaveAttribute("href", /^\/plots\/bhubaneswar\/[a-z-]+$/);
});

test("a city page asked for a locality by name goes to the locality's page", async ({ page }) => {
  await page.goto("/rent/bhubaneswar?q=patia&bhk=2");
  await expect(page).toHaveURL(/\/rent\/bhubaneswar\/patia\?bhk=2$/);
});

test("a keyboard user steps through a filter's options without loading a page at each step, and keeps the focus when it applies", async ({
  page,
}) => {
  await page.goto("/rent/bhubaneswar/patia");
  const form = page.getByTestId("place-filters");
  const bedrooms = form.getByLabel("Bedrooms");
  await bedrooms.focus();
  // Each arrow picks the next option of the closed select: nothing is applied yet.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(bedrooms).toBeFocused();
  await expect(page).toHaveURL(/\/rent\/bhubaneswar\/patia$/);
  const chosen = await bedrooms.inputValue();
  expect(chosen).not.toBe("");
  // Enter applies it; the new page gives the focus back to the same field.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/rent/bhubaneswar/patia\\?bhk=${chosen}$`));
  await expect(form.getByLabel("Bedrooms")).toHaveValue(chosen);
  await expect(form.getByLabel("Bedrooms")).toBeFocused();

  // Leaving a stepped field applies it too, and the focus is where the Tab key took it.
  const sort = form.getByLabel("Sort");
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`\\?bhk=${chosen}$`));
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(/[?&]sort=/);
  await expect(page.locator(":focus")).toHaveAttribute("name", "near");
});
