import type { ToastContent, ToastOptions } from "react-toastify";

type Kind = "success" | "error" | "info";

// Whether any toast has been asked for on this page yet: until then neither the library nor its container
// is loaded, so a page that never shows one never downloads or runs it.
let wanted = false;
const listeners = new Set<() => void>();

/** For ToastProvider (useSyncExternalStore): the container mounts once the first toast is asked for. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
  getServer: () => false,
};

/**
 * react-toastify's toasts, with the library loaded on the first one: it stays out of every page's first
 * scripts. The first toast also mounts the container (ToastProvider); a toast raised before the container is
 * mounted waits in react-toastify's queue and shows when it is.
 */
function show(kind: Kind) {
  return (message: ToastContent, options?: ToastOptions) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void import("react-toastify").then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
