import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { reviewShot } from "./support/review-shot";

/** The figures of the home page's stats strip, by label, as shown. */
async function homeFigures(page: Page): Promise<Record<string, string>> {
  await page.goto("/");
  const items = page.getByTestId("home-stats").getByRole("listitem");
  await expect(items).toHaveCount(4);
  const figures: Record<string, string> = {};
  for (const item of await items.all()) {
    const [value, label] = await item.locator("p > span").allInnerTexts();
    figures[label.trim()] = value.trim();
  }
  return figures;
}

test("About: the values tabs switch by click and arrow keys, and the counters count up once in view", async ({
  page,
}) => {
  const home = await homeFigures(page);
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("About Us | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /reviews every listing/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Helping Odisha find the right home");
  await expect(
    page.getByRole("region", { name: "The people behind your next move" }).getByRole("listitem"),
  ).toHaveCount(4);

  const mission = page.getByRole("tab", { name: "Mission" });
  const vision = page.getByRole("tab", { name: "Vision" });
  const values = page.getByRole("tab", { name: "Values" });
  await expect(mission).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Make finding a home in Odisha simple and honest");

  await values.click();
  await expect(values).toHaveAttribute("aria-selected", "true");
  await expect(mission).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel")).toContainText("What we hold ourselves to");

  await page.keyboard.press("ArrowRight");
  await expect(mission).toBeFocused();
  await expect(mission).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(vision).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("The most trusted property platform in eastern India");

  // The page is interactive now, and the counters are still far below the fold: they have not started.
  const counters = page.getByTestId("about-counter-value");
  await expect(counters).toHaveText(["0", "0", "0", "0"]);

  // Once in view they count up to the home page's live figures, exactly.
  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(Object.values(home));

  await expectNoSeriousA11yViolations(page);
});

test("About: visitors who prefer reduced motion see the final figures at once, the home page's own @mobile", async ({
  page,
}) => {
  const home = await homeFigures(page);
  expect(Object.keys(home)).toEqual([
    "Listings live",
    "Homes for rent",
    "Homes and plots for sale",
    "Localities covered",
  ]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const counters = page.getByTestId("about-counter");
  await expect(counters.getByTestId("about-counter-value")).toHaveText(Object.values(home));
  await expect(counters.locator("dt")).toHaveText(Object.keys(home));
  await expect(page.getByRole("region", { name: "Odisha Homes today" })).not.toContainText("500+");
  await reviewShot(page.getByRole("region", { name: "Odisha Homes today" }), "about-counters");
});
