import type { Page } from "@playwright/test";
import { Property } from "@/models/Property";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { coveredControls } from "./support/covered-controls";

// A phone of 390 × 844, whatever the project: fixed elements matter most where the screen is smallest.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function expectNothingCovered(page: Page) {
  const { checked, problems } = await coveredControls(page);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(15);
}

/** A listing with photos, for the pages that show one. */
async function someListingId(): Promise<string> {
  const doc = await Property.findOne({ isActive: true, type: "rent" }).sort({ createdAt: -1 }).lean();
  return String(doc!._id);
}

test("at 390 px no control on the home page is covered by a fixed element", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await expect(page.getByTestId("session-skeleton").filter({ visible: true })).toHaveCount(0);
  await expectNothingCovered(page);
});

test("at 390 px no control on a listing is covered, and its bottom bar calls or opens the Contact Agent form", async ({
  page,
  db,
}) => {
  test.setTimeout(120_000);
  void db;
  const id = await someListingId();
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole("heading", { name: "Similar Properties" })).toBeVisible();
  await expectNothingCovered(page);

  // The floating contact button gives way to the listing's own bar.
  await expect(page.getByRole("button", { name: "Contact us" })).toBeHidden();
  const bar = page.getByRole("region", { name: "Contact the agent" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+?\d{10,}$/);
  await expect(bar.getByRole("button", { name: "Book a visit" })).toBeVisible();
  // All three actions fit inside the screen, none cut off at its right edge, and the bar passes an accessibility scan
  // (its colours included) at this width.
  const width = page.viewportSize()!.width;
  for (const action of await bar.locator("a:visible, button:visible").all()) {
    const box = (await action.boundingBox())!;
    expect(box.x, await action.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await action.innerText()).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yViolations(page);
  await bar.getByRole("button", { name: "Contact agent" }).click();
  const form = page.locator("#contact-agent");
  await expect(form).toBeInViewport();
  await expect(form.getByRole("textbox").first()).toBeFocused();
});

test("at 390 px no control on the list page is covered by a fixed element", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.goto("/properties");
  await expect(page.getByTestId("result-count")).toBeVisible();
  await expectNothingCovered(page);
});

test("at 390 px no control on the profile page is covered by a fixed element", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expectNothingCovered(page);
});

test("at 390 px no control on the pricing page is covered by a fixed element", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNothingCovered(page);
});
