import { expect, test } from "./fixtures";
import { layoutShifts, watchLayoutShift } from "./support/layout-shift";

test("the profile page does not shift as its sections load @mobile", async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await watchLayoutShift(page);
  await page.goto("/profile");
  // Every section has loaded: the form, the plan, the visits, the payments and the favourites.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription" })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator("#favourites-heading")).toBeVisible();
  // The header's account corner taking the user's name moves the links by a few pixels (about 0.0005).
  const shift = await layoutShifts(page);
  expect(shift.total, shift.report).toBeLessThan(0.005);
});
