import type { Page } from "@playwright/test";

/**
 * Holds back the page's session answer (GET /api/user/home) until the returned function is called, so a
 * journey can act while the page does not yet know who is there.
 */
export async function holdSessionAnswer(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user/home", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
