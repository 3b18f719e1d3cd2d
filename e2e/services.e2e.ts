import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

test("Services: the category buttons filter the twelve service cards", async ({ page }) => {
  const response = await page.goto("/services");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Our Services | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /12 services/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);

  const filters = page.getByRole("group", { name: "Filter services by category" });
  const cards = page.getByRole("article");
  const names = cards.getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(12);
  await expect(cards.filter({ hasText: "Most Popular" })).toHaveCount(3);
  await expect(filters.getByRole("button", { name: "All Services" })).toHaveAttribute("aria-pressed", "true");

  await filters.getByRole("button", { name: "Commercial" }).click();
  await expect(filters.getByRole("button", { name: "Commercial" })).toHaveAttribute("aria-pressed", "true");
  await expect(filters.getByRole("button", { name: "All Services" })).toHaveAttribute("aria-pressed", "false");
  await expect(names).toHaveText(["Office Space Rent", "Building", "Commercial Space"]);
  await expect(page.getByRole("status")).toHaveText("Showing 3 of 12 services");

  await filters.getByRole("button", { name: "Lease" }).click();
  await expect(names).toHaveText(["Land Buy & Sell", "Office Space Rent", "Building", "Commercial Space"]);

  await filters.getByRole("button", { name: "Rent" }).click();
  await expect(cards).toHaveCount(8);
  await expect(names).toContainText(["1RK/PG Accommodation"]);
  await expect(names.filter({ hasText: "Duplex" })).toHaveCount(0);

  await filters.getByRole("button", { name: "All Services" }).click();
  await expect(cards).toHaveCount(12);

  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Get started with Duplex" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
