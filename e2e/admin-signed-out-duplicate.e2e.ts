import { expect, openTab, test } from "./admin-helpers";
import { waitForSmsCode } from "./support/inbox";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

// An owner's live, phone-verified flat, posted again through the public form by a browser without an
// account (the same title, locality, price and phone, confirmed with the SMS code): the admins' queue flags
// it as a possible duplicate, and the owner's account and live listing keep their "Phone verified".

/** A mobile number of this run's own, so the two projects and reruns never share SMS limits or codes. */
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

test("a signed-out copy of a verified owner's listing is flagged for the admins and un-verifies nobody @mobile", async ({
  adminPage: page,
  browser,
  createUser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const locality = `Gothapatna ${stamp}`;
  const title = `2BHK flat in ${locality}`;
  const mobile = freshMobile();
  const e164 = `+91${mobile}`;

  // The owner: an account that verified the number, and a live 2BHK under it that carries the mark.
  const owner = await createUser({ name: "Manas Behera" });
  await User.updateOne(
    { _id: owner._id },
    { $set: { verifiedPhone: e164, phone: mobile, phoneVerifiedAt: new Date() } },
  );
  const live = await Property.create({
    title,
    description: "Two bedrooms, east facing.",
    price: 17000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    location: { address: `Lane 5, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
    contactNumber: mobile,
    images: [{ url: "/images/listings/apartment-5.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-5.jpg"],
    account: owner._id,
    source: "public",
    isActive: true,
    phoneVerified: true,
  });
  // A visitor of its own address, so the form's per-address limits are this journey's alone.
  const visitorContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${10 + Math.floor(Math.random() * 200)}` },
  });
  const ownerContext = await browser.newContext();
  try {
    // Signed out, the same flat through List Your Property, confirmed with the code texted to the number.
    const visitor = await visitorContext.newPage();
    await visitor.goto("/submit-property");
    await visitor.getByLabel("Title").fill(title);
    await visitor.getByLabel("Monthly rent (₹)").fill("17000");
    await visitor.getByLabel(/^Location/).fill(`Lane 5, ${locality}`);
    await visitor.getByLabel("Locality").fill(locality);
    await visitor.getByLabel("Bedrooms").selectOption("2");
    await visitor.getByLabel("Bathrooms").selectOption("2");
    await visitor.getByLabel("Area (sq.ft)").fill("1050");
    await visitor.getByLabel("Owner name").fill("Manas Behera");
    await visitor.getByLabel("Owner phone").fill(mobile);
    await visitor.getByLabel("Owner email").fill(`manas-${stamp}@example.in`);
    await visitor.getByRole("button", { name: "Submit Property" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Submitted!" });
    await expect(dialog.getByText("One more step: confirm your mobile number.")).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel("Code from the SMS").fill(await waitForSmsCode(e164));
    await dialog.getByRole("button", { name: "Confirm number" }).click();
    await expect(dialog.getByText("Your property is awaiting review.")).toBeVisible({ timeout: 15_000 });

    // The admins' queue flags it, and compares it with the owner's live listing.
    await openTab(page, "properties", "Properties");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByLabel("Search properties").fill(stamp);
    const row = page.getByTestId("property-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("possible-duplicate")).toHaveText(`Possible duplicate of “${title}”`);
    await row.getByTestId("possible-duplicate").click();
    const compare = page.getByRole("dialog", { name: "Possible duplicate" });
    await expect(compare).toContainText("same phone number, locality and BHK");
    await compare.getByRole("button", { name: "Close" }).first().click();

    // The owner's live listing still says "Phone verified", and so does the owner's profile.
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`/properties/${live._id}`);
    await expect(ownerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(ownerPage.getByRole("list", { name: "Listing badges" })).toContainText("Phone verified");
    await signIn(ownerPage, owner);
    await ownerPage.goto("/profile");
    const section = ownerPage.getByRole("region", { name: "Mobile number" });
    await expect(section.getByText("Verified", { exact: true })).toBeVisible();
    await expect(section).toContainText(e164);
  } finally {
    await Promise.all([visitorContext.close(), ownerContext.close()]);
    await Property.deleteMany({ $or: [{ _id: live._id }, { "location.locality": locality }] });
  }
});
