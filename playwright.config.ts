import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium";

// `npm run test:e2e` (scripts/e2e.mjs) builds the app, starts the embedded database with demo data and
// passes MONGODB_URI and E2E_PORT; the server below is the production build on that database.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Journeys that change the listings the public journeys count: the second pass, one at a time. */
const SECOND_PASS = /(admin|data)-.*\.e2e\.ts/;

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: true,
  // One retry: a journey that passes only on it is reported as flaky in the run's closing summary
  // (e2e/support/outcome-reporter.ts), to be fixed, instead of failing a run on a machine that is busy
  // with something else.
  retries: 1,
  workers: 2,
  // Two browsers share two cores with the server: journeys wait on conditions, not time.
  // Limits sized for a machine also running a browser audit (load average 8-13 on two cores), where a
  // journey of 15 s on a quiet machine takes a minute; a limit costs time only when a journey fails.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    ["./e2e/support/outcome-reporter.ts"],
  ],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: SECOND_PASS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    // Journeys tagged @mobile also run on a phone-sized screen.
    {
      name: "mobile",
      grep: /@mobile/,
      testIgnore: SECOND_PASS,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // The admin journeys (admin-*), and the others that put listings live or take them down (data-*), change
    // what the public journeys count in the database, so they run after them instead of beside them:
    // `npm run test:e2e` runs these two projects in a second pass, whatever the first pass gave, so one
    // failing journey cancels nothing.
    {
      name: "admin",
      testMatch: SECOND_PASS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "admin-mobile",
      testMatch: SECOND_PASS,
      grep: /@mobile/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-0123456789abcdef",
    },
  },
});
