/**
 * The old server's API paths answer from the same handlers under /api, so its clients keep working
 * unchanged: `/user/login` is `/api/user/login`. proxy.ts rewrites them. (As rewrites in next.config.ts, Next.js also matched every one
 * of them, compiling each pattern anew, on every request for a page with a dynamic segment: a visible share
 * of the cost of serving a cached listing page.)
 */
export const LEGACY_PREFIXES = [
  "/property",
  "/user",
  "/auth/user",
  "/auth/admin",
  "/admin/login",
  "/admin/home",
  "/admin/user-list",
  "/admin/logout",
  "/admin/user",
];

/** The /api path that answers an old server's path, or null for every other path. */
export function legacyApiPath(pathname: string): string | null {
  const legacy = LEGACY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return legacy ? `/api${pathname}` : null;
}
