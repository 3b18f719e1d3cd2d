import type { Page } from "@playwright/test";
import { Favourite } from "@/models/Favourite";
import { Property } from "@/models/Property";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

type Listing = {
  _id: string;
  title: string;
  price: number;
  type: string;
  bhk: number;
  location: { address?: string; city?: string; state?: string; zipCode?: string };
  nearbyPlaces?: Array<{ name?: string }>;
};

/** Every active listing, straight from the database the app under test reads. */
async function activeListings(): Promise<Listing[]> {
  const docs = await Property.find({ isActive: true }).lean();
  return docs.map((doc) => ({
    _id: String(doc._id),
    title: doc.title,
    price: doc.price,
    type: doc.type,
    bhk: doc.bhk,
    location: doc.location ?? {},
    nearbyPlaces: (doc.nearbyPlaces ?? []).map((place) => ({ name: place.name ?? undefined })),
  }));
}

/** The product's keyword rule written out independently: some word starts with each typed word. */
function matchesWords(text: string, query: string): boolean {
  const words = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((q) => words.some((w) => w.startsWith(q)));
}
const listingText = (l: Listing) =>
  [l.title, l.location.address, l.location.city, l.location.state, l.location.zipCode].join(" ");

const byPrice = (a: Listing, b: Listing) => a.price - b.price || (a._id < b._id ? -1 : 1);
const inr = new Intl.NumberFormat("en-IN");

async function expectResults(page: Page, matching: number, all: number) {
  await expect(page.locator("#main").getByTestId("result-count")).toHaveText(
    `${inr.format(matching)} of ${inr.format(all)} results`,
  );
}
const gridTitles = (page: Page) =>
  page.getByRole("region", { name: "All Listings" }).getByRole("heading", { level: 3 }).allTextContents();

test("the type and the bedrooms combine, as do budget, furnishing and who posted; each shows as a removable chip", async ({
  signedInPage: page,
  db,
}) => {
  test.setTimeout(120_000);
  void db;
  const all = await activeListings();
  const docs = await Property.find({ isActive: true }).lean();
  await page.goto("/properties");
  const filters = page.getByRole("search", { name: "Filter properties" });
  const types = filters.getByRole("group", { name: "Listing type" });
  const bedrooms = filters.getByRole("group", { name: "Bedrooms" });
  const chips = page.getByRole("list", { name: "Active filters" });
  await expectResults(page, all.length, all.length);

  for (const [label, type] of [
    ["Sale", "sale"],
    ["Land", "land"],
    ["Rent", "rent"],
  ] as const) {
    await types.getByRole("button", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`type=${type}$`));
    await expect(types.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expectResults(page, all.filter((l) => l.type === type).length, all.length);
  }

  // Rent + 2 BHK: only two-bedroom rentals, never a sale.
  await bedrooms.getByRole("button", { name: "2 BHK", exact: true }).click();
  await expect(page).toHaveURL(/type=rent&bhk=2$/);
  await expect(types.getByRole("button", { name: "Rent", exact: true })).toHaveAttribute("aria-pressed", "true");
  const rent2 = all.filter((l) => l.type === "rent" && l.bhk === 2);
  expect(rent2.length).toBeGreaterThan(0);
  expect(all.filter((l) => l.bhk === 2).length).toBeGreaterThan(rent2.length);
  await expectResults(page, rent2.length, all.length);
  await expect.poll(() => gridTitles(page)).toEqual(expect.arrayContaining(rent2.map((l) => l.title)));
  expect((await gridTitles(page)).length).toBe(rent2.length);

  // Monthly budgets for rent.
  const budget = filters.getByRole("group", { name: "Budget" });
  await budget.getByRole("button", { name: "₹10k–20k/mo" }).click();
  await expect(page).toHaveURL(/type=rent&bhk=2&minPrice=10000&maxPrice=20000$/);
  await expectResults(page, rent2.filter((l) => l.price >= 10000 && l.price <= 20000).length, all.length);
  await expect(chips.getByRole("button")).toHaveText(["Rent", "2 BHK", "₹10k–20k/mo", "Clear all"]);

  // Removing the Rent chip keeps 2 BHK and, as sale prices would not fit a monthly budget, nothing else.
  await chips.getByRole("button", { name: "Remove filter: ₹10k–20k/mo" }).click();
  await chips.getByRole("button", { name: "Remove filter: Rent" }).click();
  await expect(page).toHaveURL(/\/properties\?bhk=2$/);
  await expectResults(page, all.filter((l) => l.bhk === 2).length, all.length);
  await expect(filters.getByRole("group", { name: "Budget" })).toHaveCount(0);

  // Sale budgets in lakh and crore.
  await types.getByRole("button", { name: "Sale", exact: true }).click();
  await expect(
    filters.getByRole("group", { name: "Budget" }).getByRole("button", { name: "₹60 L–1 Cr" }),
  ).toBeVisible();

  // Furnishing and who posted, from the database's own fields.
  await filters.getByLabel("Furnishing").selectOption("Furnished");
  await filters.getByLabel("Posted by").selectOption("owner");
  await expect(page).toHaveURL(/type=sale&bhk=2&furnishing=Furnished&postedBy=owner$/);
  const matching = docs.filter(
    (d) => d.type === "sale" && d.bhk === 2 && d.furnishing === "Furnished" && d.postedBy === "owner",
  );
  await expectResults(page, matching.length, all.length);
  await filters.getByLabel("Posted by").selectOption("agent");
  const byAgents = docs.filter(
    (d) => d.type === "sale" && d.bhk === 2 && d.furnishing === "Furnished" && d.postedBy !== "owner",
  );
  await expectResults(page, byAgents.length, all.length);

  await chips.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expectResults(page, all.length, all.length);
});

test("the keyword, price bounds and sort give the listings the database holds; Back, Clear and a shared URL restore states", async ({
  signedInPage: page,
  db,
}) => {
  void db;
  const all = await activeListings();
  await page.goto("/properties");
  const filters = page.getByRole("search", { name: "Filter properties" });

  const patia = all.filter((l) => matchesWords(listingText(l), "patia"));
  expect(patia.length).toBeGreaterThan(1);
  await filters.getByLabel("Search", { exact: true }).fill("Patia");
  await expect(page).toHaveURL(/q=Patia/);
  await expectResults(page, patia.length, all.length);

  const bounded = patia.filter((l) => l.price >= 10000 && l.price <= 5_000_000);
  expect(bounded.length).toBeGreaterThan(1);
  expect(bounded.length).toBeLessThan(patia.length);
  await filters.getByLabel("Min price (₹)").fill("10000");
  await expect(page).toHaveURL(/minPrice=10000/);
  await filters.getByLabel("Max price (₹)").fill("5000000");
  await expect(page).toHaveURL(/maxPrice=5000000/);
  await expectResults(page, bounded.length, all.length);

  await filters.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => gridTitles(page)).toEqual([...bounded].sort(byPrice).map((l) => l.title));
  await filters.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(() => gridTitles(page)).toEqual([...bounded].sort((a, b) => byPrice(b, a)).map((l) => l.title));

  // Back returns to the previous state, controls included; a shared URL opens the same state.
  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(filters.getByLabel("Sort by")).toHaveValue("price_asc");
  const shared = page.url();

  await filters.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expectResults(page, all.length, all.length);
  await expect(filters.getByLabel("Search", { exact: true })).toHaveValue("");

  await page.goto(shared);
  await expect(filters.getByLabel("Search", { exact: true })).toHaveValue("Patia");
  await expect(filters.getByLabel("Min price (₹)")).toHaveValue("10000");
  await expectResults(page, bounded.length, all.length);
});

test("?type=land and ?q=patia preset the filters, as the older ?query= does; advanced filters narrow by area and nearby places; an empty result offers Clear All Filters", async ({
  signedInPage: page,
  db,
}) => {
  void db;
  const all = await activeListings();
  const filters = page.getByRole("search", { name: "Filter properties" });

  await page.goto("/properties?type=land");
  await expect(filters.getByRole("button", { name: "Land", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expectResults(page, all.filter((l) => l.type === "land").length, all.length);

  await page.goto("/properties?q=patia");
  await expect(filters.getByLabel("Search", { exact: true })).toHaveValue("patia");
  await expectResults(page, all.filter((l) => matchesWords(listingText(l), "patia")).length, all.length);

  // Links from before the page and the API shared their words: ?query= is the keyword.
  await page.goto("/properties?query=patia");
  await expect(filters.getByLabel("Search", { exact: true })).toHaveValue("patia");
  await expectResults(page, all.filter((l) => matchesWords(listingText(l), "patia")).length, all.length);

  await filters.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await filters.getByRole("button", { name: "Advanced Filters" }).click();
  await filters.getByLabel("City / Area").fill("Nayapalli");
  await expect(page).toHaveURL(/area=Nayapalli/);
  await expectResults(page, all.filter((l) => matchesWords(listingText(l), "nayapalli")).length, all.length);
  await filters.getByLabel("City / Area").fill("");
  await filters.getByLabel("Nearby").fill("hospital");
  await expect(page).toHaveURL(/\/properties\?nearby=hospital$/);
  const nearHospital = all.filter((l) => (l.nearbyPlaces ?? []).some((p) => matchesWords(p.name ?? "", "hospital")));
  expect(nearHospital.length).toBeGreaterThan(0);
  await expectResults(page, nearHospital.length, all.length);

  await filters.getByLabel("Search", { exact: true }).fill("nowhere-to-be-found");
  await expect(page.getByText("No properties found")).toBeVisible();
  await expectResults(page, 0, all.length);
  await page.getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expectResults(page, all.length, all.length);
});

test("another page of results shows 'Loading properties...' until it arrives; the featured arrows move 304 px", async ({
  signedInPage: page,
  db,
}) => {
  void db;
  const total = await Property.countDocuments({ isActive: true });
  expect(total).toBeGreaterThan(12);
  // Hold the server's answer for page 2 until the loading state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/properties" && url.searchParams.get("page") === "2" && url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await page.goto("/properties");
  const strip = page.getByTestId("featured-strip");
  await expect(strip).toBeVisible();
  await page.getByRole("button", { name: "Next featured properties" }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(304);
  await page.getByRole("button", { name: "Previous featured properties" }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading properties..." })).toBeVisible();
  release();
  await expect(page.getByText(`Showing 13–${Math.min(24, total)} of ${inr.format(total)}`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading properties..." })).toBeHidden();
  await expect(page).toHaveURL(/page=2/);
});

test("a favourite saved from a card survives a reload", async ({ signedInPage: page, signedInUser, db }) => {
  void db;
  await page.goto("/properties?type=sale");
  const card = page.getByRole("region", { name: "All Listings" }).getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  // A click that lands before the page has hydrated, or while the session is still loading, is lost;
  // press again only while the heart still says "Save", so a slow save is never undone.
  await expect(async () => {
    const save = card.getByRole("button", { name: `Save ${title} to favourites` });
    if (await save.isVisible()) await save.click();
    await expect(card.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute(
      "aria-pressed",
      "true",
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 45_000 });
  await expect.poll(() => Favourite.countDocuments({ user: signedInUser._id })).toBe(1);

  await page.reload();
  const again = page.getByRole("region", { name: "All Listings" }).getByRole("article").filter({ hasText: title });
  await expect(again.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("on a phone the filters open in a sheet, the first listing is in the first screen, and no featured card repeats @mobile", async ({
  signedInPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/properties");
  const opener = page.getByRole("button", { name: /^Filters/ });
  const grid = page.getByRole("region", { name: "All Listings" });
  if (testInfo.project.name !== "mobile") {
    // Wide screens show the filters in the page and the featured carousel above the grid.
    await expect(opener).toBeHidden();
    await expect(page.getByRole("search", { name: "Filter properties" })).toBeVisible();
    await expect(page.getByTestId("featured-strip")).toBeVisible();
    return;
  }
  const firstCard = grid.getByRole("article").first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height - 100);
  await expect(page.getByTestId("featured-strip")).toBeHidden();
  await expect(page.getByRole("search", { name: "Filter properties" })).toBeHidden();

  // The sheet: a modal dialog that keeps focus, closes on Escape and gives focus back to its button.
  await opener.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  const filters = sheet.getByRole("search", { name: "Filter properties" });
  await filters.getByRole("group", { name: "Listing type" }).getByRole("button", { name: "Rent", exact: true }).click();
  await expect(page).toHaveURL(/type=rent$/);
  await filters.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "2 BHK" }).click();
  await expect(page).toHaveURL(/type=rent&bhk=2$/);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toContainText("2");
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveText([
    "Rent",
    "2 BHK",
    "Clear all",
  ]);

  // Show results closes it too; the keyword narrows further; a card opens its listing.
  await opener.click();
  await sheet.getByLabel("Search", { exact: true }).fill("patia");
  await expect(page).toHaveURL(/type=rent&bhk=2&q=patia/);
  await sheet.getByRole("button", { name: "Show results" }).click();
  await expect(sheet).toBeHidden();
  const card = grid.getByRole("article").first();
  await expect(card).toContainText("/mo");
  const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/properties\/[a-f0-9]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("the list page has no serious accessibility violations", async ({ signedInPage: page }) => {
  await page.goto("/properties?nearby=kiit");
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Each card's markup travels once, as HTML; the page's payload carries only the card's facts beside it.
const LIST_HTML_BUDGET_BYTES = 160 * 1024;

test("a full page of listings stays within its HTML budget and sends no listing's description", async ({
  signedInPage: page,
  db,
}) => {
  void db;
  const response = await page.request.get("/properties");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<article/g)?.length).toBeGreaterThanOrEqual(12);
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(LIST_HTML_BUDGET_BYTES);
  const described = await Property.find({ isActive: true, description: { $exists: true, $ne: "" } }).lean();
  const onPage = described.filter((doc) => html.includes(String(doc._id)) && doc.description!.length > 40);
  expect(onPage.length).toBeGreaterThan(0);
  for (const doc of onPage) expect(html).not.toContain(JSON.stringify(doc.description!.slice(0, 40)).slice(1, -1));
});
