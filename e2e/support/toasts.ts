import { expect, type Page } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number };

/**
 * A toast as it appeared; `box` is where it came to rest once its entrance had ended, and `closeBox` where
 * its close button was then.
 */
export type SeenToast = { text: string; top: number; headerBottom: number; box?: Box; closeBox?: Box };

/**
 * Records every toast the page shows, with where it appeared and where it came to rest, from the page's first
 * script on (per document: a full page load starts a new record). Toasts close after 3 s and a check from
 * the test can come too late on a busy machine, or find one already leaving; the page measures its own
 * toasts instead, in the frames after each one appears, so no check races the toast's clock.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ text: string; top: number; headerBottom: number; box?: Box; closeBox?: Box }> = [];
    const boxOf = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    (window as unknown as { __toasts: typeof seen }).__toasts = seen;
    // At rest: not leaving, no animation of its own running (the progress bar's is its child's), and the
    // same box in two frames in a row. Watched until it leaves: a toast pushed along by a newer one comes to
    // rest again, and the latest rest is kept. Two frames are enough, and few: on a busy machine frames come
    // slowly, and a toast lives for three seconds.
    const settle = (toast: HTMLElement, entry: (typeof seen)[number]) => {
      let last = "";
      const frame = () => {
        if (!toast.isConnected || /-exit/.test(toast.className)) return;
        const rect = toast.getBoundingClientRect();
        const key = `${rect.x},${rect.y},${rect.width},${rect.height}`;
        const moving = toast.getAnimations().some((animation) => animation.playState === "running");
        if (!moving && key === last) {
          const close = toast.querySelector(".Toastify__close-button");
          entry.closeBox = close ? boxOf(close) : undefined;
          entry.box = boxOf(toast);
        }
        last = moving ? "" : key;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    // A toast moved within the container (a newer one on top) is added again: it is still one toast.
    const known = new WeakSet<Element>();
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches(".Toastify__toast") ? [node] : [...node.querySelectorAll(".Toastify__toast")];
          for (const toast of toasts) {
            if (known.has(toast)) continue;
            known.add(toast);
            requestAnimationFrame(() => {
              const entry = {
                text: (toast.textContent ?? "").trim(),
                top: toast.getBoundingClientRect().top,
                headerBottom: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
              };
              seen.push(entry);
              settle(toast as HTMLElement, entry);
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const toastsSeen = (page: Page): Promise<SeenToast[]> =>
  page.evaluate(() => (window as unknown as { __toasts?: SeenToast[] }).__toasts ?? []);

export const toastTexts = async (page: Page): Promise<string[]> => (await toastsSeen(page)).map((t) => t.text);

/**
 * The box of the latest toast saying `text` once it had finished appearing, as the page measured it
 * (`recordToasts` must have been called before the page loaded).
 */
export async function settledToastBox(page: Page, text: string | RegExp): Promise<Box> {
  const matches = (said: string) => (typeof text === "string" ? said.includes(text) : text.test(said));
  let box: Box | undefined;
  await expect
    .poll(
      async () => {
        box = (await toastsSeen(page)).filter((toast) => matches(toast.text) && toast.box).at(-1)?.box;
        return box !== undefined;
      },
      { message: `the toast "${text}" came to rest`, timeout: 30_000 },
    )
    .toBe(true);
  return box!;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
