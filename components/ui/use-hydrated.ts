import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server HTML and until React has hydrated, then true. Submit buttons stay disabled until
 * then: a form sent before hydration would go out as a plain GET with the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
