import { startTransition, useCallback, useEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * A value only the browser can give (its clock, a stored choice): null in the server HTML and while React
 * hydrates, then read once, in a transition. Not `useSyncExternalStore`: where its browser value differs
 * from the server's, React renders again synchronously straight after hydration, one long task for every
 * such component on the page together (a results page's freshness labels, the forms' submit buttons). A
 * transition is rendered in small slices between other work, so the page stays responsive meanwhile.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  // Read once, on mount: `read` is not a dependency, so a caller's inline function does not read again.
  useEffect(() => startTransition(() => setValue(() => read())), []);
  return value;
}

const yes = () => true;

/**
 * False in the server HTML and while React hydrates, then true. Submit buttons stay disabled until then (a
 * form sent before hydration would go out as a plain GET with the visitor's details in the URL), and content
 * drawn only in the browser (more slides, more cards) waits for it.
 */
export function useHydrated(): boolean {
  return useBrowserValue(yes) ?? false;
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
