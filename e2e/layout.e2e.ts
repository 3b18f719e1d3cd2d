import type { Locator, Page } from "@playwright/test";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { siteContact } from "@/lib/site";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { holdSessionAnswer } from "./support/session-hold";

/** Below 1024 px the header collapses into one Menu button holding the links and the account section. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Opens a disclosure button, retrying while the page is still hydrating (a click before then is lost). */
async function expand(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}

/** On phones the account controls live inside the menu. */
async function openAccountArea(page: Page) {
  if (isPhone(page)) await expand(page.getByRole("button", { name: "Menu", exact: true }));
}

test("a visitor without a session makes no session call and sees Sign Up and Sign In @mobile", async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/user/home") && sessionCalls.push(r.url()));
  await page.goto("/");
  await openAccountArea(page);
  await expect(page.getByRole("link", { name: "Sign In" }).filter({ visible: true })).toHaveAttribute("href", "/login");
  await expect(page.getByTestId("session-skeleton").filter({ visible: true })).toHaveCount(0);
  expect(sessionCalls).toEqual([]);
});

test("a browser that may hold a session sees placeholders while it loads, then Sign Up and Sign In when it has ended @mobile", async ({
  page,
  baseURL,
}) => {
  // The readable hint says a session may exist; the server finds none, answers 401 and clears the hint.
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: baseURL! }]);
  const release = await holdSessionAnswer(page);

  await page.goto("/");
  await openAccountArea(page);
  const skeleton = page.getByTestId("session-skeleton").filter({ visible: true });
  await expect(skeleton).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // The wide header's links are in the page, hidden, while the session loads: marked here, they must be the
  // same elements once shown (a link swapped for a copy as it is pressed or focused loses the press).
  const hiddenSignIn = page.getByRole("banner").locator('a[href="/login"]');
  if (!isPhone(page)) await hiddenSignIn.evaluate((link) => link.setAttribute("data-kept", "yes"));

  release();
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  if (!isPhone(page)) await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("data-kept", "yes");
  await expect(skeleton).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toBeUndefined();
});

test("the header menus open from their buttons and close on Escape or a click outside @mobile", async ({ page }) => {
  await page.goto("/");
  const outside = page.getByText("All rights reserved");

  if (isPhone(page)) {
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expand(menuButton);
    const expected = {
      Home: "/",
      About: "/about",
      Properties: "/rent",
      "User Pricing": "/pricing/user",
      "Broker Pricing": "/pricing/broker",
      Services: "/services",
      Contact: "/contact",
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await expand(menuButton);
    await outside.click();
    await expect(menu).toBeHidden();
  } else {
    const pricing = page.getByRole("button", { name: "Pricing", exact: true });
    const userPricing = page.getByRole("link", { name: "User Pricing" });
    await expand(pricing);
    await expect(userPricing).toHaveAttribute("href", "/pricing/user");
    await expect(page.getByRole("link", { name: "Broker Pricing" })).toHaveAttribute("href", "/pricing/broker");

    await page.keyboard.press("Escape");
    await expect(pricing).toHaveAttribute("aria-expanded", "false");
    await expect(userPricing).toBeHidden();
    await expect(pricing).toBeFocused();

    // Keyboard only: Down opens the menu on its first link and moves through the links.
    await page.keyboard.press("ArrowDown");
    await expect(userPricing).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Broker Pricing" })).toBeFocused();

    await outside.click();
    await expect(pricing).toHaveAttribute("aria-expanded", "false");
    await expect(userPricing).toBeHidden();
  }
});

test("the footer has the site links, this year's copyright and the floating contact buttons @mobile", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const links = {
    Home: "/",
    About: "/about",
    Properties: "/rent",
    "Homes for sale": "/buy",
    Plots: "/plots",
    Services: "/services",
    "List Your Property": "/submit-property",
    Pricing: "/pricing/user",
    Contact: "/contact",
    Support: "/contact",
    "Privacy Policy": "/privacy",
    "Terms of Service": "/terms",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Odisha Homes. All rights reserved.`);

  const contact = siteContact();
  const toggle = page.getByRole("button", { name: "Contact us" });
  if (testInfo.project.name === "mobile") {
    // A phone has no free corner for it: the footer carries the same channels.
    await expect(toggle).toBeHidden();
    await expect(footer.getByRole("link", { name: contact.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.supportEmail}`,
    );
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", contact.facebook);
    return;
  }
  await expand(toggle);
  const options = page.getByRole("list", { name: "Contact options" });
  const expected = {
    "Chat with us": contact.whatsapp,
    "Email us": `mailto:${contact.supportEmail}`,
    "Call us": contact.phoneHref,
    Facebook: contact.facebook,
    Instagram: contact.instagram,
    "X (Twitter)": contact.twitter,
  };
  for (const [name, href] of Object.entries(expected)) {
    await expect(options.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.keyboard.press("Escape");
  await expect(options).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("a signed-in user is welcomed by first name, uses the account menu and logs out to /login @mobile", async ({
  signedInPage: page,
  signedInUser: user,
}) => {
  await page.goto("/");
  const firstName = user.name.split(" ")[0];

  if (isPhone(page)) {
    await expand(page.getByRole("button", { name: "Menu", exact: true }));
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    await menu.getByRole("button", { name: "Logout" }).click();
  } else {
    await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
    const accountButton = page.getByRole("button", { name: "Account menu" });
    await expect(accountButton.getByTestId("avatar-initial")).toHaveText(firstName.charAt(0));

    await expand(accountButton);
    const panel = page.locator(`[id="${await accountButton.getAttribute("aria-controls")}"]`);
    await expect(panel.getByText(user.name, { exact: true })).toBeVisible();
    await expect(panel.getByText(user.email)).toBeVisible();
    await expect(panel.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(accountButton).toBeFocused();

    await expand(accountButton);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();

    await expand(accountButton);
    await panel.getByRole("button", { name: "Logout" }).click();
  }

  await expect(page).toHaveURL(/\/login$/);
  // The session cookie is gone: the header offers sign-in again.
  await page.goto("/");
  await openAccountArea(page);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("Post property sits in the header on phones and wide screens, on screen, and leads to the listing form @mobile", async ({
  page,
}) => {
  await page.goto("/");
  const post = page.getByRole("banner").getByRole("link", { name: "Post property" });
  await expect(post).toBeVisible();
  const box = (await post.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  // Nothing in the header is pushed past the right edge by it.
  const menuOrAccount = isPhone(page)
    ? page.getByRole("button", { name: "Menu", exact: true })
    : page.getByRole("banner").getByRole("link", { name: "Sign In" });
  const other = (await menuOrAccount.boundingBox())!;
  expect(other.x + other.width).toBeLessThanOrEqual(width);
  await post.click();
  await expect(page.getByRole("heading", { level: 1, name: "List Your Property" })).toBeVisible();

  // Between 1024 and 1280 px the link bar needs the room: the header still fits the screen.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  const signInBox = (await signIn.boundingBox())!;
  expect(signInBox.x + signInBox.width).toBeLessThanOrEqual(1024);
  await expect(page.getByRole("banner").getByRole("link", { name: "Post property" })).toBeHidden();
});
