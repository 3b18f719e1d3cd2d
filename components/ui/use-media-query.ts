import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes. False in the server HTML and until hydration, so
 * markup that differs must also be right without it (CSS hides what the other width shows).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
