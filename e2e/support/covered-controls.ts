import type { Page } from "@playwright/test";

/**
 * Scrolls through the page half a screen at a time and, at each stop, asks the browser what is at the
 * centre and near the corners of every control (link, button, input, select, textarea) that is fully on
 * screen: it must be the control or something inside it. The sticky header at the top and a bottom bar
 * marked `data-testid="mobile-contact-bar"` are bands the page reserves (it pads its end so everything
 * can scroll out of them); controls inside those bands are checked at another stop. Answers the problems
 * found, e.g. `button "Pause slideshow" at 1688px covered by <div class="fixed ...">`, and how many controls
 * were checked (a check of nothing proves nothing).
 */
export async function coveredControls(page: Page): Promise<{ checked: number; problems: string[] }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ""} class="${(el.getAttribute("class") ?? "").slice(0, 60)}">`;
    const nameOf = (el: Element) =>
      (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);

    /** The part of a rectangle not cut off by scrolling or clipping ancestors. */
    function unclipped(el: Element, rect: DOMRect): boolean {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const box = a.getBoundingClientRect();
        if (
          rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1
        )
          return false;
      }
      return true;
    }

    const problems = new Set<string>();
    const checked = new Set<Element>();
    const step = Math.floor(window.innerHeight / 2);
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(y + step, end())) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      const header = document.querySelector("header")?.getBoundingClientRect();
      const bar = document.querySelector('[data-testid="mobile-contact-bar"]');
      // A results page's list/map bar is held under the header on phones, as the header is held at the top:
      // what scrolls beneath either is reached by scrolling (the page's scroll padding clears both).
      const viewBar = document.querySelector('[data-testid="results-view-bar"]');
      const heldBar =
        viewBar && ["sticky", "fixed"].includes(getComputedStyle(viewBar).position) && viewBar.checkVisibility()
          ? viewBar.getBoundingClientRect().bottom
          : 0;
      const top = Math.max(
        header && getComputedStyle(document.querySelector("header")!).position === "sticky" ? header.bottom : 0,
        heldBar,
      );
      const bottom = bar && bar.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
      const controls = document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea");
      for (const control of controls) {
        if (control.closest("header, [data-testid=mobile-contact-bar], [data-testid=results-view-bar]")) continue;
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const rects = [...control.getClientRects()];
        const rect = control.getBoundingClientRect();
        if (rect.width < 8 || rect.height < 8) continue; // screen-reader-only or an empty anchor
        if (rect.top < top || rect.bottom > bottom || rect.left < 0 || rect.right > window.innerWidth) continue;
        if (!unclipped(control, rect)) continue;
        checked.add(control);
        // Rounded corners do not take clicks, so the corner points sit 30% of the short side inside.
        const points =
          rects.length > 1
            ? rects.map((r) => [r.left + r.width / 2, r.top + r.height / 2])
            : (() => {
                const inset = Math.min(rect.width, rect.height) * 0.3;
                return [
                  [rect.left + rect.width / 2, rect.top + rect.height / 2],
                  [rect.left + inset, rect.top + inset],
                  [rect.right - inset, rect.top + inset],
                  [rect.left + inset, rect.bottom - inset],
                  [rect.right - inset, rect.bottom - inset],
                ];
              })();
        for (const [x, py] of points) {
          const hit = document.elementFromPoint(x, py);
          if (hit && (hit === control || control.contains(hit))) continue;
          // A label's own input (the hero's type tabs) takes the click as well as the label does.
          if (
            hit &&
            control instanceof HTMLInputElement &&
            control.labels &&
            [...control.labels].some((l) => l.contains(hit))
          )
            continue;
          problems.add(
            `${control.tagName.toLowerCase()} "${nameOf(control)}" at ${Math.round(window.scrollY + rect.top)}px covered by ${
              hit ? describe(hit) : "nothing"
            }`,
          );
          break;
        }
      }
      if (y >= end()) break;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return { checked: checked.size, problems: [...problems] };
  });
}
