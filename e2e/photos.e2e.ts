import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Photos are plain <img> elements with the image optimiser's sources (components/ui/photo.tsx): each page's
// first photos must arrive, in a size the optimiser agrees to serve, on a wide screen and on a phone.

/** Every photo on screen has loaded a picture; returns the addresses the browser chose. */
async function expectPhotosOnScreenLoaded(page: Page, where: string) {
  const photos = page.locator("main img[srcset]");
  await expect(photos.first(), `${where}: a photo with sources`).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        photos.evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
            })
            .map((img) => (img.complete ? img.naturalWidth : -1)),
        ),
      { message: `${where}: every photo on screen loaded`, timeout: 20_000 },
    )
    .toEqual(expect.not.arrayContaining([-1, 0]));
  return photos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.currentSrc).filter(Boolean));
}

test("home, a place page and a listing show their photos through the image optimiser @mobile", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const chosen: string[] = [];
  await page.goto("/");
  chosen.push(...(await expectPhotosOnScreenLoaded(page, "home")));
  await page.goto("/rent/bhubaneswar");
  chosen.push(...(await expectPhotosOnScreenLoaded(page, "city page")));
  await page.locator("main article a[href^='/properties/']").first().click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f]{24}/);
  chosen.push(...(await expectPhotosOnScreenLoaded(page, "listing page")));

  // Whatever width the browser picked, the optimiser serves it (it refuses a width it was not configured with).
  const optimised = [...new Set(chosen)].filter((src) => src.includes("/_next/image?"));
  expect(optimised.length).toBeGreaterThan(0);
  for (const src of optimised.slice(0, 6)) {
    const answer = await request.get(src);
    expect(answer.status(), src).toBe(200);
    expect(answer.headers()["content-type"], src).toMatch(/^image\//);
  }
});
