import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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

/**
 * False in the server HTML and while React hydrates, then true, switched in a transition once the page is
 * interactive: for content drawn only in the browser (more slides, more cards). `useHydrated` flips in the
 * same task as hydration, so whatever it reveals is rendered in one long task that blocks the main thread;
 * a transition is rendered in small slices between other work.
 */
export function useRevealedAfterHydration(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => startTransition(() => setRevealed(true)), []);
  return revealed;
}
