import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { Conversation } from "@/models/Conversation";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { expect, test } from "./fixtures";
import { waitForMail } from "./support/inbox";

const OWNER_PHONE = "9437012345";
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** A live listing posted by its owner, whose account has a phone number to share. */
async function ownersListing(ownerId: string) {
  await User.updateOne({ _id: ownerId }, { $set: { phone: OWNER_PHONE } });
  return Property.create({
    title: `Owner flat ${randomUUID().slice(0, 6)}`,
    description: "A bright flat near the park.",
    price: 18000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    location: { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    images: [{ url: "/images/listings/apartment-2.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-2.jpg"],
    source: "public",
    postedBy: "owner",
    account: ownerId,
    isActive: true,
  });
}

/** Another person's browser, with the project's settings (address, screen size). */
async function newPage(browser: Browser, contexts: Array<{ close: () => Promise<void> }>): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

test("a seeker asks an owner about a listing and they talk live, without seeing each other's e-mail, until the owner shares the number @mobile", async ({
  page,
  browser,
  createUser,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Ravi Mohanty" });
  const seeker = await createUser({ name: "Asha Patnaik" });
  const listing = await ownersListing(owner._id);
  const contexts: Array<{ close: () => Promise<void> }> = [];
  try {
    // The owner waits on the inbox in a browser of their own.
    const ownerPage = await newPage(browser, contexts);
    await signIn(ownerPage, owner);
    await ownerPage.goto("/messages");
    await expect(ownerPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(ownerPage.getByText("No conversations yet")).toBeVisible();
    // The count is on the header's Messages link on wide screens, on the menu button on phones.
    const unreadBadge = ownerPage.getByTestId("header-unread").locator("visible=true");
    await expect(ownerPage.getByTestId("header-unread")).toHaveCount(0);

    // The owner's own listing points them to Messages and offers no form to write to themselves.
    await ownerPage.goto(`/properties/${listing._id}`);
    await expect(ownerPage.getByTestId("owner-contact-card")).toContainText("This is your listing");
    await expect(ownerPage.getByRole("region", { name: "Message the owner" })).toHaveCount(0);
    await ownerPage.goto("/messages");

    // The seeker writes from the listing page.
    await signIn(page, seeker);
    await page.goto(`/properties/${listing._id}`);
    await expect(page.getByTestId("owner-contact-card")).toContainText("Posted by the owner");
    const form = page.getByRole("region", { name: "Message the owner" });
    await form.getByLabel("Message").fill("Hello, is the flat still available for June?");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("link", { name: "Open the conversation" }).click();
    await expect(page.getByTestId("thread-message")).toHaveCount(1, { timeout: 15_000 });

    // The owner's count rises and the thread appears without a reload.
    await expect(unreadBadge).toHaveText("1", { timeout: 20_000 });
    const row = ownerPage.getByTestId("inbox-thread").filter({ hasText: listing.title });
    await expect(row).toContainText("Asha");
    await expect(row.getByTestId("inbox-unread")).toHaveText("1");
    if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/messages-${testInfo.project.name}.png`, fullPage: true });
    await row.click();
    await expect(ownerPage.getByText("Hello, is the flat still available for June?")).toBeVisible();
    await expect(ownerPage.getByTestId("header-unread")).toHaveCount(0, { timeout: 15_000 });

    // The owner replies; the seeker's open thread shows it live.
    await ownerPage.getByLabel("Your message").fill("Yes, it is. Come and see it on Saturday.");
    await ownerPage.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Yes, it is. Come and see it on Saturday.")).toBeVisible({ timeout: 20_000 });

    // Neither side sees the other's e-mail address (nor the owner's number, yet).
    await expect(page.locator("body")).not.toContainText(owner.email);
    await expect(page.locator("body")).not.toContainText(OWNER_PHONE);
    await expect(ownerPage.locator("body")).not.toContainText(seeker.email);

    // The owner shares the number; it reaches the seeker as a message.
    await ownerPage.getByRole("button", { name: "Share my number" }).click();
    await expect(page.getByText(`My phone number: ${OWNER_PHONE}`)).toBeVisible({ timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/thread-${testInfo.project.name}.png`, fullPage: true });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await Conversation.deleteMany({ property: listing._id });
    await Property.deleteOne({ _id: listing._id });
  }
});

test("a signed-out enquirer gets the owner's reply by e-mail, answers from its link, reports and blocks the owner there, and a changed link shows nothing @mobile", async ({
  page,
  browser,
  createUser,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Ravi Mohanty" });
  const listing = await ownersListing(owner._id);
  const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.in`;
  const contexts: Array<{ close: () => Promise<void> }> = [];
  try {
    await page.goto(`/properties/${listing._id}`);
    const form = page.getByRole("region", { name: "Message the owner" });
    // Nothing on an owner's listing sends the visitor to an agent.
    await expect(page.getByRole("region", { name: "Amenities" })).toContainText("Ask the owner in a message.");
    await expect(page.getByRole("region", { name: "Nearby Places" })).toContainText("Ask the owner about");
    await expect(page.getByRole("main")).not.toContainText("Ask the agent");
    // The owner answers in the conversation and never sees a number: the form asks for none, nor for a call.
    await expect(form.getByLabel("Phone")).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue(/still available\? I would like to visit\./);
    await expect(form.getByLabel("Message")).not.toHaveValue(/call me/);
    await form.getByLabel("Your name").fill("Meera Nayak");
    await form.getByLabel("Email").fill(guestEmail);
    await form.getByLabel("Message").fill("Can I visit on Sunday morning?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    const copy = await waitForMail(guestEmail, /Your enquiry/, 30_000);
    expect(copy.text).toContain("Can I visit on Sunday morning?");

    const ownerPage = await newPage(browser, contexts);
    await signIn(ownerPage, owner);
    await ownerPage.goto("/messages");
    await ownerPage.getByTestId("inbox-thread").filter({ hasText: listing.title }).click();
    await expect(ownerPage.getByText("Can I visit on Sunday morning?")).toBeVisible();
    await expect(ownerPage.locator("body")).not.toContainText(guestEmail);
    await ownerPage.getByLabel("Your message").fill("Sunday at 10 works.");
    await ownerPage.getByRole("button", { name: "Send" }).click();

    const reply = await waitForMail(guestEmail, /New reply/, 30_000);
    const link = new URL(reply.text.match(/https?:\/\/\S+\/messages\/guest\?token=\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Sunday at 10 works.")).toBeVisible();
    await page.getByLabel("Your message").fill("Thank you, see you then.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(ownerPage.getByText("Thank you, see you then.")).toBeVisible({ timeout: 20_000 });

    // From the same link the guest reports the thread, with a reason, as an account would.
    const actions = page.getByRole("region", { name: "Conversation with Ravi" });
    await expect(actions.getByRole("button", { name: "Report" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/guest-thread-${testInfo.project.name}.png`, fullPage: true });
    await actions.getByRole("button", { name: "Report" }).click();
    const reporting = page.getByRole("dialog", { name: "Report this conversation" });
    const reason = reporting.getByLabel("What is wrong with this conversation?");
    await reason.fill("No");
    await reporting.getByRole("button", { name: "Send report" }).click();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription(/Tell us what is wrong/);
    await reason.fill("Asked me to pay a deposit before the visit");
    await reporting.getByRole("button", { name: "Send report" }).click();
    await expect(reporting).toBeHidden();
    await expect(actions.getByText("Reported to our team")).toBeVisible({ timeout: 15_000 });
    await expect(actions.getByRole("button", { name: "Report" })).toHaveCount(0);

    // Then blocks the owner: the guest's page says the thread is closed, and so does the owner's open page.
    await actions.getByRole("button", { name: "Block" }).click();
    const asking = page.getByRole("dialog", { name: /^Block / });
    await expect(asking).toContainText("Neither of you can send messages in this conversation again.");
    await asking.getByRole("button", { name: "Block" }).click();
    await expect(asking).toBeHidden();
    const closed = /This conversation is closed/;
    await expect(page.getByRole("status").filter({ hasText: closed })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel("Your message")).toHaveCount(0);
    await expect(ownerPage.getByRole("status").filter({ hasText: closed })).toBeVisible({ timeout: 20_000 });
    await expect(ownerPage.getByLabel("Your message")).toHaveCount(0);
    // A reply the owner sends anyway (say from a tab opened before) is refused with the same words.
    const threadId = new URL(ownerPage.url()).pathname.split("/").pop()!;
    const late = await ownerPage.request.post(`/api/conversations/${threadId}/messages`, { data: { text: "Hello?" } });
    expect(late.status()).toBe(403);
    expect(((await late.json()) as { message: string }).message).toMatch(closed);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/guest-thread-closed-${testInfo.project.name}.png`, fullPage: true });

    // One changed character: nothing of the thread is shown.
    const token = link.searchParams.get("token")!;
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await page.goto(`/messages/guest?token=${encodeURIComponent(changed)}`);
    await expect(page.getByRole("alert").filter({ hasText: "This conversation link is not valid." })).toBeVisible();
    await expect(page.getByText("Sunday at 10 works.")).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await Conversation.deleteMany({ property: listing._id });
    await Property.deleteOne({ _id: listing._id });
  }
});

test("an enquiry typed signed out with a member's e-mail reaches the owner as unverified and never as the member's words; after the owner blocks the member, the form refuses that e-mail @mobile", async ({
  page,
  browser,
  createUser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Ravi Mohanty" });
  const seeker = await createUser({ name: "Asha Patnaik" });
  const listing = await ownersListing(owner._id);
  const contexts: Array<{ close: () => Promise<void> }> = [];
  const fillSignedOutForm = async (visitor: Page, message: string) => {
    await visitor.goto(`/properties/${listing._id}`);
    const form = visitor.getByRole("region", { name: "Message the owner" });
    await form.getByLabel("Your name").fill("Someone Else");
    await form.getByLabel("Email").fill(seeker.email);
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send message" }).click();
    return form;
  };
  try {
    // The member asks, signed in.
    await signIn(page, seeker);
    await page.goto(`/properties/${listing._id}`);
    const own = page.getByRole("region", { name: "Message the owner" });
    await own.getByLabel("Message").fill("Is parking included?");
    await own.getByRole("button", { name: "Send message" }).click();
    await expect(own.getByRole("link", { name: "Open the conversation" })).toBeVisible();

    // Someone else, signed out, types the member's address into the form.
    const stranger = await newPage(browser, contexts);
    await fillSignedOutForm(stranger, "Send the deposit to upi evil@x");
    await expect(stranger.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

    // The member's own thread holds only their words.
    await page.goto("/messages");
    await expect(page.getByTestId("inbox-thread")).toHaveCount(1);
    await page.getByTestId("inbox-thread").click();
    await expect(page.getByText("Is parking included?")).toBeVisible();
    await expect(page.getByText("Send the deposit to upi evil@x")).toHaveCount(0);

    // The owner sees two threads; the form's is marked as an unverified e-mail.
    const ownerPage = await newPage(browser, contexts);
    await signIn(ownerPage, owner);
    await ownerPage.goto("/messages");
    const rows = ownerPage.getByTestId("inbox-thread");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "Send the deposit" })).toContainText("Unverified e-mail");
    await expect(rows.filter({ hasText: "Is parking included?" })).not.toContainText("Unverified e-mail");
    await rows.filter({ hasText: "Send the deposit" }).click();
    await expect(ownerPage.getByTestId("unverified-enquirer")).toBeVisible();
    await expect(ownerPage.getByTestId("thread-message")).toContainText("e-mail not confirmed");

    // The owner blocks the member in their own thread.
    await ownerPage.goto("/messages");
    await rows.filter({ hasText: "Is parking included?" }).click();
    await ownerPage.getByRole("button", { name: "Block" }).click();
    // The site's own dialog, not the browser's: Cancel keeps the thread open.
    const asking = ownerPage.getByRole("dialog", { name: /^Block / });
    await asking.getByRole("button", { name: "Cancel" }).click();
    await expect(asking).toBeHidden();
    await expect(ownerPage.getByLabel("Your message")).toBeVisible();
    await ownerPage.getByRole("button", { name: "Block" }).click();
    await asking.getByRole("button", { name: "Block" }).click();
    await expect(ownerPage.getByRole("status").filter({ hasText: /This conversation is closed/ })).toBeVisible({
      timeout: 15_000,
    });

    // Signed out, the member's address no longer reaches the owner through the form.
    const signedOut = await newPage(browser, contexts);
    const form = await fillSignedOutForm(signedOut, "It's me again, please answer");
    await expect(form.getByRole("alert")).toHaveText("The owner of this listing does not accept messages from you.");
    await ownerPage.goto("/messages");
    await expect(rows).toHaveCount(2);
    await expect(ownerPage.getByText("It's me again, please answer")).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await Conversation.deleteMany({ property: listing._id });
    await Property.deleteOne({ _id: listing._id });
  }
});
