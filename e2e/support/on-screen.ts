import { expect, type Locator } from "@playwright/test";

/**
 * A page notice the visitor can read without scrolling: wholly on screen, below the sticky header rather
 * than under it, and its Dismiss button is what is drawn at the button's centre (no toast or bar over it).
 */
export async function expectNoticeOnScreen(notice: Locator) {
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect
    .poll(
      () =>
        notice.evaluate((element) => {
          const header = document.querySelector("header");
          const top =
            header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
          const box = element.getBoundingClientRect();
          if (box.top < top) return `its top (${Math.round(box.top)}px) is under the header (${Math.round(top)}px)`;
          if (box.bottom > window.innerHeight) return `its bottom (${Math.round(box.bottom)}px) is below the screen`;
          const dismiss = element.querySelector("button")?.getBoundingClientRect();
          if (!dismiss) return "it has no Dismiss button";
          const hit = document.elementFromPoint(dismiss.left + dismiss.width / 2, dismiss.top + dismiss.height / 2);
          if (!hit || !element.contains(hit)) return `its Dismiss button is covered by <${hit?.tagName.toLowerCase()}>`;
          return "on screen";
        }),
      { message: "the page notice is on screen, below the header" },
    )
    .toBe("on screen");
}
