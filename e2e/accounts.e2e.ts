import path from "node:path";
import { randomUUID } from "node:crypto";
import { User } from "@/models/User";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { waitForCode, waitForMail } from "./support/inbox";

const picture = path.join(process.cwd(), "public/images/listings/apartment-1.jpg");
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.in`;

test("a new user registers with an e-mailed code, logs out and in, edits the profile and changes the password", async ({
  page,
  db,
}) => {
  // Five journeys in one, with two accessibility scans: on a busy 2-core machine it needs more than the
  // default 45 s.
  test.slow();
  void db;
  const email = uniqueEmail("kavya");

  // Register: details, the code from the mail, a password and the terms.
  await page.goto("/register");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Full name", { exact: true }).fill("Kavya Mohanty");
  await expect(page.getByText("Name is required")).toBeHidden();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await waitForCode(email, /verification code/);
  await page.getByLabel("OTP", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await page.getByLabel("Password", { exact: true }).fill("Lingaraj@2026");
  await page.getByLabel("Confirm password", { exact: true }).fill("Lingaraj@2026");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome, Kavya")).toBeVisible();

  // Logout goes to /login; signing in again returns to the home page.
  await page.goto("/profile");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Lingaraj@2026");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Edit name, phone and picture; Cancel first restores what was there.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Full name", { exact: true }).fill("Someone Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Kavya Mohanty");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Full name", { exact: true }).fill("Kavya P. Mohanty");
  await page.getByLabel("Phone", { exact: true }).fill("9437012345");
  await page.getByLabel("Choose a profile picture").setInputFiles(picture);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Kavya P. Mohanty");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("9437012345");
  await expect(page.getByRole("img", { name: "Kavya P. Mohanty's profile picture" })).toHaveAttribute(
    "src",
    /^\/uploads\/profile\/[a-f0-9-]+\.jpg$/,
  );

  // Change the password; the new one signs in, the old one no longer does.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("New password", { exact: true }).fill("Konark#Sun7");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Konark#Sun8");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Konark#Sun7");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await waitForMail(email, /password was changed/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const old = await page.request.post("/api/user/login", { data: { email, password: "Lingaraj@2026" } });
  expect(old.status()).toBe(401);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Konark#Sun7");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome, Kavya")).toBeVisible();
});

test("a user who forgot the password resets it with an e-mailed code, ending the old sessions", async ({
  page,
  browser,
  createUser,
  signIn,
}) => {
  const user = await createUser({ name: "Suresh Nayak" });
  const otherDevice = await browser.newPage();
  await signIn(otherDevice, user);
  expect((await otherDevice.request.get("/api/user/home")).status()).toBe(200);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await waitForCode(user.email, /password reset code/);
  await page.getByLabel("OTP", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await page.getByLabel("New password", { exact: true }).fill("Puri@Beach9");
  await page.getByLabel("Confirm password", { exact: true }).fill("Puri@Beach9");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Password reset successfully! Redirecting to login..." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await waitForMail(user.email, /password was changed/);

  expect((await otherDevice.request.get("/api/user/home")).status()).toBe(401);
  await otherDevice.close();

  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("Puri@Beach9");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Successful!")).toBeVisible();
});

test("signed-out visitors are sent to login and come back to the page they wanted", async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
  await page.goto("/properties");
  await expect(page.getByText("Please login to access all features.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/properties$/);

  // An absolute callbackUrl cannot send the user to another site.
  await page.goto("/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("Google sign-in creates an account, joins a verified existing one, and refuses an unverified match", async ({
  page,
  context,
  createUser,
  db,
}) => {
  void db;
  // The button on the login page runs the whole OpenID Connect code flow against the local provider.
  await page.goto("/login?callbackUrl=%2Fprofile");
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("google.user@example.in");
  expect(await User.exists({ email: "google.user@example.in", googleId: /^google-/ })).toBeTruthy();
  await context.clearCookies();

  // An existing account with the same, verified e-mail is joined rather than duplicated.
  const existing = await createUser({ name: "Bijay Pradhan", email: uniqueEmail("bijay") });
  await page.goto(`/auth/user/google?callbackUrl=%2Fprofile&login_hint=${encodeURIComponent(existing.email)}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Bijay Pradhan");
  expect(await User.countDocuments({ email: existing.email })).toBe(1);
  expect((await User.findById(existing._id).lean())!.googleId).toMatch(/^google-/);
  await context.clearCookies();

  // The same e-mail, but Google does not vouch for it: refused with a reason, and no session.
  const unverified = await createUser({ email: uniqueEmail("mita+unverified") });
  await page.goto(`/auth/user/google?login_hint=${encodeURIComponent(unverified.email)}`);
  await expect(page).toHaveURL(/\/login\?error=GoogleEmailUnverified/);
  await expect(page.getByRole("alert").filter({ hasText: "not verified" })).toBeVisible();
  expect((await page.request.get("/api/user/home")).status()).toBe(401);
});
