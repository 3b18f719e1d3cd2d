/**
 * A success message that must outlive a full page load (signing in reloads a guarded page): kept in the
 * tab's sessionStorage until the next page shows it as a toast.
 */
const KEY = "odisha-homes:flash";

export function setFlashMessage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage can be disabled; the message is a courtesy.
  }
}

/** The waiting message, removed as it is read, or null. */
export function takeFlashMessage(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
