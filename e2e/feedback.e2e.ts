import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { overlaps, recordToasts, settledToastBox } from "./support/toasts";
import { SavedSearch } from "@/models/SavedSearch";

// Feedback that behaves the same everywhere: a failed submit focuses its first invalid field, a wrong password
// is said under the field, deletions ask in the site's own dialog, toasts leave the screen's main action
// uncovered, and a signed-out visitor's header shows its final state at once.

const isPhone = (page: Page) => page.viewportSize()!.width < 640;

/** Where this run's screenshots go, named by the screen width. */
const shot = (page: Page, name: string) => test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`);

/** The field has the focus and is on screen, with its message read out with it. */
async function expectFocusedInvalid(field: Locator, message: string | RegExp) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

/** Presses a submit button until the page has hydrated enough for it to answer (a press before is lost). */
async function pressUntil(button: Locator, answered: Locator) {
  await expect(async () => {
    await button.click();
    await expect(answered).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test("a wrong password is said under the password field of the sign-in page @mobile", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectFocusedInvalid(password, "Invalid email or password");
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
  await page.screenshot({ path: shot(page, "login-wrong-password") });

  // Typing again clears it.
  await password.fill(user.password);
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
});

test("a failed submit moves focus to the first invalid field of the contact, sign-up and profile forms @mobile", async ({
  page,
  signIn,
  createUser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/contact");
  const name = page.getByLabel("Full name");
  await pressUntil(page.getByRole("button", { name: "Send Message" }), name);
  await expectFocusedInvalid(name, /name/i);

  await page.goto("/register");
  const fullName = page.getByLabel("Full name", { exact: true });
  await pressUntil(page.getByRole("button", { name: "Send OTP" }), fullName);
  await expectFocusedInvalid(fullName, /name/i);

  const user = await createUser();
  await signIn(page, user);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const phone = page.getByLabel("Phone");
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectFocusedInvalid(phone, "Enter valid 10-digit phone number");
});

test("deleting a saved search asks in the site's own dialog @mobile", async ({ page, signIn, createUser }) => {
  const user = await createUser();
  const name = `Flats in Patia ${Date.now().toString(36)}`;
  await SavedSearch.create({ user: user._id, name, query: "type=rent", frequency: "daily" });
  page.on("dialog", (dialog) => {
    throw new Error(`A browser dialog opened: ${dialog.message()}`);
  });
  try {
    await signIn(page, user);
    await page.goto("/profile#saved-searches");
    const list = page.getByTestId("saved-searches");
    await expect(list).toContainText(name);

    await list.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this saved search?" });
    await expect(confirm).toContainText(name);
    await page.screenshot({ path: shot(page, "saved-search-confirm") });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(list).toContainText(name);

    await list.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Saved search deleted")).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await SavedSearch.deleteMany({ user: user._id });
  }
});

test("a toast never covers the compare tray, a listing's contact bar or the hero's Search @mobile", async ({
  page,
  createUser,
}) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  // The compare tray: a fourth listing is refused with a toast while the tray shows the three.
  await page.goto("/rent/bhubaneswar");
  const cards = page.getByTestId("place-cards").locator(":scope > li");
  for (let i = 0; i < 4; i++) {
    const title = (await cards.nth(i).getByRole("heading", { level: 3 }).textContent())!.trim();
    await cards
      .nth(i)
      .getByRole("button", { name: `Compare ${title}` })
      .click();
    if (i < 3) await expect(cards.nth(i).getByRole("button", { name: `Remove ${title} from compare` })).toBeVisible();
  }
  const tray = page.getByRole("region", { name: "Compare listings" });
  await expect(tray).toBeVisible();
  const full = await settledToastBox(page, "You can compare up to 3 listings");
  expect(overlaps(full, (await tray.boundingBox())!)).toBe(false);

  // A listing's page: the full tray refusing this listing says so clear of the contact bar and the tray.
  // (A favourite while signed out would leave for the sign-in page.)
  const fourth = cards.nth(3);
  const fourthTitle = (await fourth.getByRole("heading", { level: 3 }).textContent())!.trim();
  await page.goto((await fourth.getByRole("link", { name: fourthTitle }).getAttribute("href"))!);
  const compare = page.getByRole("button", { name: `Compare ${fourthTitle}` }).first();
  // A tap before hydration is lost: tap until the refusal shows.
  await expect(async () => {
    await compare.click();
    await expect(page.getByText("You can compare up to 3 listings")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const favourite = await settledToastBox(page, "You can compare up to 3 listings");
  if (isPhone(page)) {
    const bar = page.getByTestId("mobile-contact-bar");
    await expect(bar).toBeVisible();
    expect(overlaps(favourite, (await bar.boundingBox())!)).toBe(false);
  }
  expect(overlaps(favourite, (await tray.boundingBox())!)).toBe(false);
  await page.screenshot({ path: shot(page, "toast-on-listing") });

  // Home: the greeting after signing in stays clear of the hero's Search.
  const user = await createUser();
  await page.goto("/login?callbackUrl=%2F");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  const greeting = await settledToastBox(page, "Login Successful!");
  const search = page.getByTestId("hero-search").getByRole("button", { name: "Search", exact: true });
  await expect(search).toBeInViewport();
  expect(overlaps(greeting, (await search.boundingBox())!)).toBe(false);
  await page.screenshot({ path: shot(page, "toast-on-home") });
});

test("a signed-out visitor's header shows Sign Up and Sign In before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      const header = page.locator("header").first();
      await expect(header.getByRole("link", { name: "Sign In" }).filter({ visible: true })).toHaveCount(1);
      await expect(header.getByRole("link", { name: "Sign Up" }).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByTestId("session-skeleton").filter({ visible: true })).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
});
