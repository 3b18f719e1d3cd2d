import type { Locator, Page } from "@playwright/test";
import { Property } from "@/models/Property";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { reviewShot } from "./support/review-shot";

const SLIDES = ["1 of 3: Homes", "2 of 3: Land plots", "3 of 3: Flats"];

/** The visible slide's label; hidden slides are out of the accessibility tree. */
async function shownSlide(carousel: Locator): Promise<number> {
  const label = await carousel.getByRole("group").getAttribute("aria-label");
  return SLIDES.indexOf(label ?? "");
}

/**
 * Waits until the page's scripts run (the account corner leaves its placeholder), then stops the clock a
 * little ahead of the page's time (pausing in the past is refused, and a busy machine can lag).
 */
async function loadWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByTestId("session-skeleton").filter({ visible: true })).toHaveCount(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

test("the hero carousel advances every 4 s and pauses on hover and keyboard focus @mobile", async ({ page }) => {
  await loadWithPausedClock(page);
  const carousel = page.getByTestId("hero-carousel");
  const start = await shownSlide(carousel);
  expect(start).toBeGreaterThanOrEqual(0);

  await page.clock.runFor(4_000);
  const second = (start + 1) % 3;
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[second]);

  // Pointer over the carousel: the slide stays however long the visitor looks at it.
  await carousel.hover();
  await page.clock.runFor(12_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[second]);
  await page.mouse.move(1, 1);
  await page.clock.runFor(4_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[(second + 1) % 3]);

  // A dot chooses the slide; while focus stays inside, it does not move on.
  await page.getByRole("button", { name: "Show slide 1: Homes" }).focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[0]);
  await page.clock.runFor(12_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[0]);
  await page.getByRole("banner").getByRole("link", { name: "Odisha Homes" }).focus();
  await page.clock.runFor(4_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[1]);
});

test("the hero's headline is painted where it stays: the rest of the page arriving does not move it @mobile", async ({
  page,
}) => {
  // A phone on a slow line paints the page before all of it has arrived: the document is cut just after the
  // headline, as a browser would hold it part-way, then loaded whole.
  const headlineTop = async () => {
    const hero = await page.getByTestId("hero-carousel").boundingBox();
    const headline = await page.getByTestId("hero-carousel").getByRole("heading", { level: 1 }).boundingBox();
    expect(hero && headline).toBeTruthy();
    return headline!.y - hero!.y;
  };
  await page.route("/", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const cut = html.indexOf("</h1>");
    expect(cut).toBeGreaterThan(0);
    await route.fulfill({ response, body: html.slice(0, cut + "</h1>".length) });
  });
  await page.goto("/");
  const partTop = await headlineTop();
  await page.unroute("/");
  await page.goto("/");
  await expect(page.getByTestId("hero-carousel").getByRole("heading", { level: 1 })).toBeVisible();
  expect(Math.abs((await headlineTop()) - partTop)).toBeLessThan(1);
});

test("with reduced motion the carousel stays still until the visitor presses play", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await loadWithPausedClock(page);
  const carousel = page.getByTestId("hero-carousel");
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[0]);
  await page.clock.runFor(12_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[0]);

  await page.getByRole("button", { name: "Play slideshow" }).click();
  await page.mouse.move(1, 1);
  await page.getByRole("banner").getByRole("link", { name: "Odisha Homes" }).focus();
  await page.clock.runFor(4_000);
  await expect(carousel.getByRole("group")).toHaveAccessibleName(SLIDES[1]);
});

test("the figures under the hero are the database's own counts, as on the list page @mobile", async ({ page, db }) => {
  void db;
  const total = await Property.countDocuments({ isActive: true });
  const forRent = await Property.countDocuments({ isActive: true, type: "rent" });
  const localities = (await Property.distinct("location.locality", { isActive: true })).filter(Boolean).length;
  expect(localities).toBeGreaterThan(5);
  await page.goto("/");
  const stats = page.getByTestId("home-stats");
  await expect(stats.getByRole("listitem").filter({ hasText: "Listings live" })).toContainText(String(total));
  await expect(stats.getByRole("listitem").filter({ hasText: "Homes for rent" })).toContainText(String(forRent));
  await expect(stats.getByRole("listitem").filter({ hasText: "Localities covered" })).toContainText(String(localities));
  await expect(stats).not.toContainText("Happy clients");
  // The featured strip leads to the public listings pages, not the members' search.
  await expect(page.getByTestId("search-summary")).toHaveText(`Showing ${Math.min(8, total)} of ${total} properties`);
  await expect(page.getByTestId("featured-strip").getByRole("link", { name: /View More Properties/ })).toHaveAttribute(
    "href",
    "/rent",
  );
});

test("the FAQ keeps one answer open at a time @mobile", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const questions = faq.locator("summary");
  await expect(questions).toHaveCount(5);
  const open = faq.locator("details[open]");
  const answer = (text: RegExp) => faq.getByText(text);

  // The first answer shows when the page opens.
  await expect(open).toHaveCount(1);
  await expect(answer(/Choose a visit plan, open the listing/)).toBeVisible();
  await questions.nth(1).click();
  await expect(answer(/Every listing is read by our team/)).toBeVisible();
  await expect(answer(/Choose a visit plan, open the listing/)).toBeHidden();
  await expect(open).toHaveCount(1);

  // The keyboard opens a question too, and the one before it closes.
  await questions.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(answer(/Each plan covers a number of accompanied house visits/)).toBeVisible();
  await expect(answer(/Every listing is read by our team/)).toBeHidden();
  await expect(open).toHaveCount(1);

  await questions.nth(2).click();
  await expect(open).toHaveCount(0);
});

test("deals, categories and locations lead to real listings and filtered searches; the strip arrows move 300 px", async ({
  page,
  db,
}) => {
  void db;
  const newest = await Property.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).limit(3).lean();
  await page.goto("/");

  const deals = page.getByRole("region", { name: "Latest Deals" }).getByRole("article");
  await expect(deals).toHaveCount(3);
  for (const [i, listing] of newest.entries()) {
    await expect(deals.nth(i).getByRole("link")).toHaveAttribute("href", `/properties/${listing._id}`);
  }

  const categories = page.getByRole("region", { name: "Popular Categories" }).getByRole("link");
  await expect(categories).toHaveCount(4);
  for (const [i, href] of [
    "/plots",
    "/rent/bhubaneswar?bhk=1",
    "/rent/bhubaneswar?bhk=2",
    "/rent/bhubaneswar?bhk=3",
  ].entries()) {
    await expect(categories.nth(i)).toHaveAttribute("href", href);
  }
  // Each featured locality leads to a kind it has live listings of: rentals first, then sale, then plots.
  const locations = page.getByRole("region", { name: "Featured Locations" }).getByRole("link");
  const featured: string[] = [];
  for (const [name, slug] of [
    ["Patia", "patia"],
    ["Nayapalli", "nayapalli"],
    ["KIIT Square", "kiit-square"],
    ["Saheed Nagar", "saheed-nagar"],
  ]) {
    for (const [type, kind] of [
      ["rent", "rent"],
      ["sale", "buy"],
      ["land", "plots"],
    ] as const) {
      if (await Property.exists({ isActive: true, type, "location.locality": name })) {
        featured.push(`/${kind}/bhubaneswar/${slug}`);
        break;
      }
    }
  }
  await expect(locations).toHaveCount(featured.length);
  for (const [i, href] of featured.entries()) await expect(locations.nth(i)).toHaveAttribute("href", href);

  const strip = page.getByTestId("featured-strip");
  const left = page.getByRole("button", { name: "Scroll listings left" });
  await expect(left).toBeDisabled();
  await page.getByRole("button", { name: "Scroll listings right" }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(300);
  await page.getByRole("button", { name: "Scroll listings right" }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(600);
  await left.click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(300);
  // At the end of the strip the right arrow is off.
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByRole("button", { name: "Scroll listings right" })).toBeDisabled();
  await expect(left).toBeEnabled();

  await deals.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/properties/${newest[0]._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: newest[0].title })).toBeVisible();
});

test("Latest Deals shows a discount only from a stored previous price, else calls a listing newly listed @mobile", async ({
  page,
  db,
}) => {
  void db;
  const newest = await Property.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).limit(3).lean();
  await page.goto("/");
  const section = page.getByRole("region", { name: "Latest Deals" });
  const deals = section.getByRole("article");
  await expect(deals).toHaveCount(3);
  for (const [i, listing] of newest.entries()) {
    const previous = listing.previousPrice;
    if (previous && previous > listing.price) {
      const percent = Math.round(((previous - listing.price) / previous) * 100);
      await expect(deals.nth(i)).toContainText(`${percent}% OFF`);
      await expect(deals.nth(i).locator("s")).toBeVisible();
    } else {
      await expect(deals.nth(i)).toContainText("Newly listed");
      await expect(deals.nth(i)).not.toContainText("OFF");
      await expect(deals.nth(i)).not.toContainText("service fee");
    }
  }
  await expect(section).not.toContainText("Limited time");
  await section.scrollIntoViewIfNeeded();
  await reviewShot(section, "home-deals");
});

test("the home page has its own title, description, canonical URL and no serious accessibility violations @mobile", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Flats, houses and land for rent and sale in Bhubaneswar | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /flats, independent houses and land plots/i,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/?$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Bhubaneswar \| Odisha Homes/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/listings\//);
  await expectNoSeriousA11yViolations(page);
});
