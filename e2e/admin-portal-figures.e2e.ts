import { deleteListings, expect, test } from "./admin-helpers";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { Visit } from "@/models/Visit";

// About's figures are counted from the database: a listing added and a visit arranged through the app show
// there at once. They change the catalogue, so they run with the admin journeys.

const figure = (page: import("@playwright/test").Page, key: string) =>
  page.getByTestId("about-record").locator(`[data-figure="${key}"] dd`);
const asNumber = (text: string | null) => Number((text ?? "0").replace(/,/g, ""));

test("About's listings and visits figures follow the database @mobile", async ({ adminPage: page, browser }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext();
  const about = await visitor.newPage();
  const ids: string[] = [];
  try {
    // The page may first answer from its cache while it renders again (stale-while-revalidate): each check
    // reloads until the page states the database's own count.
    const arranged = () => Visit.countDocuments({ status: { $in: ["scheduled", "completed"] } });

    // A listing added by the admin is live at once.
    const created = await page.request.post("/api/property/property", {
      data: {
        title: `Figures test flat ${Date.now().toString(36)}`,
        price: 15000,
        type: "rent",
        propertyType: "Flats/Apartments",
        bhk: 2,
        bathrooms: 1,
        furnishing: "Semi-Furnished",
        location: { address: "Lane 3", locality: "Patia", city: "Bhubaneswar", zipCode: "751024" },
        contactNumber: "9437012345",
        images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()).property._id as string;
    ids.push(listing);
    const live = await Property.countDocuments({ isActive: true });
    await expect(async () => {
      await about.goto("/about");
      expect(asNumber(await figure(about, "listings").textContent({ timeout: 5_000 }))).toBe(live);
    }).toPass({ timeout: 30_000 });

    // A visit the team schedules counts as arranged.
    const buyer = await User.create({ name: "Figures Buyer", email: `figures-${Date.now()}@example.in`, role: "user" });
    const visit = await Visit.create({ user: buyer._id, property: listing, preferredDate: "2099-01-01" });
    try {
      const scheduled = await page.request.put(`/api/admin/visits/${visit._id}`, {
        data: { status: "scheduled", scheduledFor: new Date(Date.now() + 2 * 86_400_000).toISOString() },
      });
      expect(scheduled.status(), await scheduled.text()).toBe(200);
      const visits = await arranged();
      expect(visits).toBeGreaterThan(0);
      await expect(async () => {
        await about.goto("/about");
        expect(asNumber(await figure(about, "visits").textContent({ timeout: 5_000 }))).toBe(visits);
      }).toPass({ timeout: 30_000 });
    } finally {
      await Visit.deleteOne({ _id: visit._id });
      await User.deleteOne({ _id: buyer._id });
    }
  } finally {
    await deleteListings(page.request, ids);
    await visitor.close();
  }
});
