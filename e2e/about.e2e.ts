import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

test("About: the values tabs switch by click and arrow keys, and the counters count up once in view", async ({
  page,
}) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("About Us | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /verifies every listing/);
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
  await expect(counters).toHaveText(["0+", "0+", "0+", "0%"]);

  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(["500+", "2,000+", "15+", "98%"]);

  await expectNoSeriousA11yViolations(page);
});

test("About: visitors who prefer reduced motion see the final figures at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await expect(page.getByTestId("about-counter-value")).toHaveText(["500+", "2,000+", "15+", "98%"]);
});
