import { Property } from "@/models/Property";
import { expect, openTab, test } from "./admin-helpers";

// A submission that looks like a live listing (the same phone, locality and BHK, the price within 10%):
// after the admin's edit the server's check flags it, the queue says "Possible duplicate of ...", both show
// side by side, and Approve asks first.

const shots = process.env.SCREENSHOT_DIR;

test("the queue flags a possible duplicate, compares both, and approves it only when asked twice @mobile", async ({
  adminPage: page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const locality = `Chandrasekharpur ${stamp}`;
  const base = {
    description: "Two bedrooms, second floor.",
    type: "rent" as const,
    propertyType: "Flats/Apartments" as const,
    bhk: 2,
    bathrooms: 2,
    location: { address: `Lane 3, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
    contactNumber: "9437055511",
    // The phone rule needs the number verified on the listing a duplicate would be of.
    phoneVerified: true,
  };
  const live = await Property.create({
    ...base,
    title: `Live flat ${stamp}`,
    price: 20000,
    images: [{ url: "/images/listings/apartment-4.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-4.jpg"],
    isActive: true,
  });
  const waiting = await Property.create({
    ...base,
    title: `Broker flat ${stamp}`,
    price: 21500,
    contactNumber: "+91 94370 55511",
    images: [{ url: "/images/listings/apartment-6.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-6.jpg"],
    source: "public",
    isActive: false,
    owner: { name: "Broker", phone: "+91 94370 55511", email: `broker-${stamp}@example.in` },
  });
  try {
    // The admin corrects the price: the server checks the listing again and flags it.
    const edited = await page.request.put(`/api/property/property/${waiting._id}`, { data: { price: 21000 } });
    expect(edited.status(), await edited.text()).toBe(200);

    await openTab(page, "properties", "Properties");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByLabel("Search properties").fill(stamp);
    const row = page.getByTestId("property-row").filter({ hasText: waiting.title });
    await expect(row.getByTestId("possible-duplicate")).toHaveText(`Possible duplicate of “${live.title}”`);

    await row.getByTestId("possible-duplicate").click();
    const compare = page.getByRole("dialog", { name: "Possible duplicate" });
    await expect(compare.getByTestId("duplicate-this")).toContainText(waiting.title);
    await expect(compare.getByTestId("duplicate-other")).toContainText(live.title);
    await expect(compare).toContainText("same phone number, locality and BHK");
    if (shots) await page.screenshot({ path: `${shots}/admin-duplicate-${testInfo.project.name}.png` });
    await compare.getByRole("button", { name: "Close" }).first().click();

    await row.getByRole("button", { name: `Approve ${waiting.title}` }).click();
    const ask = page.getByRole("dialog", { name: "Approve a possible duplicate?" });
    await expect(ask).toContainText(live.title);
    await ask.getByRole("button", { name: "Cancel" }).click();
    expect((await Property.findById(waiting._id).lean())?.isActive).toBe(false);

    await row.getByRole("button", { name: `Approve ${waiting.title}` }).click();
    await page
      .getByRole("dialog", { name: "Approve a possible duplicate?" })
      .getByRole("button", { name: "Approve anyway" })
      .click();
    await expect(page.getByText("Property approved and live on the site")).toBeVisible();
    await expect.poll(async () => (await Property.findById(waiting._id).lean())?.isActive).toBe(true);
  } finally {
    await Property.deleteMany({ _id: { $in: [live._id, waiting._id] } });
  }
});
