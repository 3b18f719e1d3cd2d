import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { SITE_NAME } from "@/lib/brand";
import { expect, test } from "./fixtures";
import { waitForMail } from "./support/inbox";
import { otpFrom } from "@/scripts/stand-ins/mailbox";

/**
 * A family that reads Odia, and one that reads Hindi, use the site from end to end in their language: the
 * hero search typed in their script, a listing, an enquiry, an account made with the e-mailed code (the mail
 * in their language), and the language switch back to the same page in English. Every word the journey looks
 * for is read from the language's catalogue, so the journey follows the catalogue and fails where a page
 * shows anything else.
 */
const LANGUAGES = [
  { locale: "or", words: or, patia: "ପାଟିଆ", lang: "or" },
  { locale: "hi", words: hi, patia: "पटिया", lang: "hi" },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The page is no wider than the screen: no long Odia or Hindi word pushes it sideways. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `the page at ${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The language links: the header's menu on wide screens, the footer's row on phones. */
async function chooseLanguage(page: Page, name: string) {
  const menu = page.getByTestId("language-menu");
  if (await menu.isVisible()) {
    await menu.getByRole("button").click();
    await menu.getByRole("link", { name, exact: true }).click();
  } else {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
  }
}

for (const { locale, words, patia, lang } of LANGUAGES) {
  test(`in ${locale}: hero search in the script, a listing, an enquiry, an account by e-mailed code, and back to English @mobile`, async ({
    page,
    db,
  }) => {
    void db;
    test.setTimeout(240_000);
    const email = `family-${locale}-${randomUUID().slice(0, 8)}@example.in`;

    // Home, searched in the script: Patia's rentals, on the same language's pages.
    await page.goto(`/${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoOverflow(page);
    const search = page.getByRole("search", { name: words.Home.search.formLabel });
    await search.getByRole("combobox", { name: words.Home.search.location }).fill(patia);
    await search.getByRole("button", { name: words.Home.search.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/rent/bhubaneswar\\?q=${encodeURIComponent(patia)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const first = page.locator("article.listing-card h3 a").first();
    await expect(first).toHaveAttribute("href", new RegExp(`^/${locale}/properties/[0-9a-f]{24}$`));
    await expectNoOverflow(page);

    // The listing, in the language: its facts from the catalogue, its enquiry form too.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/properties/([0-9a-f]{24})$`));
    const listingPath = new URL(page.url()).pathname;
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoOverflow(page);
    const enquiry = words.Enquiry;
    const form = page.getByRole("region", {
      name: new RegExp(`^(${escape(enquiry.messageOwner)}|${escape(enquiry.contactAgent)})$`),
    });
    await form.getByRole("textbox", { name: enquiry.yourName, exact: true }).fill("Sasmita Das");
    await form.getByRole("textbox", { name: enquiry.email, exact: true }).fill(email);
    const phone = form.getByRole("textbox", { name: enquiry.phone, exact: true });
    if ((await phone.count()) > 0) await phone.fill("9437012345");
    await form.getByRole("textbox", { name: enquiry.message, exact: true }).fill("Is it free from next month?");
    await form
      .getByRole("button", { name: new RegExp(`^(${escape(enquiry.sendMessage)}|${escape(enquiry.scheduleVisit)})$`) })
      .click();
    await expect(page.getByRole("heading", { name: enquiry.sentHeading })).toBeVisible({ timeout: 30_000 });

    // An account, with the code mailed in the language.
    await page.goto(`/${locale}/register`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoOverflow(page);
    const auth = words.Auth.form;
    await page.getByRole("textbox", { name: auth.fullName, exact: true }).fill("Sasmita Das");
    await page.getByRole("textbox", { name: auth.email, exact: true }).fill(email);
    await page.getByRole("button", { name: auth.sendOtp }).click();
    const subject = fill(words.Mail.register.subject, { site: SITE_NAME });
    const mail = await waitForMail(email, new RegExp(`^${escape(subject)}$`), 30_000);
    expect(mail.text).toContain(fill(words.Mail.register.intro, { site: SITE_NAME }));
    await page.getByRole("textbox", { name: auth.otp, exact: true }).fill(otpFrom(mail));
    await page.getByRole("button", { name: auth.verifyOtp }).click();
    await page.getByLabel(auth.password, { exact: true }).fill("Lingaraj@2026");
    await page.getByLabel(auth.confirmPassword, { exact: true }).fill("Lingaraj@2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: auth.createAccount }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`), { timeout: 30_000 });

    // Back on the listing, the language switch lands on the same listing in English.
    await page.goto(listingPath);
    await chooseLanguage(page, "English");
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${listingPath.replace(`/${locale}`, "")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });
}
