import type { Page } from "@playwright/test";
import { expect, openTab, test } from "./admin-helpers";
import { todayInOdisha } from "@/domain/visits/options";
import { Visit } from "@/models/Visit";

// The admin panel run from a phone (390 px) as well as a desktop (1440 px): every table reads without scrolling
// sideways (cards on the phone), a submission is approved, a plan granted, and the sign-in and confirm
// dialogs behave. Each journey runs in both admin projects.

/** Below 1440 px the admin tables are cards (app/styles/admin-tables.css). */
const asCards = (page: Page) => page.viewportSize()!.width < 1440;

/** Where this run's screenshots go, named by the screen width. */
const shot = (page: Page, name: string) => test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`);

/** The table of a tab fits its card and the page fits the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, tableName: string) {
  const region = page.getByRole("region", { name: `${tableName} table` });
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll, `${tableName}: scrollWidth ${sizes.scroll} > clientWidth ${sizes.client}`).toBeLessThanOrEqual(
    sizes.client,
  );
  const width = page.viewportSize()!.width;
  const page_ = await page.evaluate((limit) => {
    // What sticks out past the screen's right edge, to name it should the page be wider.
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scroll: document.documentElement.scrollWidth, wide };
  }, width);
  expect(page_.scroll, `page wider than the screen: ${page_.wide.join(" | ")}`).toBeLessThanOrEqual(width);
}

/** On a phone each row is a card as wide as the screen allows; on a wide screen, a table row inside it. */
async function expectRowLayout(page: Page, row: ReturnType<Page["getByTestId"]>, name: string) {
  const display = await row.evaluate((el) => getComputedStyle(el).display);
  expect(display, `${name}: row display`).toBe(asCards(page) ? "block" : "table-row");
  const box = (await row.boundingBox())!;
  expect(box.x, `${name}: row's left edge`).toBeGreaterThanOrEqual(0);
  // Name the widest cell, should the row stick out past the screen.
  const widest = await row.evaluate(
    (el) =>
      [...el.querySelectorAll("td")]
        .map((td) => ({ w: td.getBoundingClientRect().width, text: td.textContent?.slice(0, 60) }))
        .sort((a, b) => b.w - a.w)[0],
  );
  expect(
    box.x + box.width,
    `${name}: row's right edge (widest cell ${Math.round(widest?.w ?? 0)} px: ${widest?.text})`,
  ).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("every admin table reads without scrolling sideways, and a submission is approved from it @mobile", async ({
  adminPage: page,
  createListing,
  createMessage,
  createUser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const buyer = await createUser({ name: `Phone Buyer ${stamp}` });
  const listing = await createListing({
    title: `Khandagiri 2BHK with a rather long title for a phone screen ${stamp}`,
    isActive: false,
    source: "public",
    owner: { name: "Rina Das", phone: "9861012345", email: `rina-${stamp}@example.in` },
  });
  await createMessage({ name: `Sender ${stamp}`, subject: "general-inquiry", message: "A long question ".repeat(20) });
  const visit = await Visit.create({ user: buyer._id, property: listing._id, preferredDate: todayInOdisha() });

  try {
    await openTab(page, "properties", "Properties");
    await page.getByLabel("Search properties").fill(stamp);
    const row = page.getByTestId("property-row").filter({ hasText: listing.title });
    await expect(row).toHaveCount(1);
    await expectRowLayout(page, row, "Properties");
    // The card names the listing, its state, price and locality, with its buttons in reach.
    await expect(row).toContainText("Awaiting approval");
    await expect(row).toContainText("₹21,000");
    await expect(row.getByTestId("listing-locality")).toHaveText("No locality");
    const approve = row.getByRole("button", { name: `Approve ${listing.title}` });
    await expect(approve).toBeInViewport();
    await expectNoSidewaysScroll(page, "Properties");
    await page.screenshot({ path: shot(page, "admin-properties") });

    await approve.click();
    await page.getByRole("dialog", { name: "Approve this listing?" }).getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Property approved and live on the site")).toBeVisible();
    await expect(row).toContainText("Active");

    for (const [tab, heading, table, testId] of [
      ["users", "Users", "Users", "user-row"],
      ["visits", "Visits", "Visits", "visit-row"],
      ["messages", "Messages", "Messages", "message-row"],
      ["audit", "Audit log", "Audit log", "audit-row"],
    ] as const) {
      await openTab(page, tab, heading);
      // The stored messages (contact page, reports) are the Messages tab's third view.
      if (tab === "messages") await page.getByRole("button", { name: "All messages" }).click();
      const first = page.getByTestId(testId).first();
      await expect(first).toBeVisible();
      await expectRowLayout(page, first, table);
      await expectNoSidewaysScroll(page, table);
      await page.screenshot({ path: shot(page, `admin-${tab}`) });
    }
  } finally {
    await Visit.deleteOne({ _id: visit._id });
  }
});

test("an admin grants a plan from a phone, and the user's profile says the same @mobile", async ({
  adminPage: page,
  browser,
  createUser,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ name: `Plan Holder ${Date.now().toString(36)}` });
  await openTab(page, "users", "Users");
  await page.getByLabel("Search users").fill(user.email);
  const row = page.getByTestId("user-row").filter({ hasText: user.email });
  await expect(row.getByTestId("user-plan")).toContainText("No plan yet");

  await row.getByRole("button", { name: `Grant a plan to ${user.name}` }).click();
  const grant = page.getByRole("dialog", { name: `Grant a plan to ${user.name}` });
  await grant.getByLabel("Plan").selectOption("6-house-plan");
  await expect(grant.getByLabel("Visits to give")).toHaveValue("6");
  await grant.getByLabel("Reason").selectOption("complaint");
  await grant.getByLabel("Remark").fill("Two visits missed in November");
  await grant.getByRole("button", { name: "Grant plan" }).click();
  await expect(grant).toBeHidden();
  await expect(row.getByTestId("user-plan")).toContainText("Active");
  await expect(row.getByTestId("user-plan")).toContainText("6 of 6 visits left");

  const context = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const own = await context.newPage();
    const signIn = await own.request.post("/api/user/login", { data: { email: user.email, password: user.password } });
    expect(signIn.status()).toBe(200);
    await own.goto("/profile");
    const plan = own.getByRole("region", { name: "Subscription" });
    await expect(plan.getByTestId("plan-state")).toHaveText("Active");
    await expect(plan).toContainText("6 House Plan");
    await expect(plan).toContainText("6 of 6");
  } finally {
    await context.close();
  }
});

test("the old admin sign-in address opens the sign-in, which says a wrong password under the field @mobile", async ({
  page,
}) => {
  const response = await page.goto("/admin/login");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);

  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.in`);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Wrong@12345");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(password).toHaveAccessibleDescription("Invalid credentials");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
  await page.screenshot({ path: shot(page, "admin-login-wrong-password") });
});

test("deleting a listing asks in the site's own dialog, and Cancel keeps it @mobile", async ({
  adminPage: page,
  createListing,
}) => {
  const listing = await createListing({ title: `Delete me ${Date.now().toString(36)}` });
  page.on("dialog", (dialog) => {
    throw new Error(`A browser dialog opened: ${dialog.message()}`);
  });
  await openTab(page, "properties", "Properties");
  await page.getByLabel("Search properties").fill(listing.title);
  const row = page.getByTestId("property-row").filter({ hasText: listing.title });
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: `Delete ${listing.title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete property?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId("confirm-message")).toHaveText(
    "Are you sure you want to delete this property? This action cannot be undone.",
  );
  const box = (await confirm.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: shot(page, "admin-confirm-dialog") });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: `Delete ${listing.title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Property deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});
