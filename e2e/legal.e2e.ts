import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

test("Terms and Privacy answer signed out with their sections and the support address", async ({ page }) => {
  const terms = await page.goto("/terms");
  expect(terms?.status()).toBe(200);
  await expect(page).toHaveTitle("Terms and Conditions | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /who may use it \(18\+\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms$/);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2 })).toHaveCount(7);
  await expect(article).toContainText("at least 18 years old");
  await expect(article).toContainText("does not handle or guarantee payments");
  await expect(page.getByRole("main").getByRole("link", { name: "support@odishahomes.in" })).toHaveAttribute(
    "href",
    "mailto:support@odishahomes.in",
  );
  await expectNoSeriousA11yViolations(page);

  const privacy = await page.goto("/privacy");
  expect(privacy?.status()).toBe(200);
  await expect(page).toHaveTitle("Privacy Policy | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /never sold/);
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([
    "1. Information we collect",
    "2. How we use it",
    "3. How we protect it",
  ]);
  await expect(page.getByRole("article")).toContainText("We do not sell your personal data");
  await expect(page.getByRole("main").getByRole("link", { name: "support@odishahomes.in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
