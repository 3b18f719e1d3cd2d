#!/usr/bin/env node
// The browser half of `npm test`: a private embedded database with the demo data, a production build,
// then Playwright against `next start` on that database. Arguments go to `playwright test`.
//   E2E_PORT=3100        port of the app under test
//   E2E_SKIP_BUILD=1     reuse the existing .next build (local iteration only)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbedded } from "./embedded-db.mjs";
import { startServices } from "./stand-ins/services.mjs";
import { clientFilesContaining } from "./client-bundle.mjs";
import { forgetCachedListingPages } from "./forget-cached-pages.mjs";

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  .filter(Boolean)
  .find((p) => existsSync(p));
if (!chromium) {
  console.error(
    "Chromium not found: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The projects of playwright.config.ts: the public journeys, then the admin ones (they change the data). */
const PASSES = [
  ["--project", "desktop", "--project", "mobile"],
  // One at a time: the embedded engine loses a write made while another connection's transaction commits
  // (docs/real-mongodb.md), and the admin journeys delete listings in transactions while others add them.
  ["--project", "admin", "--project", "admin-mobile", "--workers", "1"],
];

/**
 * Playwright in two passes when no arguments narrow the run: the second runs whatever the first gave, so a
 * failing public journey does not keep the admin journeys from running (each pass reports its own failures).
 */
async function playwright(args, env) {
  if (args.length > 0) return run("npx", ["playwright", "test", ...args], env);
  let worst = 0;
  for (const pass of PASSES) worst = Math.max(worst, await run("npx", ["playwright", "test", ...pass], env));
  return worst;
}

/** Each pass's counts and the journeys that failed or needed their retry (e2e/support/outcome-reporter.ts). */
function printOutcomes(file) {
  if (!existsSync(file)) return;
  console.log(`\n[e2e] Summary of every pass:\n${readFileSync(file, "utf8")}`);
}

const db = await startEmbedded({ shared: false });
process.on("SIGINT", () => {
  db.stop();
  process.exit(130);
});
// Local SMTP, OpenID Connect and Razorpay stand-ins; their settings reach the build, the app and the journeys
// through env (the build inlines the checkout script's address).
const services = await startServices();
let code = 1;
try {
  console.log(`[e2e] ${db.engine} at ${db.uri}`);
  // The public pages are rendered by the build, so it must know the address they link to (canonical URLs,
  // the sitemap): the one the server under test answers on (playwright.config.ts).
  const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const env = {
    ...process.env,
    MONGODB_URI: db.uri,
    CHROMIUM_PATH: chromium,
    SITE_URL: siteUrl,
    NEXTAUTH_URL: siteUrl,
    ...services.env,
    E2E_OUTCOMES: path.join(mkdtempSync(path.join(tmpdir(), "e2e-outcomes-")), "outcomes.txt"),
  };
  code = await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"], env);
  if (code === 0 && !process.env.E2E_SKIP_BUILD) code = await run("npx", ["next", "build"], env);
  // The build ran with this run's Razorpay key secret in its environment: no browser file may contain it.
  const leaked = code === 0 ? clientFilesContaining(".next/static", env.RAZORPAY_KEY_SECRET) : [];
  if (leaked.length) {
    console.error(`[e2e] The Razorpay key secret is in client files: ${leaked.join(", ")}`);
    code = 1;
  }
  // Each run seeds a new database: pages and reads cached by an earlier run would name ids that no longer exist.
  if (process.env.E2E_SKIP_BUILD) forgetCachedListingPages();
  if (code === 0) {
    code = await playwright(process.argv.slice(2), env);
    printOutcomes(env.E2E_OUTCOMES);
  }
} finally {
  await services.stop();
  db.stop();
}
process.exit(code);
