import { auditActionsFor, expect, openTab, test } from "./admin-helpers";

test("an admin finds a user, edits the details, grants a plan and suspends it, then deletes the account", async ({
  adminPage: page,
  createUser,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ name: "Sanjay Panda" });
  const newEmail = `sanjay-${Date.now()}@example.in`;
  await openTab(page, "users", "Users");

  // Search is debounced and runs on the server.
  await page.getByLabel("Search users").fill(user.email);
  const row = page.getByTestId("user-row").filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(row).toContainText("N/A");
  await expect(row).toContainText("Verified");
  await expect(row).toContainText("No plan yet");
  // A user without a plan has nothing to switch on: plans are granted.
  await expect(row.getByRole("button", { name: /^Edit subscription of/ })).toHaveCount(0);
  await expect(row).toContainText("No remarks");

  // Edit the details; the dialog checks the phone before sending.
  await row.getByRole("button", { name: "Edit Sanjay Panda" }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  await edit.getByLabel("Name").fill("Sanjay K. Panda");
  await edit.getByLabel("Email").fill(newEmail);
  await edit.getByLabel("Phone").fill("12345");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Enter valid 10-digit phone number")).toBeVisible();
  await edit.getByLabel("Phone").fill("9437012345");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("User updated")).toBeVisible();
  const edited = page.getByTestId("user-row").filter({ hasText: newEmail });
  await expect(edited).toContainText("Sanjay K. Panda");
  await expect(edited).toContainText("9437012345");

  // Grant a plan paid for at the office; choosing the plan fills in its visits.
  await edited.getByRole("button", { name: "Grant a plan to Sanjay K. Panda" }).click();
  const grant = page.getByRole("dialog", { name: "Grant a plan to Sanjay K. Panda" });
  await expect(grant.getByTestId("grant-current-plan")).toContainText("No plan yet");
  await grant.getByLabel("Plan").selectOption("3-house-plan");
  await expect(grant.getByLabel("Visits to give")).toHaveValue("3");
  await grant.getByRole("button", { name: "Grant plan" }).click();
  await expect(grant.getByText("Add a remark: the receipt number or the complaint")).toBeVisible();
  await expect(grant.getByLabel("Remark")).toBeFocused();
  await grant.getByLabel("Remark").fill("Paid at the office");
  await grant.getByRole("button", { name: "Grant plan" }).click();
  await expect(grant).toBeHidden();
  await expect(page.getByText("Plan granted")).toBeVisible();
  await expect(edited.getByTestId("user-plan")).toContainText("Active");
  await expect(edited.getByTestId("user-plan")).toContainText("3 of 3 visits left");
  await expect(edited).toContainText("Paid at the office");

  // A running plan can be switched off, and reads Suspended.
  await edited.getByRole("button", { name: "Edit subscription of Sanjay K. Panda" }).click();
  const plan = page.getByRole("dialog", { name: "Subscription of Sanjay K. Panda" });
  await expect(plan.getByLabel("Plan ID")).toHaveJSProperty("readOnly", true);
  await plan.getByLabel("Status").selectOption("inactive");
  await plan.getByRole("button", { name: "Save" }).click();
  await expect(plan).toBeHidden();
  await expect(edited.getByTestId("user-plan")).toContainText("Suspended");

  // What the server stored survives a reload.
  await page.reload();
  await page.getByLabel("Search users").fill(newEmail);
  await expect(page.getByTestId("user-row").filter({ hasText: "Paid at the office" })).toHaveCount(1);

  // Delete, after confirming.
  await page.getByRole("button", { name: "Delete Sanjay K. Panda" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete user?" });
  await expect(confirm).toContainText("Are you sure you want to delete this user? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted")).toBeVisible();
  await expect(page.getByText(`No users match “${newEmail}”.`)).toBeVisible();

  expect(await auditActionsFor(page, user._id)).toEqual([
    "user.delete",
    "user.subscription",
    "user.plan-grant",
    "user.update",
  ]);
  const changes = page
    .getByTestId("audit-row")
    .filter({ hasText: user._id })
    .filter({ has: page.getByText("Edited user") });
  await expect(changes).toContainText(`email: ${user.email} -> ${newEmail}`);
});
