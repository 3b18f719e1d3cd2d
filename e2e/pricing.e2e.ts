import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { reviewShot } from "./support/review-shot";

test("Pricing: one plan is selected at a time, and Choose sends a signed-out visitor to log in @mobile", async ({
  page,
}) => {
  const response = await page.goto("/pricing/user");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Pricing for Home Seekers | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /a one-time visit/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pricing\/user$/);

  const offer = page.getByRole("region", { name: "One-Time Visit" });
  // No offer is configured (OFFER_PRICE): the single visit at its normal price, with no discount or scarcity.
  await expect(offer.getByTestId("one-time-price")).toHaveText("₹199");
  await expect(offer.locator("s")).toHaveCount(0);
  await expect(offer).not.toContainText("OFF");
  await expect(offer).not.toContainText("Offer ends");
  await expect(offer).not.toContainText("3 days");
  await expect(offer.getByTestId("offer-deadline")).toHaveCount(0);
  await reviewShot(offer, "pricing-offer");
  await expect(offer).not.toContainText("Limited to first");
  await expect(offer.getByTestId("offer-left")).toHaveCount(0);

  const three = page.getByTestId("plan-card-3-house-plan");
  const six = page.getByTestId("plan-card-6-house-plan");
  const nine = page.getByTestId("plan-card-9-house-plan");
  await expect(three).toContainText("Most Popular");
  await expect(six).not.toContainText("Most Popular");
  const radios = page.getByRole("radio");
  await expect(radios).toHaveCount(3);

  await six.getByText("More choice across localities").click();
  await expect(page.getByRole("radio", { name: "Select 6 House Plan" })).toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(six).toHaveAttribute("data-selected", "true");

  await three.getByRole("heading", { name: "3 House Plan" }).click();
  await expect(page.getByRole("radio", { name: "Select 3 House Plan" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Select 6 House Plan" })).not.toBeChecked();
  await expect(six).toHaveAttribute("data-selected", "false");

  // Keyboard: arrow keys move the choice between the cards.
  await page.getByRole("radio", { name: "Select 3 House Plan" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Select 6 House Plan" })).toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);

  await expectNoSeriousA11yViolations(page);

  // Hold the login page until the toast has been seen, so the check does not race the navigation.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/login(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await nine.getByRole("button", { name: "Choose 9 House Plan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please log in to proceed with the payment." })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Select 9 House Plan" })).toBeChecked();
  release();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpricing%2Fuser$/);
});

test("Pricing: a signed-in visitor books the One-Time Visit and pays in the checkout", async ({
  signedInPage: page,
}) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing | Odisha Homes");
  await page.getByRole("button", { name: "Book one visit" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Payment successful! Your plan has been activated." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("Pricing for brokers has the same plans with copy for brokers", async ({ page }) => {
  const general = await page.goto("/pricing");
  expect(general?.status()).toBe(200);
  await expect(page).toHaveTitle("Pricing | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /House-visit plans/);

  const response = await page.goto("/pricing/broker");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Pricing for Brokers | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /brokers and agents/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Show your clients the homes they ask for");
  await expect(page.getByRole("link", { name: "For brokers" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: /^Choose / })).toHaveText([
    "Choose 3 House Plan",
    "Choose 6 House Plan",
    "Choose 9 House Plan",
  ]);
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.locator("summary")).toHaveCount(3);
  await faq.getByText("How do site visits work for my clients?").click();
  await expect(faq.getByText(/Book a slot on any listing for your client/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Browse Properties" })).toHaveAttribute("href", "/rent");
  await expectNoSeriousA11yViolations(page);
});
