import type { ToastContent, ToastOptions } from "react-toastify";

type Kind = "success" | "error" | "info";

/**
 * react-toastify's toasts, with the library loaded on the first one: it stays out of every page's first
 * scripts. The container (ToastProvider) loads once the page is interactive, and a toast raised before it
 * is mounted waits in react-toastify's queue.
 */
function show(kind: Kind) {
  return (message: ToastContent, options?: ToastOptions) => {
    void import("react-toastify").then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };
