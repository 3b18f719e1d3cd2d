import { auditActionsFor, expect, openTab, test } from "./admin-helpers";

test("an admin reads a message about a listing, opens the listing from it and deletes the message", async ({
  adminPage: page,
  createListing,
  createMessage,
}) => {
  const listing = await createListing();
  const sender = `Prakash ${Date.now().toString(36)}`;
  const text = "Is the flat still available for a family of four? We would like to visit this weekend.";
  const id = await createMessage({
    name: sender,
    subject: "site-visit-request",
    message: text,
    kind: "agent",
    property: listing._id,
  });

  await openTab(page, "messages", "Messages");
  await page.getByRole("button", { name: "All messages" }).click();
  const row = page.getByTestId("message-row").filter({ hasText: sender });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("site visit request");
  await expect(row).toContainText("9123456780");

  await row.getByRole("button", { name: `View message from ${sender}` }).click();
  const dialog = page.getByRole("dialog", { name: `Message from ${sender}` });
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByText("Contact Agent form")).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Open/ })).toHaveAttribute("href", `/properties/${listing._id}`);

  await dialog.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete message?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted")).toBeVisible();
  await expect(page.getByTestId("message-row").filter({ hasText: sender })).toHaveCount(0);

  expect(await auditActionsFor(page, id)).toEqual(["message.delete"]);
});
