import type { Page, Route } from "@playwright/test";
import { Property } from "@/models/Property";
import { expect, test } from "./fixtures";

/**
 * A signed-in person does not wait for the browser's own calls before seeing their page: the profile arrives
 * with its details and lists in its HTML, and a page after the first shows the header's signed-in corner as
 * soon as it is interactive. Each journey holds the calls it must not need until it has seen the page.
 */

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    await page.unroute(pattern, handler);
  };
}

test("the profile's details and lists are in its first HTML @mobile", async ({
  signedInPage: page,
  signedInUser,
  db,
}) => {
  void db;
  test.setTimeout(90_000);
  const listing = await Property.findOne({ isActive: true }, { _id: 1, title: 1 }).lean();
  const saved = await page.request.put(`/api/favourites/${listing!._id}`);
  expect(saved.status(), await saved.text()).toBe(200);
  const search = await page.request.post("/api/saved-searches", {
    data: { query: "type=rent&bhk=2", frequency: "daily", name: "Two-bed rentals for the Das family" },
  });
  expect(search.status(), await search.text()).toBe(201);

  const html = await (await page.request.get("/profile")).text();
  expect(html).toContain(signedInUser.email);
  expect(html).toContain("Two-bed rentals for the Das family");
  expect(html).toContain(listing!.title);

  // In the browser, with the session call and every list's call held, the page is already whole.
  const releases = await Promise.all(
    [
      "**/api/user/home",
      "**/api/favourites",
      "**/api/saved-searches",
      "**/api/visits",
      "**/api/payments",
      "**/api/my/listings",
    ].map((pattern) => hold(page, pattern)),
  );
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText("Two-bed rentals for the Das family")).toBeVisible();
  await expect(page.locator("#favourites-heading").locator("xpath=..").getByText(listing!.title).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await Promise.all(releases.map((release) => release()));
});

test("a signed-out browser's profile goes to the login", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
});

test("the header shows the signed-in corner before the session call answers, and forgets it at sign-out", async ({
  signedInPage: page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  await page.goto("/about");
  const welcome = page.getByText(`Welcome, ${signedInUser.name.split(" ")[0]}`);
  await expect(welcome).toBeVisible();

  // The next page: the session call is held, and the header already knows who is here.
  const release = await hold(page, "**/api/user/home");
  await page.goto("/pricing");
  await expect(welcome).toBeVisible();
  await release();

  // Signed out, the browser keeps nobody: the sign-in links show, and nothing is stored.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("oh-user"))).toBeNull();
  await page.goto("/pricing");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
