import type { Page } from "@playwright/test";
import { a11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { Property } from "@/models/Property";

// One axe pass over every public page and every signed-in page, at both widths: a page a journey does not
// otherwise visit is still checked. Each page is checked once it has drawn its main heading.

async function check(page: Page, path: string) {
  await test.step(path, async () => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Soft: one run names every page that fails, not only the first.
    expect.soft(await a11yViolations(page), path).toEqual([]);
  });
}

/**
 * The public pages in two halves, each a test of its own with its own limit: twenty axe passes in one test
 * took 3 to 4.3 minutes on a busy two-core machine, too close to one limit.
 */
const PUBLIC_PAGES = {
  "the pages with listings": (listingId: string) => [
    "/",
    "/rent",
    "/rent/bhubaneswar",
    "/rent/bhubaneswar/patia",
    "/buy/bhubaneswar",
    "/plots",
    `/properties/${listingId}`,
    "/or/rent/bhubaneswar/patia",
    `/hi/properties/${listingId}`,
  ],
  "the content and account pages": () => [
    "/about",
    "/services",
    "/pricing",
    "/pricing/user",
    "/pricing/broker",
    "/contact",
    "/login",
    "/register",
    "/forgot-password",
    "/submit-property",
    "/compare",
    "/privacy",
    "/terms",
    "/or",
    "/hi/register",
  ],
};

for (const [group, paths] of Object.entries(PUBLIC_PAGES)) {
  test(`every public page passes axe, ${group}: no serious or critical violation, no two landmarks alike @mobile`, async ({
    page,
    db,
  }) => {
    test.setTimeout(300_000);
    void db;
    const listing = await Property.findOne({ isActive: true, "location.locality": "Patia" }, { _id: 1 }).lean();
    expect(listing).not.toBeNull();
    for (const path of paths(String(listing!._id))) {
      await check(page, path);
    }
  });
}

test("every signed-in page passes axe @mobile", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  for (const path of ["/profile", "/messages", "/submit-property", "/notifications/message-mails"]) {
    await check(page, path);
  }
});
