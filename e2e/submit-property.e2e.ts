import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { drawImage } from "./support/draw-image";
import { waitForSmsCode } from "./support/inbox";
import { Property } from "@/models/Property";
import { reviewShot } from "./support/review-shot";

test("an owner lists a property with two photos: stored inactive, photos served, form reset, awaiting review @mobile", async ({
  page,
  db,
}) => {
  void db;
  const title = `Duplex in Kalinga Vihar ${Date.now()}`;
  await page.goto("/submit-property");
  await expect(page.getByRole("heading", { level: 1, name: "List Your Property" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Nothing filled: every required field says what it needs.
  await page.getByRole("button", { name: "Submit Property" }).click();
  for (const message of [
    "Title is required",
    "Location is required",
    "Enter the locality: pick a known one or type a new one",
    "Enter valid price",
    "Owner name is required",
    "Enter valid 10-digit phone number",
    "Enter a valid email address",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The first field in error has the focus and is on screen, its message beside it.
  const firstInvalid = page.getByLabel("Title");
  await expect(firstInvalid).toBeFocused();
  await expect(firstInvalid).toBeInViewport();
  await expect(firstInvalid).toHaveAccessibleDescription(/Title is required/);

  const png = await drawImage(page, "image/png", "#4f46e5");
  const jpeg = await drawImage(page, "image/jpeg", "#16a34a");
  const photos = page.getByLabel("Add photos");

  // Reset clears fields and previews.
  await page.getByLabel("Title").fill("Something to throw away");
  await photos.setInputFiles([{ name: "old.png", mimeType: "image/png", buffer: png }]);
  await expect(page.getByRole("img", { name: "Preview of old.png" })).toBeVisible();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByRole("img", { name: "Preview of old.png" })).toHaveCount(0);

  await page.getByLabel("Title").fill(title);
  // A rent asks for the deposit; a sale does not.
  await expect(page.getByLabel("Security deposit (₹)")).toBeVisible();
  await page.getByLabel("Sell").check();
  await expect(page.getByLabel("Security deposit (₹)")).toHaveCount(0);
  await page.getByLabel("Property type").selectOption("Independent/Builder Floors");
  await page.getByLabel("Price (₹)").fill("8500000");
  await page.getByLabel(/^Location/).fill("Plot 12, Kalinga Vihar");
  await page.getByLabel("Locality").fill("Kalinga Vihar");
  await page.getByLabel("Available from").fill("2030-04-01");
  await page.getByLabel("Bedrooms").selectOption("4");
  await page.getByLabel("Bathrooms").selectOption("3");
  await page.getByLabel("Area (sq.ft)").fill("2400");
  await page.getByLabel("Furnishing").selectOption("Semi-Furnished");
  await page.getByLabel("Parking").check();
  await page.getByLabel("CCTV").check();
  await page.getByLabel("About the property").fill("Two-storey duplex with a terrace garden.");
  await page.getByLabel("Owner name").fill("Lipsa Mohapatra");
  await page.getByLabel("Owner phone").fill("9861098610");
  await page.getByLabel("Owner email").fill("lipsa@example.in");

  // Three photos picked, one removed again.
  await photos.setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: png },
    { name: "spare.png", mimeType: "image/png", buffer: png },
    { name: "garden.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ]);
  await page.getByRole("button", { name: "Remove spare.png" }).click();
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Submit Property" }).click();
  const dialog = page.getByRole("dialog", { name: "Submitted!" });
  // The owner's number is confirmed with the code texted to it before the listing goes for review.
  await expect(dialog.getByText("One more step: confirm your mobile number.")).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel("Code from the SMS").fill(await waitForSmsCode("+919861098610"));
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(dialog.getByText("Your property is awaiting review.")).toBeVisible();
  await expect(dialog).not.toContainText("successfully listed");
  await reviewShot(dialog, "submitted");
  await expect(dialog.getByRole("listitem")).toHaveText([/front\.png\s*Success/, /garden\.jpg\s*Success/]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByRole("list", { name: "Selected photos" })).toHaveCount(0);

  const stored = await Property.findOne({ title }).lean();
  expect(stored).toMatchObject({
    type: "sale",
    propertyType: "Independent/Builder Floors",
    price: 8500000,
    bhk: 4,
    bathrooms: 3,
    amenities: ["Parking", "CCTV"],
    owner: { name: "Lipsa Mohapatra", phone: "9861098610", email: "lipsa@example.in" },
    source: "public",
    postedBy: "owner",
    location: { locality: "Kalinga Vihar" },
    isActive: false,
  });
  expect(stored!.availableFrom!.toISOString()).toBe("2030-04-01T00:00:00.000Z");
  expect(stored!.pictures).toHaveLength(2);
  const served = await Promise.all(stored!.pictures.map((url) => page.request.get(url)));
  expect(served.map((r) => r.status())).toEqual([200, 200]);
  expect(served.map((r) => r.headers()["content-type"])).toEqual(["image/png", "image/jpeg"]);
  expect(await served[0].body()).toEqual(png);
  expect(await served[1].body()).toEqual(jpeg);

  // Awaiting approval: not public yet.
  expect((await page.request.get(`/api/property/property/${stored!._id}`)).status()).toBe(404);
  await Property.deleteOne({ _id: stored!._id });
});
