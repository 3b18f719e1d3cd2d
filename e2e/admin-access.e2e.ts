import { expectNoSeriousA11yViolations } from "./axe";
import { expect, openTab, test } from "./admin-helpers";
import { User } from "@/models/User";

const DEMO_ADMIN = {
  email: process.env.ADMIN_EMAIL ?? "admin@odishahomes.in",
  password: process.env.ADMIN_PASSWORD ?? "Admin@1234",
};

test("the admin sign-in explains each refusal, then signs the admin in and out", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in with Google" })).toHaveAttribute("href", "/auth/admin/google");
  // Admin accounts are not made by signing up.
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const login = page.getByRole("button", { name: "Login" });
  await login.click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter your email");
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.in`);
  await page.getByLabel("Password", { exact: true }).fill("Wrong@12345");
  await login.click();
  // Said under the password field, which takes the focus to be typed again.
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription("Invalid credentials");
  await expect(password).toBeFocused();

  // A normal account's right password is still no way in.
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await login.click();
  await expect(page.getByText("This account does not have admin access")).toBeVisible();

  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await login.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const home = await (await page.request.get("/api/admin/home")).json();
  await expect(page.getByTestId("admin-name")).toHaveText(home.user.name);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem("isAdmin"))).toBeNull();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\?callbackUrl=/);
});

test("a normal user opening the dashboard is sent to the admin sign-in", async ({ signedInPage: page }) => {
  await page.goto("/admin/dashboard?tab=users");
  await expect(page).toHaveURL(/\/admin\?callbackUrl=/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
});

test("an admin demoted while signed in is sent back with the server's reason", async ({
  adminPage: page,
  adminName,
  db,
}) => {
  void db;
  await openTab(page, "users", "Users");
  await User.updateOne({ name: adminName }, { $set: { role: "user" } });
  // The page guard may refuse the reload itself (back to the sign-in, keeping the tab to return to); if
  // the page loads first, the dashboard's own check sends the admin back with the server's reason. (That
  // check can also move the page on while the reload is under way, which aborts the reload.)
  await page.reload().catch((error: Error) => {
    if (!/ERR_ABORTED|frame was detached/.test(error.message)) throw error;
  });
  await expect(page).toHaveURL(/\/admin(\?callbackUrl=.*)?$/);
  const refusal = await (await page.request.get("/api/admin/home")).json();
  expect(refusal.success).toBe(false);
  if (!new URL(page.url()).search) {
    await expect(page.getByRole("alert").filter({ hasText: refusal.message })).toBeVisible();
  }
});

test("a Google account that is not an admin comes back with a reason", async ({ page, db }) => {
  void db;
  const email = `google-${Date.now()}@example.in`;
  try {
    await page.goto(`/auth/admin/google?login_hint=${encodeURIComponent(email)}`);
    await expect(page).toHaveURL(/\/admin\?error=not-admin/);
    await expect(page.getByRole("alert").filter({ hasText: "This account does not have admin access." })).toBeVisible();
  } finally {
    // Google sign-in may have opened an account for this address.
    await User.deleteMany({ email });
  }
});

test("the overview's counts match the API, and the chart has one bar per month", async ({
  adminPage: page,
  adminName,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-name")).toHaveText(adminName);
  // Other journeys add and remove records meanwhile: compare a fresh load with the API until both agree.
  await expect(async () => {
    await page.reload();
    const table = page.getByTestId("chart-table");
    await expect(table).toBeAttached();
    const stats = await (await page.request.get("/api/admin/stats")).json();
    for (const key of ["users", "properties", "messages", "visits"] as const) {
      expect(await page.getByTestId(`count-${key}-value`).textContent()).toBe(stats[key].toLocaleString("en-IN"));
    }
    const rows = await table.locator("tbody tr").evaluateAll((list) =>
      list.map((row) => ({
        month: row.getAttribute("data-month"),
        count: Number(row.querySelector("td")?.textContent),
      })),
    );
    expect(rows).toEqual(stats.propertiesPerMonth);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "New Properties per Month" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^New Properties per Month/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each card opens its tab, and the tab is in the URL so a reload keeps it.
  await page.getByTestId("count-properties").click();
  await expect(page).toHaveURL(/tab=properties/);
  await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("the sidebar is a drawer on phones, and tables read without scrolling sideways @mobile", async ({
  adminPage: page,
}) => {
  const width = page.viewportSize()!.width;
  await page.goto("/admin/dashboard");
  // The counts arrive after hydration, so the menu button works from here on.
  await expect(page.getByTestId("count-users")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menuButton = page.getByRole("button", { name: "Open menu" });

  if (width < 1024) {
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Users" }).click();
    await expect(nav).toBeHidden();
  } else {
    await expect(menuButton).toBeHidden();
    await nav.getByRole("link", { name: "Users" }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByTestId("user-row").first()).toBeVisible();

  const scroller = page.getByRole("region", { name: "Users table" });
  const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  // Rows are cards on a phone: nothing scrolls sideways, in the card or the page.
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  if (width < 1024) {
    // Escape closes the drawer too.
    await menuButton.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  }
});
