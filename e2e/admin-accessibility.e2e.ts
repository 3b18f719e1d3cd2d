import { a11yViolations } from "./axe";
import { expect, test } from "./admin-helpers";
import { ADMIN_TABS } from "@/components/admin/tabs";

test("every admin tab passes axe: no serious or critical violation, no two landmarks alike @mobile", async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  for (const tab of ADMIN_TABS) {
    await test.step(tab.label, async () => {
      await page.goto(`/admin/dashboard?tab=${tab.id}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The tab's own content, past its loading placeholders.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
      // Soft: one run names every page that fails, not only the first.
      expect.soft(await a11yViolations(page), tab.label).toEqual([]);
    });
  }
});
