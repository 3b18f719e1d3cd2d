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
  await page.route("**/api/user/login", (route) => route.abort("internetdisconnected"));
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("any-password");
  const signIn = page.getByRole("button", { name: "Sign In" });
  const toasts = page.locator(".Toastify").getByRole("alert");
  // Two failed tries: two toasts, one over the other.
  for (const count of [1, 2]) {
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(toasts).toHaveCount(count);
  }
  const action = (await signIn.boundingBox())!;
  for (const toast of await toasts.all()) {
    // Toasts slide in from the side and bounce: measure once each has come to rest inside the screen, that is
    // when two reads a couple of frames apart agree.
    await expect
      .poll(async () => {
        const before = await toast.boundingBox();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const after = await toast.boundingBox();
        const still = JSON.stringify(before) === JSON.stringify(after);
        return still && after !== null && after.x >= 0 && after.x + after.width <= 390;
      })
      .toBe(true);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Not over the screen's main action.
    expect(box.y >= action.y + action.height || box.y + box.height <= action.y).toBe(true);
    const close = (await toast.getByRole("button", { name: /close/i }).boundingBox())!;
    expect(close.x).toBeGreaterThanOrEqual(0);
    expect(close.x + close.width).toBeLessThanOrEqual(390);
  }
});
