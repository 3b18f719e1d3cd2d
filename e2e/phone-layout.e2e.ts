import type { Page } from "@playwright/test";
import { Property } from "@/models/Property";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { coveredControls } from "./support/covered-controls";
import { recordToasts, toastsSeen } from "./support/toasts";

// A phone of 390 × 844, whatever the project: fixed elements matter most where the screen is smallest.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function expectNothingCovered(page: Page) {
  const { checked, problems } = await coveredControls(page);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(15);
}

/** A listing with photos, for the pages that show one. */
async function someListingId(): Promise<string> {
  // A listing of the team's (not posted by its owner): its bar calls the agent.
  const doc = await Property.findOne({
    isActive: true,
    type: "rent",
    source: { $ne: "public" },
    postedBy: { $ne: "owner" },
  })
    .sort({ createdAt: -1 })
    .lean();
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
  // The similar listings load as the visitor scrolls towards them: the page is whole once they are in.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Similar Properties" })).toBeVisible();
  await expectNothingCovered(page);

  // The floating contact button gives way to the listing's own bar.
  await expect(page.getByRole("button", { name: "Contact us" })).toBeHidden();
  const bar = page.getByRole("region", { name: "Contact the agent" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+?\d{10,}$/);
  // WhatsApp opens a chat with the agent's number, the listing named in the message.
  const whatsapp = new URL((await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
  expect(whatsapp.origin + whatsapp.pathname).toMatch(/^https:\/\/wa\.me\/\d{11,15}$/);
  expect(whatsapp.searchParams.get("text")).toContain(`/properties/${id}`);
  // No label is cut off and no icon squashed: each icon keeps its drawn size.
  for (const action of await bar.locator("a:visible, button:visible").all()) {
    const clipped = await action.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped, await action.innerText()).toBe(false);
  }
  for (const icon of await bar.locator("svg:visible").all()) {
    const box = (await icon.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(16);
    expect(box.height).toBeGreaterThanOrEqual(16);
  }
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

test("at 390 px the menu offers Call and WhatsApp, as the floating contact button is hidden on phones", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Contact us" })).toBeHidden();
  const menu = page.getByRole("button", { name: "Menu" });
  // A tap before hydration is lost: tap again until the menu is open.
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const talk = page.getByRole("list", { name: "Talk to us" });
  await expect(talk.getByRole("link", { name: "Call us" })).toHaveAttribute("href", /^tel:\+?\d{10,}$/);
  await expect(talk.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
  for (const link of await talk.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test("at 390 px toasts stack inside the screen, clear of the screen's main action, each close button on screen", async ({
  page,
  createUser,
}) => {
  test.setTimeout(120_000);
  const user = await createUser();
  // A wrong password is said under the field; a sign-in that cannot reach the server is a toast.
  await recordToasts(page);
  await page.route("**/api/user/login", (route) => route.abort("internetdisconnected"));
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("any-password");
  const signIn = page.getByRole("button", { name: "Sign In" });
  // Two failed tries: two toasts. Each is measured by the page where it comes to rest, so a busy machine
  // closing one early cannot fail the check.
  for (const count of [1, 2]) {
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect.poll(async () => (await toastsSeen(page)).length).toBe(count);
  }
  const action = (await signIn.boundingBox())!;
  await expect
    .poll(async () => (await toastsSeen(page)).filter((toast) => toast.box).length, { timeout: 30_000 })
    .toBe(2);
  for (const { box, closeBox } of await toastsSeen(page)) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // Not over the screen's main action.
    expect(box!.y >= action.y + action.height || box!.y + box!.height <= action.y).toBe(true);
    expect(closeBox!.x).toBeGreaterThanOrEqual(0);
    expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(390);
  }
});
