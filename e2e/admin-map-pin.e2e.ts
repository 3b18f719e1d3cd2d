import type { Locator } from "@playwright/test";
import { Property } from "@/models/Property";
import { deleteListings, signInAsAdmin, openTab, test as adminTest } from "./admin-helpers";
import { drawImage } from "./support/draw-image";
import { expect, test } from "./fixtures";
import { reviewShot } from "./support/review-shot";

// The pin on the map: an owner places it on the List Your Property form and, once the team approves the
// listing, its page shows that exact point as a pin (not the locality's area) and "Directions" leads to it.
// The edit forms (the admin's dialog, the owner's on the profile) open on the stored pin and move it.

type Point = { lat: number; lng: number };

/**
 * Scrolls a form to its picker (whose map loads once near the screen), waits for the map and answers the
 * point it opened on, once the home's pin stands at its middle: an edit opens centred on the stored pin.
 */
async function pinShown(form: Locator): Promise<Point> {
  await form.getByTestId("pin-picker").scrollIntoViewIfNeeded();
  const picker = form.getByTestId("pin-picker-canvas");
  await expect(picker).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const pin = picker.locator(".map-home-pin");
  await expect(pin).toBeVisible();
  await expect(async () => {
    const [frame, icon] = await Promise.all([picker.boundingBox(), pin.boundingBox()]);
    // The icon's tip (the middle of its bottom edge) is the point.
    expect(Math.abs(icon!.x + icon!.width / 2 - (frame!.x + frame!.width / 2))).toBeLessThan(3);
    expect(Math.abs(icon!.y + icon!.height - (frame!.y + frame!.height / 2))).toBeLessThan(3);
  }).toPass({ timeout: 10_000 });
  const [lat, lng] = (await picker.getAttribute("data-center"))!.split(",").map(Number);
  return { lat, lng };
}

/** Taps the picker's map away from the pin until the status names the new pin; answers that pin. */
async function movePin(picker: Locator, status: Locator): Promise<Point> {
  await expect(async () => {
    await picker.click({ position: { x: 60, y: 60 } });
    await expect(status).toHaveText(/^Pin placed at 20\.\d+, 85\.\d+$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const [lat, lng] = (await status.textContent())!.replace("Pin placed at ", "").split(", ").map(Number);
  return { lat, lng };
}

const near = (a: Point | null | undefined, b: Point) => {
  expect(a?.lat).toBeCloseTo(b.lat, 5);
  expect(a?.lng).toBeCloseTo(b.lng, 5);
};

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

adminTest(
  "the admin's Edit opens on the listing's pin and moves it, without losing the edit @mobile",
  async ({ adminPage: page, createListing }) => {
    test.setTimeout(120_000);
    const stored = { lat: 20.35612, lng: 85.81974 };
    const listing = await createListing({ title: `Pinned Patia flat ${Date.now().toString(36)}`, pin: stored });
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    await openTab(page, "properties", "Properties");
    await page.getByLabel("Search properties").fill(listing.title);
    const row = page.getByTestId("property-row").filter({ hasText: listing.title });
    await row.getByRole("button", { name: `Edit ${listing.title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit property" });
    const retitled = `${listing.title} with parking`;
    await edit.getByLabel("Title").fill(retitled);

    // The map in the dialog opens on the stored pin, and the dialog (with the typed title) stays.
    near(await pinShown(edit), stored);
    const picker = edit.getByTestId("pin-picker-canvas");
    const status = edit.getByTestId("pin-status");
    await expect(status).toHaveText("The pin placed before is kept");
    await reviewShot(edit, "admin-edit-pin");
    const moved = await movePin(picker, status);
    await expect(edit.getByLabel("Title")).toHaveValue(retitled);
    expect(crashes).toEqual([]);

    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden({ timeout: 30_000 });
    const saved = await Property.findById(listing._id).lean();
    expect(saved?.title).toBe(retitled);
    expect(saved?.location?.geo?.approximate).toBe(false);
    near(saved?.location?.geo, moved);
    await expect(page.getByText("We could not load the admin panel")).toHaveCount(0);
  },
);

test("the owner's edit shows the listing's pin, and a moved pin saved shows when the edit opens again @mobile", async ({
  page,
  createUser,
  signIn,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ name: "Sasmita Nayak" });
  const stored = { lat: 20.35488, lng: 85.82091 };
  const listing = await Property.create({
    title: `Pinned 2BHK in Patia ${Date.now().toString(36)}`,
    description: "A bright flat near Infocity.",
    price: 17000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    location: {
      address: "Lane 4, Patia",
      locality: "Patia",
      city: "Bhubaneswar",
      geo: { ...stored, approximate: false },
    },
    images: [{ url: "/images/listings/apartment-3.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-3.jpg"],
    source: "public",
    account: owner._id,
    owner: { name: owner.name, phone: "9861012345", email: owner.email },
    postedBy: "owner",
    isActive: true,
  });
  try {
    await signIn(page, owner);
    await page.goto("/profile");
    const row = page.getByTestId("my-listing").filter({ hasText: listing.title });
    const save = row.getByRole("button", { name: "Save changes" });
    // The edit itself: it closes once the save has answered. (The button is renamed "Saving..." while the
    // save is under way, so waiting for "Save changes" to go would not wait for the save.)
    const editForm = row.getByRole("form", { name: `Edit ${listing.title}` });
    const openEdit = () =>
      expect(async () => {
        if (!(await save.isVisible())) await row.getByRole("button", { name: "Edit", exact: true }).click();
        await expect(save).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 30_000 });
    await openEdit();
    const picker = row.getByTestId("pin-picker-canvas");
    const status = row.getByTestId("pin-status");
    near(await pinShown(row), stored);
    await expect(status).toHaveText("The pin placed before is kept");
    await reviewShot(row.getByRole("group", { name: "Pin on the map (optional)" }), "owner-edit-pin");

    // A moved pin, once saved, is the pin the owner's listing has and the one the edit opens on.
    const moved = await movePin(picker, status);
    await save.click();
    await expect(editForm).toBeHidden({ timeout: 30_000 });
    const mine = await page.request.get("/api/my/listings");
    const listed = ((await mine.json()) as { listings: Array<{ _id: string; geo: Point | null }> }).listings;
    near(listed.find((l) => l._id === String(listing._id))?.geo, moved);
    await openEdit();
    near(await pinShown(row), moved);
    await expect(status).toHaveText("The pin placed before is kept");
  } finally {
    await Property.deleteOne({ _id: listing._id });
  }
});
