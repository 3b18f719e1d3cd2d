import type { PublicUser } from "@/lib/contracts/accounts";

/**
 * The signed-in user as the server last answered them, kept in this browser so the next page's header and
 * profile can show them as soon as the page is interactive, without first waiting for the session call
 * (which still runs and replaces it). It is read only while the session hint cookie is there, is forgotten
 * on sign-out and whenever the server says the session has ended, and is never trusted by the server.
 */
const KEY = "oh-user";

export function rememberedUser(): PublicUser | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    const user = stored ? (JSON.parse(stored) as Partial<PublicUser> | null) : null;
    // A stored value from an older shape of the answer is no user at all.
    return user && typeof user._id === "string" && typeof user.email === "string" ? (user as PublicUser) : null;
  } catch {
    // Storage refused (private mode, quota) or a value written by hand: nothing remembered.
    return null;
  }
}

export function rememberUser(user: PublicUser | null): void {
  try {
    if (user) window.localStorage.setItem(KEY, JSON.stringify(user));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the next page waits for the session call, as without this.
  }
}
