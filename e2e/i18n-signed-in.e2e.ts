import type { Page } from "@playwright/test";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { expect, test } from "./fixtures";

/**
 * A signed-in person who reads Odia or Hindi finds their own pages in that language too: the profile with its
 * lists and settings, the inbox, the listing form, compare, a search saved under a name in it; and signing
 * out leaves them on the sign-in page in it. The words looked for come from the language's catalogue.
 */
const LANGUAGES = [
  { locale: "or", words: or, patiaRentals: "ପାଟିଆରେ ଭଡ଼ା ପାଇଁ ଘର" },
  { locale: "hi", words: hi, patiaRentals: "पटिया में किराये के लिए घर" },
] as const;

/** The page is no wider than the screen: no long Odia or Hindi word pushes it sideways. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `the page at ${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const { locale, words, patiaRentals } of LANGUAGES) {
  test(`in ${locale}: the profile, inbox, listing form and compare, then signing out to the sign-in page in it @mobile`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000);

    await page.goto(`/${locale}/profile`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1, name: words.Profile.heading })).toBeVisible();
    for (const heading of [
      words.Profile.favourites.heading,
      words.SavedSearches.list.heading,
      words.Notifications.settings.heading,
      words.Profile.listings.heading,
    ])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expectNoOverflow(page);

    await page.goto(`/${locale}/messages`);
    await expect(page.getByRole("heading", { level: 1, name: words.Messages.inbox.title })).toBeVisible();
    await expect(page.getByText(words.Messages.inbox.emptyTitle)).toBeVisible();
    await expectNoOverflow(page);

    await page.goto(`/${locale}/submit-property`);
    await expect(page.getByRole("heading", { level: 1, name: words.ListingForm.page.title })).toBeVisible();
    await expectNoOverflow(page);

    await page.goto(`/${locale}/compare`);
    await expect(page.getByRole("heading", { level: 1, name: words.Compare.heading })).toBeVisible();
    await expectNoOverflow(page);

    // "Save this search" offers a name in the page's language, the place in its script.
    await page.goto(`/${locale}/rent/bhubaneswar/patia`);
    await page.getByRole("button", { name: words.SavedSearches.save.button }).click();
    const dialog = page.getByRole("dialog", { name: words.SavedSearches.save.title });
    await expect(dialog.getByLabel(words.SavedSearches.save.name)).toHaveValue(patiaRentals);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(`/${locale}/profile`);
    await page.getByRole("button", { name: words.Profile.view.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`), { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
  });
}
