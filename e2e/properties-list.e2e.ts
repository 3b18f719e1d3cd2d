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
  await expect(page.getByTestId("result-count")).toHaveText(`${inr.format(matching)} of ${inr.format(all)} results`);
}
const gridTitles = (page: Page) =>
  page.getByRole("region", { name: "All Listings" }).getByRole("heading", { level: 3 }).allTextContents();

test("each chip gives the listings the database holds", async ({ signedInPage: page, db }) => {
  void db;
  const all = await activeListings();
  await page.goto("/properties");
  const filters = page.getByRole("search", { name: "Filter properties" });
  await expectResults(page, all.length, all.length);

  const chips: Array<[string, (l: Listing) => boolean]> = [
    ["Rent", (l) => l.type === "rent"],
    ["Sale", (l) => l.type === "sale"],
    ["Land", (l) => l.type === "land"],
    ["1BHK", (l) => l.bhk === 1],
    ["2BHK", (l) => l.bhk === 2],
    ["3BHK", (l) => l.bhk === 3],
    ["4BHK", (l) => l.bhk === 4],
  ];
  for (const [label, keep] of chips) {
    await filters.getByRole("button", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`type=${label}$`, "i"));
    await expect(filters.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expectResults(page, all.filter(keep).length, all.length);
  }
  await filters.getByRole("button", { name: "All", exact: true }).click();
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
  await expect(page).toHaveURL(/query=Patia/);
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

test("?type=land and ?query=patia preset the filters; advanced filters narrow by area and nearby places; an empty result offers Clear All Filters", async ({
  signedInPage: page,
  db,
}) => {
  void db;
  const all = await activeListings();
  const filters = page.getByRole("search", { name: "Filter properties" });

  await page.goto("/properties?type=land");
  await expect(filters.getByRole("button", { name: "Land", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expectResults(page, all.filter((l) => l.type === "land").length, all.length);

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
  await card.getByRole("button", { name: `Save ${title} to favourites` }).click();
  await expect(card.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(() => Favourite.countDocuments({ user: signedInUser._id })).toBe(1);

  await page.reload();
  const again = page.getByRole("region", { name: "All Listings" }).getByRole("article").filter({ hasText: title });
  await expect(again.getByRole("button", { name: `Remove ${title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("on a phone, a user filters by chip and keyword and opens a listing from its card @mobile", async ({
  signedInPage: page,
}) => {
  await page.goto("/properties");
  const filters = page.getByRole("search", { name: "Filter properties" });
  await filters.getByRole("button", { name: "Rent", exact: true }).click();
  await expect(page).toHaveURL(/type=rent/);
  await filters.getByLabel("Search", { exact: true }).fill("patia");
  await expect(page).toHaveURL(/type=rent&query=patia/);

  const card = page.getByRole("region", { name: "All Listings" }).getByRole("article").first();
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
