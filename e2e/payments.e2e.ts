import type { APIRequestContext, Page } from "@playwright/test";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { User } from "@/models/User";
import { Visit } from "@/models/Visit";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { CHECKOUT_OUTCOME_KEY } from "@/scripts/stand-ins/fake-razorpay.mjs";
import { expectNoticeOnScreen } from "./support/on-screen";

// scripts/e2e.mjs runs the app with test Razorpay keys against the fake Razorpay of e2e/support, which also
// serves the checkout script the pages load (NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL) and signs its results.
const razorpay = process.env.RAZORPAY_API_BASE!;
const checkoutUrl = process.env.NEXT_PUBLIC_RAZORPAY_CHECKOUT_URL!;

const toast = (page: Page, text: string | RegExp) =>
  page.locator(".Toastify").getByRole("alert").filter({ hasText: text });

/** What the stand-in checkout does when opened: pay (default), dismiss, or fail with a Razorpay error code. */
async function nextCheckout(page: Page, outcome: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CHECKOUT_OUTCOME_KEY, outcome]);
}

/** Buys a plan without the pages, as the checkout would: order, signed result, verification. */
async function buyPlan(request: APIRequestContext, planId: string) {
  const order = await (await request.post("/api/order", { data: { planId } })).json();
  const result = await (await request.get(`${razorpay}/stub/sign?order_id=${order.id}`)).json();
  const verified = await request.post("/api/verify-payment", { data: result });
  expect(verified.status(), await verified.text()).toBe(200);
}

async function firstListing(request: APIRequestContext) {
  const body = await (await request.get("/api/property/property?page=1&limit=1&sort=featured")).json();
  return body.properties[0] as { _id: string; title: string };
}

test("a signed-in buyer pays for the 3 House Plan in the checkout, and the profile shows the plan and the payment", async ({
  signedInPage: page,
  signedInUser,
}) => {
  test.setTimeout(120_000);
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url() === checkoutUrl) scriptRequests.push(request.url());
  });
  await page.goto("/pricing");
  const choose = page.getByRole("button", { name: "Choose 3 House Plan" });
  await expect(choose).toBeEnabled();
  // The checkout script loads when someone pays, not with the page.
  expect(scriptRequests).toEqual([]);

  await choose.click();
  await expect(toast(page, "Payment successful! Your plan has been activated.")).toBeVisible();
  expect(scriptRequests).toHaveLength(1);
  const options = await page.evaluate(() => {
    const { key, amount, currency, order_id, prefill, notes, theme } = (
      window as unknown as { __checkoutOptions: Record<string, unknown> }
    ).__checkoutOptions;
    return { key, amount, currency, order_id, prefill, notes, theme };
  });
  expect(options).toMatchObject({
    key: "rzp_test_e2e",
    amount: 49_900,
    currency: "INR",
    order_id: expect.stringMatching(/^order_/),
    prefill: { name: signedInUser.name, email: signedInUser.email },
    notes: { plan: "3-house-plan", house_visits: "3" },
    theme: { color: "#6366f1" },
  });
  await expect(choose).toBeEnabled();

  await page.goto("/profile");
  const plan = page.getByRole("region", { name: "Subscription" });
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("3 House Plan");
  await expect(plan).toContainText("3 of 3");
  await expect(plan).toContainText("Valid until");
  const payments = page.getByRole("list", { name: "Your payments", exact: true });
  await expect(payments.getByRole("listitem")).toHaveCount(1);
  await expect(payments).toContainText("3 House Plan");
  await expect(payments).toContainText("₹499");
  await expect(payments).toContainText("Paid");
  await expect(payments).toContainText(/Payment ID pay_[a-f0-9]+/);
  await expect(page.getByText("You have not booked a house visit yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a failed payment says what went wrong for its code, and closing the checkout changes nothing @mobile", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/pricing/user");
  const choose = page.getByRole("button", { name: "Choose 6 House Plan" });

  await nextCheckout(page, "dismiss");
  await choose.click();
  await expect(choose).toBeEnabled();
  // (Next.js's route announcer is an alert too: count the toasts.)
  await expect(page.locator(".Toastify").getByRole("alert")).toHaveCount(0);

  const advice = {
    BAD_REQUEST_ERROR: "There was an issue with your payment details. Please try again.",
    GATEWAY_ERROR: "Payment gateway error. Please try again later.",
    NETWORK_ERROR: "Network error. Please check your connection and try again.",
    SERVER_ERROR: "Payment failed. Please try again.",
  };
  for (const [code, message] of Object.entries(advice)) {
    await nextCheckout(page, `fail:${code}`);
    await choose.click();
    await expect(toast(page, `Payment failed: Stub checkout failure ${code}`)).toBeVisible();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByTestId("page-notice")).toContainText(message);
    await expectNoticeOnScreen(page.getByTestId("page-notice"));
    await expect(choose).toBeEnabled();
  }
  // The last failure stays on the page after its toasts have gone, until the buyer moves on.
  await expect(page.locator(".Toastify").getByRole("alert")).toHaveCount(0, { timeout: 30_000 });
  const notice = page.getByRole("alert").filter({ hasText: "Payment not completed" });
  await expect(notice).toContainText(advice.SERVER_ERROR);
  await expectNoticeOnScreen(notice);

  // No plan came of it: five orders, none paid.
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText("No plan yet");
  const payments = page.getByRole("list", { name: "Your payments", exact: true }).getByRole("listitem");
  await expect(payments).toHaveCount(5);
  await expect(payments.filter({ hasText: "Not completed" })).toHaveCount(5);
});

test("a checkout script that does not load asks for a refresh, and the next click loads it", async ({
  signedInPage: page,
}) => {
  await page.route(checkoutUrl, (route) => route.abort());
  await page.goto("/pricing/broker");
  await page.getByRole("button", { name: "Book one visit" }).click();
  await expect(toast(page, "Razorpay SDK not loaded. Please refresh the page and try again.")).toBeVisible();

  await page.unroute(checkoutUrl);
  await page.getByRole("button", { name: "Book one visit" }).click();
  await expect(toast(page, "Payment successful! Your plan has been activated.")).toBeVisible();
});

test("a buyer who has opened too many orders is told to wait, and no checkout opens", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 10; i += 1) {
    expect((await page.request.post("/api/order", { data: { planId: "one-time-visit" } })).status()).toBe(200);
  }
  await page.goto("/pricing");
  const scriptRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url() === checkoutUrl) scriptRequests.push(request.url());
  });
  await page.getByRole("button", { name: "Choose 9 House Plan" }).click();
  await expect(toast(page, /Too many payment attempts\. Please try again in \d+ (seconds|minutes?)\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose 9 House Plan" })).toBeEnabled();
  expect(scriptRequests).toEqual([]);
});

test("a plan holder books a house visit on a listing and has one visit fewer @mobile", async ({
  signedInPage: page,
  signedInUser,
  request,
}) => {
  test.setTimeout(120_000);
  await buyPlan(page.request, "3-house-plan");
  await User.updateOne({ _id: signedInUser._id }, { $set: { phone: "9437033333" } });
  const listing = await firstListing(request);

  await page.goto(`/properties/${listing._id}`);
  const book = page.getByRole("button", { name: "Book a visit" }).first();
  await book.click();
  const dialog = page.getByRole("dialog", { name: "Book a visit" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(listing.title);
  await expect(dialog).toContainText("You have 3 of 3 house visits left.");
  // Escape closes it; focus stays inside while it is open.
  await expect(dialog.getByLabel("Preferred date")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await book.click();
  const date = dialog.getByLabel("Preferred date");
  const today = todayInOdisha();
  await expect(date).toHaveAttribute("min", today);
  await expect(date).toHaveAttribute("max", addDaysToDate(today, 90));
  await dialog.getByRole("button", { name: "Request visit" }).click();
  await expect(dialog.getByText("Choose a date for the visit.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The number to call is the profile's, and can be changed for this visit.
  const phone = dialog.getByLabel("Phone number");
  await expect(phone).toHaveValue("9437033333");
  await phone.fill("");
  const day = addDaysToDate(today, 3);
  await date.fill(day);
  await dialog.getByRole("button", { name: "Request visit" }).click();
  await expect(dialog.getByText("Enter a phone number so we can call you to confirm the visit.")).toBeVisible();
  await phone.fill("98610 44444");
  await dialog.getByLabel("Preferred time").selectOption({ label: "Evening (4 pm - 7 pm)" });
  await dialog.getByLabel("Note for our team").fill("Coming with my parents.");
  await dialog.getByRole("button", { name: "Request visit" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "Visit requested. We will call you within 24 hours to confirm the time.",
  );
  await expect(dialog).toContainText("You have 2 of 3 house visits left.");
  expect((await Visit.findOne({ user: signedInUser._id }).lean())?.phone).toBe("9861044444");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText("2 of 3");
  const visits = page.getByRole("list", { name: "Your house visits", exact: true });
  await expect(visits.getByRole("link", { name: listing.title })).toHaveAttribute("href", `/properties/${listing._id}`);
  await expect(visits).toContainText("Evening (4 pm - 7 pm)");
  await expect(visits).toContainText("Requested");
  await expect(visits).toContainText("Coming with my parents.");
});

test("Book a visit sends a signed-out visitor to log in and back, and a visitor without a plan to the pricing page", async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  test.setTimeout(120_000);
  const listing = await firstListing(request);
  await page.goto(`/properties/${listing._id}`);
  await page.getByRole("button", { name: "Book a visit" }).first().click();
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/properties/${listing._id}`)}`);

  await signIn(page, await createUser());
  await page.goto(`/properties/${listing._id}`);
  await page.getByRole("button", { name: "Book a visit" }).first().click();
  await expect(
    toast(page, "You need an active visit plan to book a house visit. Choose a plan on the pricing page."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});
