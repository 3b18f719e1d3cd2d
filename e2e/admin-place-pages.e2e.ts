import type { APIRequestContext } from "@playwright/test";
import { placeSlug } from "@/domain/geo/place-slug";
import { deleteListings, expect, test } from "./admin-helpers";
import { freshFromCache } from "./support/page-cache";

// Place pages read the listings through the page cache, so these journeys write through the app, as an admin
// would: each write expires the pages that show the listing. They add listings, so they run with the admin
// journeys, after the public ones that compare counts.

/** A locality of its own for each journey, so listings other journeys add never change its counts. */
const newLocality = () => `Test Vihar ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function addRentals(
  request: APIRequestContext,
  locality: string,
  rows: Array<{ bhk: number; price: number }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, row] of rows.entries()) {
    const response = await request.post("/api/property/property", {
      data: {
        title: `${row.bhk}BHK in ${locality} #${i + 1}`,
        price: row.price,
        type: "rent",
        propertyType: "Flats/Apartments",
        bhk: row.bhk,
        bathrooms: 1,
        furnishing: "Semi-Furnished",
        location: { address: `Lane ${i + 1}`, locality, city: "Bhubaneswar", zipCode: "751024" },
        contactNumber: "9437012345",
        images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push((await response.json()).property._id);
  }
  return ids;
}

test("a locality page filters to 2 BHK under ₹20,000 with JavaScript disabled, and pages on", async ({
  adminPage,
  browser,
}) => {
  test.setTimeout(180_000);
  const locality = newLocality();
  // 14 two-bedroom flats within budget, and some that the filters leave out.
  const ids = await addRentals(adminPage.request, locality, [
    ...Array.from({ length: 14 }, (_, i) => ({ bhk: 2, price: 12000 + i * 500 })),
    { bhk: 2, price: 26000 },
    { bhk: 3, price: 15000 },
    { bhk: 1, price: 8000 },
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const path = `/rent/bhubaneswar/${placeSlug(locality)}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `17 flats and houses for rent in ${locality}, Bhubaneswar`,
    );
    await expect(page.getByTestId("place-summary")).toHaveText("17 in all, from ₹8,000/mo to ₹26,000/mo.");
    // The median per BHK: 2 BHK over 15 prices is the 8th lowest, ₹15,500.
    await expect(page.getByRole("link", { name: /2 BHK ₹15,500\/mo median of 15 listings/ })).toBeVisible();

    const form = page.getByRole("search", { name: "Filter listings" });
    await form.getByLabel("Bedrooms").selectOption("2");
    await form.getByLabel("Max price (₹)").fill("20000");
    await form.getByRole("button", { name: "Apply filters" }).click();

    await expect(page).toHaveURL(new RegExp(`${path}\\?bhk=2&maxPrice=20000$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `14 flats and houses (2 BHK) for rent in ${locality}, Bhubaneswar`,
    );
    await expect(page.getByTestId("place-count")).toHaveText("Showing 1–12 of 14");
    // The line under the heading counts the same listings as the heading, and the medians say whose they are.
    await expect(page.getByTestId("place-summary")).toHaveText(
      "14 of the 17 flats and houses here match these filters (all of them: ₹8,000/mo to ₹26,000/mo).",
    );
    await expect(page.getByTestId("bhk-figures-scope")).toBeVisible();
    const cards = page.getByTestId("place-cards").locator(":scope > li");
    await expect(cards).toHaveCount(12);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${path}?bhk=2&maxPrice=20000&page=2`);
    // Filters besides the bedrooms and the page keep it out of search engines, pointing at the plain page.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?bhk=2&maxPrice=20000&page=2$`));
    await expect(page.getByTestId("place-count")).toHaveText("Showing 13–14 of 14");
    await expect(cards).toHaveCount(2);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", `${path}?bhk=2&maxPrice=20000`);
    await expect(page.getByLabel("Max price (₹)")).toHaveValue("20000");
  } finally {
    await context.close();
    await deleteListings(adminPage.request, ids);
  }
});

test("an admin's edit shows on the cached locality page after one stale answer", async ({ adminPage }) => {
  const locality = newLocality();
  const [id] = await addRentals(adminPage.request, locality, [{ bhk: 2, price: 14000 }]);
  try {
    const path = `/rent/bhubaneswar/${placeSlug(locality)}`;
    await freshFromCache(adminPage.request, path, "₹14,000/mo");

    const title = `Renovated 2BHK in ${locality}`;
    const edit = await adminPage.request.put(`/api/property/property/${id}`, { data: { title, price: 15500 } });
    expect(edit.status(), await edit.text()).toBe(200);
    // Its next visitor is served the page from before while one render makes the new one.
    const stale = await adminPage.request.get(path);
    expect(stale.headers()["x-nextjs-cache"]).toBe("STALE");
    expect(await stale.text()).toContain("₹14,000/mo");
    await expect(async () => {
      const html = await (await adminPage.request.get(path)).text();
      expect(html.includes(title) && html.includes("₹15,500/mo"), "the locality page shows the edit").toBe(true);
    }).toPass({ timeout: 60_000 });

    // Moved to another locality: it shows there, and this locality, with no listing left, is no longer known.
    const other = newLocality();
    const moved = await adminPage.request.put(`/api/property/property/${id}`, {
      data: { location: { locality: other } },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(await (await adminPage.request.get(`/rent/bhubaneswar/${placeSlug(other)}`)).text()).toContain(title);
    await expect(async () => expect((await adminPage.request.get(path)).status()).toBe(404)).toPass({
      timeout: 60_000,
    });
  } finally {
    await deleteListings(adminPage.request, [id]);
  }
});
