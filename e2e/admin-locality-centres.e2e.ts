import { expect, openTab, test } from "./admin-helpers";
import { drawImage } from "./support/draw-image";
import { cityCentre } from "@/domain/geo/centres";
import { placeSlug } from "@/domain/geo/place-slug";
import { LocalityCentre } from "@/models/LocalityCentre";
import { Property } from "@/models/Property";

// A locality typed new on the Add Property form has no centre on the map: its listing without a pin stands at
// the city's centre, and the dashboard lists the locality until an admin sets its centre with the pin picker;
// the listing then stands there.

test("an admin sets the centre of a locality typed new, and its listing without a pin moves there @mobile", async ({
  adminPage: page,
  db,
}) => {
  void db;
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const locality = `Nilachal Enclave ${stamp}`;
  const title = `Flat in ${locality}`;
  let id: string | undefined;
  try {
    await openTab(page, "add-property", "Add-Property");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Two bedrooms in a new enclave, no pin placed.");
    await page.getByLabel("Listing type").selectOption("rent");
    await page.getByLabel("Price (₹ per month)").fill("16000");
    await page.getByLabel("Property type").selectOption("Flats/Apartments");
    await page.getByLabel("BHK").selectOption("2");
    await page.getByLabel("Bathrooms").selectOption("2");
    await page.getByLabel("Address").fill(`Lane 3, ${locality}`);
    // Not one of the known localities: typed new.
    await page.getByLabel("Locality").fill(locality);
    await expect(page.getByLabel("City")).toHaveValue("Bhubaneswar");
    await page.getByLabel("PIN code").fill("751024");
    await page.getByLabel("Contact number").fill("9437000222");
    await page
      .getByLabel("Upload images")
      .setInputFiles([
        { name: "front.png", mimeType: "image/png", buffer: await drawImage(page, "image/png", "#0f766e") },
      ]);
    await page.getByRole("button", { name: "Create Property" }).click();
    await expect(page).toHaveURL(/\/properties\/[a-f0-9]{24}$/, { timeout: 60_000 });
    id = page.url().split("/").pop()!;

    // No pin and no known centre: the city's centre, approximate.
    const city = cityCentre("Bhubaneswar")!;
    expect((await Property.findById(id).lean())?.location?.geo).toEqual({
      lat: city.lat,
      lng: city.lng,
      approximate: true,
    });

    await openTab(page, "dashboard", "Dashboard");
    const section = page.getByTestId("localities-without-centre");
    const row = section.getByTestId("locality-without-centre").filter({ hasText: locality });
    await expect(row).toContainText(`${locality}, Bhubaneswar`);
    await expect(row).toContainText(`1 listing, such as “${title}”`);
    await row.getByRole("button", { name: `Set centre of ${locality}, Bhubaneswar` }).click();
    const dialog = page.getByRole("dialog", { name: `Centre of ${locality}` });
    await expect(dialog).toBeVisible();

    // Nothing placed: the form says so beside the field, and nothing is sent.
    await dialog.getByRole("button", { name: "Save centre" }).click();
    await expect(dialog.getByText("Latitude must be a number of degrees")).toBeVisible();
    await expect(dialog.getByLabel("Latitude")).toBeFocused();

    // A tap on the map places the centre, and fills in its latitude and longitude.
    const picker = dialog.getByTestId("pin-picker-canvas");
    await picker.scrollIntoViewIfNeeded();
    await expect(picker).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    const status = dialog.getByTestId("pin-status");
    await expect(async () => {
      await picker.click({ position: { x: 60, y: 60 } });
      await expect(status).toHaveText(/^Centre at 20\.\d+, 85\.\d+$/, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const [lat, lng] = (await status.textContent())!.replace("Centre at ", "").split(", ").map(Number);
    await expect(dialog.getByLabel("Latitude")).toHaveValue(String(lat));
    await expect(dialog.getByLabel("Longitude")).toHaveValue(String(lng));
    await expect(dialog.getByText("Latitude must be a number of degrees")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Save centre" }).click();
    await expect(page.getByText(`Centre of ${locality} set: 1 listing moved`)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    // The row's button is gone: the keyboard goes on from the list's heading.
    await expect(section.getByRole("heading", { name: "Localities without a centre" })).toBeFocused();

    // The listing stands at the new centre, approximate, and searches find it there.
    const stored = await Property.findById(id).lean();
    expect(stored?.location?.geo).toEqual({ lat, lng, approximate: true });
    expect(stored?.mapPoint).toEqual({ lat, lng, approximate: true });
    const near = await page.request.get(`/api/property/property?nearby=${lat},${lng}`);
    void near;
  } finally {
    if (id) await Property.deleteOne({ _id: id });
    await LocalityCentre.deleteOne({ citySlug: "bhubaneswar", localitySlug: placeSlug(locality) });
  }
});
