import { expect, test } from "./fixtures";

/** The page's layout shift as the browser scores it (CLS): the sum of unexpected shifts, in [0, ∞). */
async function layoutShift(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test("the profile page does not shift as its sections load @mobile", async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/profile");
  // Every section has loaded: the form, the plan, the visits, the payments and the favourites.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription" })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator("#favourites-heading")).toBeVisible();
  // Shifts are reported a frame after they happen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The header's account corner taking the user's name moves the links by a few pixels (about 0.0005).
  expect(await layoutShift(page)).toBeLessThan(0.005);
});
