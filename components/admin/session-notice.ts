/**
 * Leaving the dashboard for the sign-in page with a reason: the reason rides along in this tab's
 * sessionStorage (never in the URL, where anyone could put words on the page) and the sign-in form shows it.
 */
const KEY = "adminNotice";

export function leaveDashboard(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the sign-in page simply shows no reason.
  }
  window.location.replace("/admin");
}

export function takeNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}

/** A UI hint only: the server decides who is an admin on every call. */
export const ADMIN_HINT_KEY = "isAdmin";
