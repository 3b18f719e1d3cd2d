import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { smsCount, waitForSmsCode } from "./support/inbox";
import { Property } from "@/models/Property";
import { reviewShot } from "./support/review-shot";

/** A mobile number of this run's own, so parallel projects and reruns never share SMS limits or codes. */
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

test("a phone verified on the profile signs in with a code, and a submission confirmed by SMS shows Phone verified once approved @mobile", async ({
  page,
  browser,
  createUser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const user = await createUser({ name: "Smita Behera" });
  await signIn(page, user);
  const mobile = freshMobile();
  const e164 = `+91${mobile}`;

  // Verify the number from the profile with the code from the SMS.
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Mobile number" });
  await section.getByLabel("Mobile number").fill(mobile);
  await section.getByRole("button", { name: "Send code" }).click();
  await section.getByLabel("Code from the SMS").fill(await waitForSmsCode(e164));
  await section.getByRole("button", { name: "Verify number" }).click();
  await expect(section.getByText("Verified", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(section).toContainText(e164);
  await reviewShot(section, "profile-phone");

  // Sign out, and back in with a code texted to that number.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).not.toHaveURL(/\/profile/, { timeout: 15_000 });
  await page.goto("/login?callbackUrl=%2Fprofile");
  await page.getByRole("radio", { name: "Phone code" }).click();
  await reviewShot(page, "login-choice");
  const sentBefore = await smsCount(e164);
  // A number abroad is refused in the profile's words, under its field.
  await page.getByLabel("Mobile number").fill("+44 7400 123456");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Only Indian mobile numbers (+91) can be verified.")).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toBeFocused();
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await waitForSmsCode(e164, sentBefore);
  // A wrong code says so under the code's field, which keeps the focus for the next try.
  const codeField = page.getByLabel("Code from the SMS");
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/Invalid or expired OTP/)).toBeVisible();
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Mobile number" })).toContainText(e164);

  // List a flat with another number: the submission waits for that number's code.
  const title = `Verified 2BHK in Patia ${Date.now()}`;
  const listingMobile = freshMobile();
  await page.goto("/submit-property");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Monthly rent (₹)").fill("15000");
  await page.getByLabel(/^Location/).fill("Lane 2, Patia");
  await page.getByLabel("Locality").fill("Patia");
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Bathrooms").selectOption("2");
  await page.getByLabel("Area (sq.ft)").fill("1000");
  await page.getByLabel("Owner phone").fill(listingMobile);
  await page.getByRole("button", { name: "Submit Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Submitted!" });
  await expect(dialog.getByText("One more step: confirm your mobile number.")).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel("Code from the SMS").fill(await waitForSmsCode(`+91${listingMobile}`));
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(dialog.getByText("Your property is awaiting review.")).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Close" }).click();
  const stored = await Property.findOne({ title }).lean();
  expect(stored).toMatchObject({ awaitingReview: true, phoneVerified: true, isActive: false });
  const id = String(stored!._id);

  // An admin approves it through the admin API.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, createUser);
    const approved = await admin.request.put(`/api/property/property/${id}`, { data: { isActive: true } });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await adminContext.close();
  }

  // Its page and its card in the verified search say so.
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("list", { name: "Listing badges" })).toContainText("Phone verified");
  // The cached list was marked stale by the approval: its next visitor may get it from before, once.
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(async () => {
    await page.goto(`/properties?verified=true&q=${encodeURIComponent("Verified 2BHK")}`);
    await expect(card.getByText("Phone verified")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await card.scrollIntoViewIfNeeded();
  await reviewShot(card, "card-badge");
  await reviewShot(page, "list-verified");
  await Property.deleteOne({ _id: id });
});
