import type { Page } from "@playwright/test";

export type SeenToast = { text: string; top: number; headerBottom: number };

/**
 * Records every toast the page shows, with where it appeared, from the page's first script on. Toasts close
 * after 3 s; on a busy machine a check that looks for one on screen can come too late, while this record
 * keeps what was shown (per document: a full page load starts a new record).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ text: string; top: number; headerBottom: number }> = [];
    (window as unknown as { __toasts: typeof seen }).__toasts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches(".Toastify__toast") ? [node] : [...node.querySelectorAll(".Toastify__toast")];
          for (const toast of toasts) {
            requestAnimationFrame(() =>
              seen.push({
                text: (toast.textContent ?? "").trim(),
                top: toast.getBoundingClientRect().top,
                headerBottom: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
              }),
            );
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const toastsSeen = (page: Page): Promise<SeenToast[]> =>
  page.evaluate(() => (window as unknown as { __toasts?: SeenToast[] }).__toasts ?? []);

export const toastTexts = async (page: Page): Promise<string[]> => (await toastsSeen(page)).map((t) => t.text);

type Box = { x: number; y: number; width: number; height: number };

/**
 * The box of the toast saying `text` once it has finished appearing: its entrance animation has ended, so
 * the box is where it stays, not a frame of its movement. (Its progress bar animates until it closes; that
 * one moves nothing and is not waited for.) The pointer is left over the toast.
 */
export async function settledToastBox(page: Page, text: string | RegExp): Promise<Box> {
  const toast = page.locator(".Toastify__toast").filter({ hasText: text });
  await toast.first().waitFor({ state: "visible", timeout: 30_000 });
  // Held open while it is measured: the pointer over a toast pauses its 3 s clock (the container pauses on
  // hover), so a busy machine cannot let it close between being seen and being measured.
  await toast.first().hover();
  await toast.first().evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  const box = await toast.first().boundingBox();
  if (!box) throw new Error(`The toast "${text}" has no box`);
  return box;
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
