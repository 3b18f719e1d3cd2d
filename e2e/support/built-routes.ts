import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The routes of the build under test, read from the manifests `next build` writes, so a page or API route
 * added later is covered by the checks that walk them without anyone listing it.
 */
const distDir = path.join(process.cwd(), ".next");

function readManifest<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(distDir, name), "utf8")) as T;
}

/**
 * A public page's route by its English address: the pages live under `app/[locale]`, and English is served
 * without the prefix (`/[locale]/about` is `/about`, `/[locale]` is `/`). Other routes are left as they are.
 */
function englishAddress(route: string): string {
  if (route === "/[locale]") return "/";
  return route.startsWith("/[locale]/") ? route.slice("/[locale]".length) : route;
}

/** Every route path of the build: `/profile`, `/properties/[id]`, `/api/user/home`, `/sitemap.xml`, ... */
function routePaths(): { pages: string[]; handlers: string[] } {
  const manifest = readManifest<Record<string, string>>("app-path-routes-manifest.json");
  const pages: string[] = [];
  const handlers: string[] = [];
  for (const [entry, route] of Object.entries(manifest)) {
    // Next.js's own error pages are not addresses anyone visits.
    if (route.startsWith("/_")) continue;
    (entry.endsWith("/page") ? pages : handlers).push(englishAddress(route));
  }
  return { pages: pages.sort(), handlers: handlers.sort() };
}

export function builtPageRoutes(): string[] {
  return routePaths().pages;
}

export function builtApiRoutes(): string[] {
  return routePaths().handlers.filter((route) => route.startsWith("/api/"));
}

/**
 * Routes served from the full-page cache: rendered by the build (static or ISR) or on their first request
 * (ISR routes with parameters, such as a listing's page).
 */
export function fullPageCacheRoutes(): string[] {
  const manifest = readManifest<{
    routes: Record<string, { srcRoute?: string | null }>;
    dynamicRoutes: Record<string, unknown>;
  }>("prerender-manifest.json");
  const routes = new Set([
    ...Object.entries(manifest.routes).map(([route, entry]) => englishAddress(entry.srcRoute ?? route)),
    ...Object.keys(manifest.dynamicRoutes).map(englishAddress),
  ]);
  return [...routes].filter((route) => !route.startsWith("/_")).sort();
}

/** A concrete address of a route: every `[param]` and `[...param]` segment filled with `value`. */
export function fillRoute(route: string, value: string): string {
  return route.replace(/\[(?:\.\.\.)?[^\]]+\]/g, encodeURIComponent(value));
}
