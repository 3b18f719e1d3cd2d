"use client";

import { useEffect } from "react";

/**
 * Registers the site's service worker (public/sw.js), which shows Web Push notifications; with the web app
 * manifest it also makes the site installable. Registered after the page has loaded, so it never competes
 * with the page's own requests; a browser without service workers simply goes without.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}
