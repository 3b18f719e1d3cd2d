import { Property } from "@/models/Property";
import { deleteListings, signInAsAdmin } from "./admin-helpers";
import { drawImage } from "./support/draw-image";
import { expect, test } from "./fixtures";

// An owner places the home's pin on the List Your Property form; once the team approves the listing, its page
// shows that exact point as a pin (not the locality's area) and "Directions" leads to it.

test("a pin placed on the public form becomes the listing's exact pin after approval @mobile", async ({
  page,
  browser,
  createUser,
  db,
}) => {
  void db;
  test.setTimeout(180_000);
  const title = `Pinned flat in Patia ${Date.now().toString(36)}`;
  await page.goto("/submit-property");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Monthly rent (₹)").fill("21000");
  await page.getByLabel(/^Location/).fill("Lane 7, Patia");
  await page.getByLabel("Locality").fill("Patia");
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Bathrooms").selectOption("2");
  await page.getByLabel("Area (sq.ft)").fill("1150");
  await page.getByLabel("Owner name").fill("Sasmita Nayak");
  await page.getByLabel("Owner phone").fill("9861011223");
  await page.getByLabel("Owner email").fill("sasmita@example.in");
  await page
    .getByLabel("Add photos")
    .setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: await drawImage(page, "image/png", "#0f766e") },
    ]);

  // The map starts at Patia's centre; a tap there drops the pin.
  const picker = page.getByTestId("pin-picker-canvas");
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const status = page.getByTestId("pin-status");
  await expect(status).toHaveText("No pin yet: the locality’s centre is used");
  await expect(async () => {
    await picker.click({ position: { x: 60, y: 60 } });
    await expect(status).toHaveText(/^Pin placed at 20\.\d+, 85\.\d+$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const [lat, lng] = (await status.textContent())!.replace("Pin placed at ", "").split(", ").map(Number);

  await page.getByRole("button", { name: "Submit Property" }).click();
  await expect(page.getByRole("dialog", { name: "Submitted!" })).toBeVisible({ timeout: 30_000 });
  const stored = await Property.findOne({ title }).lean();
  expect(stored?.location?.geo).toMatchObject({ approximate: false });
  expect(stored!.location!.geo!.lat).toBeCloseTo(lat, 4);
  expect(stored!.location!.geo!.lng).toBeCloseTo(lng, 4);
  const id = String(stored!._id);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInAsAdmin(admin, createUser);
    const approved = await admin.request.put(`/api/property/property/${id}`, { data: { isActive: true } });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.goto(`/properties/${id}`);
    const map = page.getByTestId("listing-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-approximate", "false");
    await expect(page.getByTestId("listing-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(map.locator(".map-home-pin")).toHaveCount(1);
    await expect(map.locator(".map-area")).toHaveCount(0);
    await expect(page.getByTestId("directions")).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${stored!.location!.geo!.lat.toFixed(6)},${stored!.location!.geo!.lng.toFixed(6)}`,
    );
  } finally {
    await deleteListings(admin.request, [id]);
    await adminContext.close();
  }
});
