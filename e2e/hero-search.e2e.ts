import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

const inr = new Intl.NumberFormat("en-IN");

test("the home hero's search suggests localities, fits the budget to the type and lands a signed-out visitor on the locality's page @mobile", async ({
  page,
  db,
}) => {
  void db;
  test.setTimeout(120_000);
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search properties" });
  // In the first screen, at both widths.
  const box = (await search.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);

  // Suggestions are the localities with live listings of the chosen kind (rent first); arrows and Enter pick one.
  const localities = (await Property.distinct("location.locality", { isActive: true, type: "rent" })) as string[];
  expect(localities).toContain("Patia");
  const other = localities.find((name) => name.toLowerCase().startsWith("kal"));
  const location = search.getByRole("combobox", { name: "Locality or PIN code" });
  await location.fill("pat");
  const suggestions = page.getByRole("listbox", { name: "Localities" });
  await expect(suggestions.getByRole("option", { name: "Patia", exact: true })).toBeVisible();
  await location.press("ArrowDown");
  await expect(location).toHaveAttribute("aria-activedescendant", /.+/);
  await location.press("Enter");
  await expect(location).toHaveValue("Patia");
  await expect(suggestions).toBeHidden();
  if (other) {
    await location.fill("kal");
    await expect(suggestions.getByRole("option", { name: other, exact: true })).toBeVisible();
    await location.press("Escape");
    await expect(suggestions).toBeHidden();
  }
  await location.fill("Patia");

  // Budgets read per month for rent, in lakh and crore to buy.
  const budget = search.getByLabel("Budget");
  await expect(budget.getByRole("option", { name: "₹10k–20k/mo" })).toHaveCount(1);
  await search.getByText("Buy", { exact: true }).click();
  await expect(budget.getByRole("option", { name: "₹30–60 L" })).toHaveCount(1);
  await expect(budget.getByRole("option", { name: "₹10k–20k/mo" })).toHaveCount(0);
  await search.getByText("Rent", { exact: true }).click();
  await budget.selectOption({ label: "₹10k–20k/mo" });
  await search.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/rent\/bhubaneswar\/patia\?minPrice=10000&maxPrice=20000$/);
  const expected = await Property.countDocuments({
    isActive: true,
    type: "rent",
    price: { $gte: 10000, $lte: 20000 },
    "location.city": "Bhubaneswar",
    "location.locality": "Patia",
  });
  expect(expected).toBeGreaterThan(0);
  const noun = expected === 1 ? "flat or house" : "flats and houses";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${inr.format(expected)} ${noun} for rent in Patia, Bhubaneswar`,
  );
  await expect(page.getByLabel("Min price (₹)")).toHaveValue("10000");
  await expect(page.getByLabel("Max price (₹)")).toHaveValue("20000");
});

test("a PIN code searches the city's page without suggestions @mobile", async ({ page, db }) => {
  void db;
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search properties" });
  const location = search.getByRole("combobox", { name: "Locality or PIN code" });
  await location.fill("751024");
  await expect(location).toHaveAttribute("aria-expanded", "false");
  await search.getByText("Buy", { exact: true }).click();
  await location.press("Enter");
  await expect(page).toHaveURL(/\/buy\/bhubaneswar\?q=751024$/);
  const expected = await Property.countDocuments({
    isActive: true,
    type: "sale",
    "location.city": "Bhubaneswar",
    keywords: "751024",
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^${inr.format(expected)} flats? (and houses|or house) for sale in Bhubaneswar$`),
  );
  await expect(page.getByText("Matching “751024”")).toBeVisible();
});

test("a locality typed in Odia or Hindi finds its listings @mobile", async ({ page, db }) => {
  void db;
  test.setTimeout(90_000);
  const expected = await Property.countDocuments({
    isActive: true,
    type: "rent",
    "location.city": "Bhubaneswar",
    keywords: "patia",
  });
  expect(expected).toBeGreaterThan(0);
  const noun = expected === 1 ? "flat or house" : "flats and houses";
  for (const typed of ["ପାଟିଆ", "पटिया"]) {
    await page.goto("/");
    const search = page.getByRole("search", { name: "Search properties" });
    await search.getByRole("combobox", { name: "Locality or PIN code" }).fill(typed);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/rent/bhubaneswar\\?q=${encodeURIComponent(typed)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${inr.format(expected)} ${noun} for rent in Bhubaneswar`,
    );
    await expect(page.getByText(`Matching “${typed}”`)).toBeVisible();
  }
});
