/**
 * Where to go after signing in: only a path on this site, so a crafted link cannot send the user to
 * another origin (`//evil.example`, `/\evil.example` and absolute URLs all fall back to the home page).
 */
export function safeCallbackPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters could hide a scheme or host from the checks above.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** The page a signed-out enquirer's mailed link opens. */
export const GUEST_THREAD_PATH = "/messages/guest";

/** The pages proxy.ts guards (keep in step with its matcher). */
export function isGuardedPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return (
    pathname === "/properties" ||
    pathname === "/profile" ||
    pathname.startsWith("/admin/dashboard") ||
    // The inbox and threads; a guest's thread opens with its signed link instead of a session.
    ((pathname === "/messages" || pathname.startsWith("/messages/")) && pathname !== GUEST_THREAD_PATH)
  );
}
