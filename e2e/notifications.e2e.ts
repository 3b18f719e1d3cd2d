import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../scripts/chromium";
import { expect, test } from "./fixtures";
import { reviewShot } from "./support/review-shot";

test("the site is an installable app: manifest, icons, theme colour and a registered service worker @mobile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#4f46e5");

  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: "Odisha Homes",
    short_name: "Odisha Homes",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#4f46e5",
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }

  // The worker is registered once the page has loaded, and controls the site's whole scope.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? "", scope: registration.scope };
  });
  expect(new URL(worker.script).pathname).toBe("/sw.js");
  expect(new URL(worker.scope).pathname).toBe("/");
});

test("Chromium finds nothing that stops installing the site", async ({ baseURL }, testInfo) => {
  test.setTimeout(90_000);
  // Playwright's usual contexts are incognito profiles, where Chromium never offers to install: a profile
  // on disk, as a person's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), "install-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    viewport: testInfo.project.use.viewport ?? null,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send("Page.getAppManifest")).errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map((e) => e.errorId), {
        timeout: 30_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a signed-in person chooses how each kind of notification reaches them @mobile", async ({
  signedInPage: page,
  signedInUser,
  db,
}) => {
  test.setTimeout(90_000);
  await page.goto("/profile#notifications");
  const section = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(section).toBeVisible();
  const messages = section.getByRole("group", { name: "New messages" });
  const alerts = section.getByRole("group", { name: "Saved-search alerts" });
  await expect(messages.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
  await expect(alerts.getByRole("checkbox", { name: "Push on my devices" })).toBeChecked();
  // Push is offered (the journeys' server has VAPID keys) and this browser has not turned it on.
  await expect(section.getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();

  await messages.getByRole("checkbox", { name: "E-mail" }).uncheck();
  await expect(messages.getByRole("checkbox", { name: "E-mail" })).toBeEnabled();
  await alerts.getByRole("checkbox", { name: "Push on my devices" }).uncheck();
  await expect(alerts.getByRole("checkbox", { name: "Push on my devices" })).toBeEnabled();
  // The listing reminders' mail always goes; their push can be switched off.
  const reminders = section.getByRole("group", { name: "Listing reminders" });
  await expect(reminders.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
  await expect(reminders.getByRole("checkbox", { name: "E-mail" })).toBeDisabled();
  await reminders.getByRole("checkbox", { name: "Push on my devices" }).uncheck();
  await expect(reminders.getByRole("checkbox", { name: "Push on my devices" })).toBeEnabled();
  await expect
    .poll(async () => {
      const stored = await db.connection.collection("users").findOne({ email: signedInUser.email });
      return stored?.notifications;
    })
    .toMatchObject({
      messages: { email: false, push: true },
      alerts: { email: true, push: false },
      reminders: { push: false },
    });

  await page.reload();
  await expect(
    section.getByRole("group", { name: "New messages" }).getByRole("checkbox", { name: "E-mail" }),
  ).not.toBeChecked();
  await expect(
    section.getByRole("group", { name: "Saved-search alerts" }).getByRole("checkbox", { name: "Push on my devices" }),
  ).not.toBeChecked();
  await expect(
    section.getByRole("group", { name: "Listing reminders" }).getByRole("checkbox", { name: "Push on my devices" }),
  ).not.toBeChecked();

  await section.scrollIntoViewIfNeeded();
  await reviewShot(page, "profile-notifications");
  await reviewShot(section, "profile-notifications-section");
});
