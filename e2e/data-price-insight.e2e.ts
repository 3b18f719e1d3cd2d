import { expect, test } from "./fixtures";
import { deleteListings, signInAsAdmin } from "./admin-helpers";
import { waitForMail } from "./support/inbox";

// Price insight end to end: five rentals in a new locality make its asking-rent figures; the locality page
// states them as text and draws the chart when it is scrolled to; a listing's page compares its rent with
// the median; the owner's form says what similar homes ask; and a saved listing's lowered rent reaches the
// saver's mailbox (the check waits PRICE_DROP_DELAY_MS, shortened for this run).

test.describe.configure({ mode: "serial" });

test("a locality's asking rents, a listing's fair-price line, the owner's hint and a saved listing's price drop", async ({
  page,
  browser,
  createUser,
  signIn,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const locality = `Insightpur ${suffix}`;
  const slug = `insightpur-${suffix}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, createUser);
  const ids: Record<number, string> = {};
  for (const price of [12000, 13000, 14000, 15000, 18000]) {
    const created = await admin.request.post("/api/property/property", {
      data: {
        title: `2BHK in ${locality} at ${price}`,
        price,
        type: "rent",
        propertyType: "Flats/Apartments",
        bhk: 2,
        bathrooms: 1,
        furnishing: "Semi-Furnished",
        location: { address: "Lane 1", locality, city: "Bhubaneswar", zipCode: "751024" },
        contactNumber: "9437012345",
        images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids[price] = (await created.json()).property._id;
  }

  try {
    // The locality page: its latest figures as text, and the chart drawn once it is scrolled to.
    await page.goto(`/rent/bhubaneswar/${slug}`);
    const section = page.getByRole("region", { name: `Asking rents in ${locality}` });
    await expect(section).toBeVisible();
    const latest = section.getByTestId("latest-figures");
    await expect(latest.getByRole("row", { name: /2 BHK/ })).toContainText("₹14,000/mo");
    await expect(latest.getByRole("row", { name: /2 BHK/ })).toContainText("₹13,000/mo – ₹15,000/mo");
    await expect(section.getByRole("tab", { name: "2 BHK" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByTestId("method-note")).toContainText("not prices paid");
    const chart = section.getByTestId("price-chart");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("data-drawn", "true");

    // The dearest listing's page says how its rent compares, with the basis.
    await page.goto(`/properties/${ids[18000]}`);
    await expect(page.getByTestId("fair-price-line")).toContainText(
      `₹18,000 is 29% above the median asking rent of 2 BHK homes in ${locality} (₹14,000, 5 listings this month)`,
    );

    // The owner's form, once locality and BHK are chosen.
    await page.goto("/submit-property");
    await page.getByLabel("Locality").fill(locality);
    await page.getByLabel("Bedrooms").selectOption("2");
    await expect(page.getByTestId("price-hint")).toHaveText(
      `Similar 2 BHK homes in ${locality} ask ₹13,000-15,000 (median ₹14,000, 5 listings)`,
    );

    // A saver of the 15,000 flat hears of its rent lowered to 13,000 once the new rent has stood.
    const saver = await createUser();
    const saverContext = await browser.newContext();
    const saverPage = await saverContext.newPage();
    await signIn(saverPage, saver);
    const saved = await saverPage.request.put(`/api/favourites/${ids[15000]}`);
    expect(saved.status(), await saved.text()).toBe(200);
    const lowered = await admin.request.put(`/api/property/property/${ids[15000]}`, { data: { price: 13000 } });
    expect(lowered.status(), await lowered.text()).toBe(200);
    const mail = await waitForMail(saver.email, /Price down/, 90_000);
    expect(mail.text).toContain("₹15,000/mo → ₹13,000/mo");
    await saverContext.close();
  } finally {
    await deleteListings(admin.request, Object.values(ids));
    await adminContext.close();
  }
});
