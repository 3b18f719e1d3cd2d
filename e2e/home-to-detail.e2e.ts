import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectHydrated } from "./support/csp";

test("a visitor opens a listing from the home page and sees its details @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A featured card: the latest deals change whenever another journey adds or removes a listing.
  const firstCard = page.getByRole("region", { name: "Featured Properties" }).getByRole("article").first();
  const title = (await firstCard.getByRole("heading", { level: 3 }).textContent())!.trim();
  await firstCard.getByRole("link", { name: title }).click();

  await expect(page).toHaveURL(/\/properties\/[a-f0-9]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Description")).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
});

test("an unknown listing answers 404 with a way back", async ({ page }) => {
  const response = await page.goto("/properties/64b7f0c2a1b2c3d4e5f60718");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Property not found" })).toBeVisible();
  // The way back is a public list of listings, never the members' sign-in wall.
  await page.getByRole("link", { name: "Back to properties" }).click();
  await expect(page).toHaveURL(/\/rent$/);
  await expect(page.locator("main article").first()).toBeVisible();
});

test("the old server's paths answer through rewrites", async ({ request }) => {
  const legacy = await request.get("/property/property");
  expect(legacy.status()).toBe(200);
  const body = await legacy.json();
  expect(body.success).toBe(true);
  expect(body.properties.length).toBeGreaterThanOrEqual(24);

  const id = body.properties[0]._id;
  const detail = await (await request.get(`/property/property/${id}`)).json();
  expect(detail.property._id).toBe(id);
  const similar = await (await request.get(`/property/similar/${id}`)).json();
  expect(similar.success).toBe(true);
  expect(Array.isArray(similar.similarProperties)).toBe(true);
  expect((await request.get("/user/home")).status()).toBe(401);
});

test("the home and detail pages have no serious accessibility violations", async ({ page, request }) => {
  await page.goto("/");
  await expectNoSeriousA11yViolations(page);
  const list = await (await request.get("/api/property/property?page=1&limit=1")).json();
  await page.goto(`/properties/${list.properties[0]._id}`);
  await expectNoSeriousA11yViolations(page);
});

type Listing = { _id: string; title: string; type: string; price: number; bhk: number };

/** What a listing page may show as similar to `base`: its kind, a BHK within one (the city is checked in jest). */
const isLike = (base: Listing, other: Listing) =>
  other._id !== base._id &&
  other.type === base.type &&
  (base.type === "land" || !base.bhk || Math.abs(other.bhk - base.bhk) <= 1);

test("a listing's similar properties are like it: the same kind and a BHK within one @mobile", async ({
  page,
  request,
}) => {
  const all = async () =>
    ((await (await request.get("/api/property/property")).json()) as { properties: Listing[] }).properties;
  const listings = await all();
  // A listing with several like it, so the carousel has cards to check.
  const base = listings.find((l) => listings.filter((other) => isLike(l, other)).length >= 2)!;
  expect(base).toBeDefined();

  // The similar listings are asked for only as the visitor scrolls towards them, at the foot of the page.
  const similarReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/property/similar/")) similarReads.push(request.url());
  });
  await page.goto(`/properties/${base._id}`);
  await expectHydrated(page);
  const placeholder = page.getByRole("region", { name: "Loading similar properties" });
  await expect(placeholder).toBeAttached();
  // Far below the first screen (more than the distance it loads ahead of), and two frames on, by when the
  // browser has told the page what is near the screen: nothing asked for yet.
  const below = await placeholder.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(1600);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(similarReads).toEqual([]);
  await placeholder.scrollIntoViewIfNeeded();
  const carousel = page.getByRole("region", { name: "Similar listings, side by side", exact: true });
  await expect(carousel.getByRole("article").first()).toBeAttached();
  expect(similarReads).toHaveLength(1);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("article").first()).toBeVisible();
  const titles = (await carousel.getByRole("heading", { level: 3 }).allTextContents()).map((t) => t.trim());
  expect(titles.length).toBeGreaterThanOrEqual(2);
  // The row's buttons follow what is off screen: back is off at the start, forward is on while cards overflow.
  const back = carousel.getByRole("button", { name: "Scroll back" });
  const forward = carousel.getByRole("button", { name: "Scroll forward" });
  await expect(back).toBeDisabled();
  const overflows = await carousel
    .getByRole("list")
    .first()
    .evaluate((row) => row.scrollWidth > row.clientWidth + 1);
  if (overflows) {
    await expect(forward).toBeEnabled();
    await forward.click();
    await expect(back).toBeEnabled();
  } else await expect(forward).toBeDisabled();
  // Read again: another journey may have added a listing since.
  const now = await all();
  for (const title of titles) {
    const card = now.find((l) => l.title === title);
    expect(card, title).toBeDefined();
    expect(isLike(base, card!), `${title}: ${card!.type} ₹${card!.price} ${card!.bhk} BHK`).toBe(true);
  }
});
