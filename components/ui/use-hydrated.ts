import { startTransition, useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from "react";
import { flushSync } from "react-dom";

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

/**
 * False in the server HTML, then true (in a transition) once the element comes within `margin` of the
 * screen: for content drawn only in the browser below the fold, so a page that is only looked at never
 * spends its first seconds drawing it. Without IntersectionObserver it is true after hydration. The second
 * value reveals at once, for a control used before the content came near (a jump straight to it).
 */
export function useRevealedWhenNear(element: RefObject<Element | null>, margin = "600px"): [boolean, () => void] {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (revealed || !target) return;
    const reveal = () => startTransition(() => setRevealed(true));
    if (typeof IntersectionObserver === "undefined") return reveal();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, revealed]);
  const revealNow = useCallback(() => flushSync(() => setRevealed(true)), []);
  return [revealed, revealNow];
}
