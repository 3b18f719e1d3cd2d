// Next.js keeps rendered pages and cached reads under .next between runs. They name listings of the
// database that was seeded when they were made; a run on a new database (the e2e journeys, the bench,
// each seeding its own) forgets the ones that show listings, and Next.js renders them again on their
// first request from the new data.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** Pages rendered by the build that show listings (the home page and the sitemap). */
const LISTING_PAGES = /^(index|sitemap\.xml)\.(html|rsc|meta|body|segments)$/;

export function forgetCachedListingPages(dir = ".next") {
  rmSync(path.join(dir, "cache", "fetch-cache"), { recursive: true, force: true });
  rmSync(path.join(dir, "server", "route-cache"), { recursive: true, force: true });
  const app = path.join(dir, "server", "app");
  if (!existsSync(app)) return;
  for (const name of readdirSync(app)) {
    if (LISTING_PAGES.test(name)) rmSync(path.join(app, name), { recursive: true, force: true });
  }
}
