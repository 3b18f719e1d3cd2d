import { auditActionsFor, expect, openTab, test } from "./admin-helpers";
import { drawImage } from "./support/draw-image";
import { Property } from "@/models/Property";

test("an admin creates a listing with two images and lands on its public page", async ({ adminPage: page, db }) => {
  void db;
  test.setTimeout(120_000);
  const title = `Admin villa ${Date.now().toString(36)}`;
  await openTab(page, "add-property", "Add-Property");
  // The submit button, whichever of its labels it shows.
  const create = page.getByRole("button", { name: /^(Create Property|Uploading images\.\.\.|Creating\.\.\.)$/ });

  // Nothing filled: the shared schema's messages and the image rule.
  await create.click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Please select at least one image")).toBeVisible();
  await expect(page.getByText("Enter the locality: pick a known one or type a new one")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Corner villa with a garden, five minutes from Khandagiri.");
  await page.getByLabel("Listing type").selectOption("sale");
  await page.getByLabel("Price (₹)").fill("12500000");
  await page.getByLabel("Property type").selectOption("Individual House/Villa");
  await page.getByLabel("BHK").selectOption("4");
  await page.getByLabel("Bathrooms").selectOption("3");
  await page.getByLabel("Furnishing").selectOption("Semi-Furnished");
  await page.getByLabel("Super built-up area").fill("2400");
  await page.getByLabel("Carpet area", { exact: true }).fill("2000");
  await page.getByLabel("Total floors").fill("2");
  await page.getByLabel("Floor number").fill("0");
  await page.getByLabel("Facing").selectOption("East");
  await page.getByLabel("Car parking").selectOption({ label: "3+" });
  await page.getByLabel("Address").fill("Plot 44, Khandagiri");
  // The locality: the known ones are suggested; this one is picked by typing its name.
  await page.getByLabel("Locality").fill("Khandagiri");
  await expect(page.getByLabel("City")).toHaveValue("Bhubaneswar");
  await page.getByLabel("PIN code").fill("75103");
  await page.getByLabel("Contact number").fill("9437000111");
  await page.getByLabel("Gym").check();
  await page.getByLabel("Power Backup").check();

  // Plots & Land has no bedrooms.
  await page.getByLabel("Property type").selectOption("Plots & Land");
  await expect(page.getByLabel("BHK")).toBeDisabled();
  await expect(page.getByLabel("Listing type")).toHaveValue("land");
  await page.getByLabel("Listing type").selectOption("sale");
  await page.getByLabel("Property type").selectOption("Individual House/Villa");
  await page.getByLabel("BHK").selectOption("4");
  await page.getByLabel("Bathrooms").selectOption("3");

  const images = page.getByLabel("Upload images");
  // The limits are stated beside the file input, per image and in all.
  await expect(images).toHaveAccessibleDescription(
    /^PNG, JPG, GIF or WebP, up to 10 MB each, at most 20 \(200 MB in all\)\./,
  );
  await images.setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: await drawImage(page, "image/png", "#4f46e5") },
    { name: "garden.jpg", mimeType: "image/jpeg", buffer: await drawImage(page, "image/jpeg", "#16a34a") },
    { name: "spare.jpg", mimeType: "image/jpeg", buffer: await drawImage(page, "image/jpeg", "#dc2626") },
  ]);
  await expect(page.getByRole("img", { name: /^Preview of / })).toHaveCount(3);
  await page.getByRole("button", { name: "Remove spare.jpg" }).click();
  await expect(page.getByRole("img", { name: /^Preview of / })).toHaveCount(2);

  // A five-digit PIN is caught before anything is sent.
  await create.click();
  await expect(page.getByText("PIN code must be 6 digits")).toBeVisible();
  await page.getByLabel("PIN code").fill("751030");
  // Hold the request to see the busy button; the toast shows while the public page loads, so watch for it
  // from before the request goes on.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/property/property", async (route) => {
    await held;
    await route.continue();
  });
  await create.click();
  await expect(create).toBeDisabled();
  await expect(create).toHaveText(/^(Uploading images\.\.\.|Creating\.\.\.)$/);
  const toastShown = page.getByText("Property created successfully!").waitFor();
  release();
  await toastShown;
  await expect(page).toHaveURL(/\/properties\/[a-f0-9]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Its breadcrumb leads to the pages it is listed on.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Buy",
    "Bhubaneswar",
    "Khandagiri",
  ]);
  await expect(page.getByRole("link", { name: "Khandagiri", exact: true })).toHaveAttribute(
    "href",
    "/buy/bhubaneswar/khandagiri",
  );
  const id = page.url().split("/").pop()!;

  const stored = await Property.findById(id).lean();
  expect(stored?.images).toHaveLength(2);
  expect(stored?.amenities).toEqual(["Gym", "Power Backup"]);
  expect(stored?.carParking).toBe(4);
  expect(stored?.location?.zipCode).toBe("751030");
  expect(stored?.location?.locality).toBe("Khandagiri");
  expect(stored?.source).toBe("admin");

  expect(await auditActionsFor(page, id)).toEqual(["listing.create"]);
  await Property.deleteOne({ _id: id });
});
