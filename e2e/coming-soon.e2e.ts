import { randomUUID } from "node:crypto";
import { Waitlist } from "@/models/Waitlist";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

// The launch moment the e2e server runs with (the LAUNCH_DATE default).
const LAUNCH = new Date("2026-12-31T23:59:59+05:30").getTime();

test("Coming soon: the countdown ticks every second and says the site is live once the date passes", async ({
  page,
}) => {
  const start = LAUNCH - ((2 * 24 + 3) * 3600 + 4 * 60 + 30) * 1000; // 2 d 3 h 4 min 30 s before launch
  await page.clock.install({ time: start });
  const response = await page.goto("/coming-soon");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Coming Soon | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /tell you the moment it launches/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/coming-soon$/);

  await page.clock.pauseAt(start + 10_000);
  await expect(page.getByTestId("countdown-days")).toHaveText("02");
  await expect(page.getByTestId("countdown-hours")).toHaveText("03");
  await expect(page.getByTestId("countdown-minutes")).toHaveText("04");
  await expect(page.getByTestId("countdown-seconds")).toHaveText("20");
  await page.clock.runFor(1000);
  await expect(page.getByTestId("countdown-seconds")).toHaveText("19");
  await page.clock.runFor(20_000);
  await expect(page.getByTestId("countdown-minutes")).toHaveText("03");
  await expect(page.getByTestId("countdown-seconds")).toHaveText("59");

  await page.clock.fastForward("51:05:00");
  await expect(page.getByRole("status").filter({ hasText: "We're live!" })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/");
});

test("Coming soon: Notify Me stores an e-mail once and thanks the visitor for 3 seconds", async ({ page, db }) => {
  void db;
  const start = LAUNCH - 5 * 24 * 3600 * 1000;
  await page.clock.install({ time: start });
  await page.goto("/coming-soon");
  // axe schedules its own timers, so it runs while the page clock still flows; then the clock stops.
  await expectNoSeriousA11yViolations(page);
  await page.clock.pauseAt(start + 60_000);

  const email = page.getByLabel("Email address");
  const notify = page.getByRole("button", { name: "Notify Me" });
  const thanks = page.getByText("Thank you! We'll notify you when we launch.");

  await notify.click();
  await expect(page.getByText("Email is required")).toBeVisible();

  const address = `early-${randomUUID().slice(0, 8)}@example.in`;
  await email.fill(address);
  await notify.click();
  await expect(thanks).toBeVisible();
  await expect(email).toHaveValue("");
  await page.clock.runFor(2900);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(200);
  await expect(thanks).toBeHidden();

  await email.fill(address.toUpperCase());
  await notify.click();
  await expect(thanks).toBeVisible();
  expect(await Waitlist.countDocuments({ email: address })).toBe(1);
});
