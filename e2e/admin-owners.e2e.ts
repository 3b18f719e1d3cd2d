import { randomUUID } from "node:crypto";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { drawImage } from "./support/draw-image";
import { waitForCode, waitForMail, waitForSmsCode } from "./support/inbox";

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.in`;

/** A live listing of the team's in the same locality: what the closed listing's page suggests. */
async function neighbour(locality: string) {
  return Property.create({
    title: `Neighbour flat in ${locality} ${Date.now().toString(36)}`,
    description: "A flat next door.",
    price: 14000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 1,
    location: { address: `Lane 9, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
    images: [{ url: "/images/listings/apartment-3.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-3.jpg"],
    isActive: true,
  });
}

test("an owner signs up, lists a flat, sees it approved with a view and an enquiry, changes the rent and marks it rented", async ({
  page,
  browser,
  createUser,
  db,
}) => {
  test.setTimeout(240_000);
  void db;
  const email = uniqueEmail("owner");
  const locality = `Sailashree Vihar ${randomUUID().slice(0, 4)}`;
  const title = `2BHK owner flat ${Date.now().toString(36)}`;
  const next = await neighbour(locality);
  const contexts = [];
  const visitorEmail = uniqueEmail("rakesh");

  try {
    // Sign up with an e-mailed code.
    await page.goto("/register");
    await page.getByLabel("Full name", { exact: true }).fill("Sasmita Nayak");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByLabel("OTP", { exact: true }).fill(await waitForCode(email, /verification code/));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByLabel("Password", { exact: true }).fill("Lingaraj@2026");
    await page.getByLabel("Confirm password", { exact: true }).fill("Lingaraj@2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Welcome, Sasmita")).toBeVisible();

    // List a flat with two photos: the contact comes from the profile.
    await page.goto("/submit-property");
    await expect(page.getByLabel("Owner email")).toHaveValue(email);
    await expect(page.getByLabel("Owner name")).toHaveValue("Sasmita Nayak");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Monthly rent (₹)").fill("16000");
    await page.getByLabel(/^Location/).fill(`Plot 3, ${locality}`);
    await page.getByLabel("Locality").fill(locality);
    await page.getByLabel("Bedrooms").selectOption("2");
    await page.getByLabel("Bathrooms").selectOption("2");
    await page.getByLabel("Area (sq.ft)").fill("1050");
    await page.getByLabel("Owner phone").fill("9861012345");
    const png = await drawImage(page, "image/png", "#4f46e5");
    const jpeg = await drawImage(page, "image/jpeg", "#16a34a");
    await page.getByLabel("Add photos").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: png },
      { name: "hall.jpg", mimeType: "image/jpeg", buffer: jpeg },
    ]);
    await page.getByRole("button", { name: "Submit Property" }).click();
    const submitted = page.getByRole("dialog", { name: "Submitted!" });
    // The owner confirms the number with the code texted to it; then it goes for review.
    await submitted.getByLabel("Code from the SMS").fill(await waitForSmsCode("+919861012345"));
    await submitted.getByRole("button", { name: "Confirm number" }).click();
    await expect(submitted.getByText("Your property is awaiting review.")).toBeVisible();
    await submitted.getByRole("button", { name: "Close" }).click();
    const stored = await Property.findOne({ title }).lean();
    const id = String(stored!._id);
    const owner = await User.findOne({ email }).lean();
    expect(String(stored!.account)).toBe(String(owner!._id));

    // Pending under My listings.
    await page.goto("/profile");
    const row = page.getByTestId("my-listing").filter({ hasText: title });
    await expect(row.getByTestId("my-listing-status")).toHaveText("Pending review");

    // The admin sees whose it is and approves it.
    const adminContext = await browser.newContext();
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, createUser);
    await admin.goto("/admin/dashboard?tab=properties");
    await admin.getByLabel("Status").selectOption("pending");
    const adminRow = admin.getByTestId("property-row").filter({ hasText: title });
    await expect(adminRow.getByTestId("listing-owner")).toHaveText("Sasmita Nayak");
    await adminRow.getByRole("button", { name: `Approve ${title}` }).click();
    await admin.getByRole("dialog", { name: "Approve this listing?" }).getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Property approved and live on the site")).toBeVisible();

    // Another visitor views it and asks about it.
    const visitorContext = await browser.newContext();
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/properties/${id}`);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect.poll(async () => (await Property.findById(id).lean())?.views, { timeout: 15_000 }).toBe(1);
    // A listing posted by its owner is answered by the owner, not the company's agent.
    const form = visitor.getByRole("region", { name: "Message the owner" });
    await form.getByLabel("Your name").fill("Rakesh Sahu");
    await form.getByLabel("Email").fill(visitorEmail);
    await form.getByLabel("Message").fill("Can I see it on Saturday?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    const mail = await waitForMail(email, /New enquiry/);
    expect(mail.text).toContain("Can I see it on Saturday?");

    // The owner sees it live, with the view and the enquiry.
    await page.goto("/profile");
    await expect(row.getByTestId("my-listing-status")).toHaveText("Live");
    await expect(row.getByTestId("my-listing-views")).toHaveText("1");
    await expect(row.getByTestId("my-listing-enquiries")).toHaveText("1");
    await row.getByRole("button", { name: "Enquiries (1)" }).click();
    await expect(row.getByTestId("my-listing-enquiry")).toContainText("Can I see it on Saturday?");
    // The enquirer's first name only: their e-mail and phone stay private; the owner answers in the thread.
    await expect(row.getByTestId("my-listing-enquiry")).toContainText("Rakesh");
    await expect(row.getByTestId("my-listing-enquiry")).not.toContainText(visitorEmail);
    await expect(row.getByRole("link", { name: /Open conversation/ })).toBeVisible();

    // A new rent shows on the public page at once.
    await row.getByRole("button", { name: "Edit" }).click();
    await row.getByLabel("Rent per month (₹)").fill("15000");
    await row.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved. The listing shows the change now.")).toBeVisible();
    await expect(row.getByTestId("my-listing-status")).toHaveText("Live");
    await visitor.goto(`/properties/${id}`);
    await expect(visitor.getByText("₹15,000").first()).toBeVisible();

    // Rented: off the site, and its page answers 410 with similar homes in the locality.
    await row.getByRole("button", { name: "Close listing" }).click();
    await row.getByLabel("Why is it no longer available?").selectOption("rented");
    await row.getByRole("button", { name: "Take it off the site" }).click();
    await expect(row.getByTestId("my-listing-status")).toHaveText("Rented out");
    const gone = await visitor.goto(`/properties/${id}`);
    expect(gone?.status()).toBe(410);
    await expect(visitor.getByRole("heading", { level: 1, name: "This home is no longer available" })).toBeVisible();
    const similar = visitor.getByTestId("similar-live-listings");
    await expect(similar.getByRole("link").filter({ hasText: next.title }).first()).toBeVisible();
    expect((await visitor.request.get(`/properties/${id}`)).status()).toBe(410);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(`/properties/${id}`);
  } finally {
    for (const context of contexts) await context.close();
    const mine = await Property.find({ title }, { _id: 1 }).lean();
    await Message.deleteMany({ email: visitorEmail });
    await Property.deleteMany({ _id: { $in: [next._id, ...mine.map((d) => d._id)] } });
    await User.deleteMany({ email });
  }
});

test("My listings reads at 390 px: status, figures and actions without sideways scrolling @mobile", async ({
  page,
  signIn,
  createUser,
}) => {
  const user = await createUser({ name: "Bijay Kumar Panda" });
  const listing = await Property.create({
    title: "A fairly long listing title for a three bedroom flat in Patia",
    price: 24000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 3,
    location: { address: "Lane 2, Patia", locality: "Patia", city: "Bhubaneswar" },
    images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-1.jpg"],
    source: "public",
    owner: { name: user.name, phone: "9437011111", email: user.email },
    account: user._id,
    isActive: false,
  });
  try {
    await signIn(page, user);
    await page.goto("/profile");
    const row = page.getByTestId("my-listing");
    await expect(row.getByTestId("my-listing-status")).toHaveText("Pending review");
    await expect(row.getByRole("button", { name: "Close listing" })).toBeVisible();
    await row.getByRole("button", { name: "Edit" }).click();
    await expect(row.getByRole("button", { name: "Save changes" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await Property.deleteOne({ _id: listing._id });
  }
});
