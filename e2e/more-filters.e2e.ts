import type { Page } from "@playwright/test";
import { haversineKm } from "@/domain/geo/distance";
import { LANDMARKS } from "@/domain/geo/landmarks";
import { Property } from "@/models/Property";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

const inr = new Intl.NumberFormat("en-IN");
const SQFT_PER_SQM = 10.7639;

type Doc = {
  type: string;
  city?: string;
  phoneVerified: boolean;
  mapPoint?: { lat: number; lng: number };
  bachelorsAllowed?: boolean;
  propertyType: string;
  amenities: string[];
  areaSqft: number;
  availableFrom?: Date;
};

/** The active listings as the filters see them, read straight from the database the app under test reads. */
async function activeDocs(): Promise<Doc[]> {
  const docs = await Property.find({ isActive: true }).lean();
  return docs.map((doc) => {
    const area = doc.superBuiltupArea?.value ?? 0;
    return {
      type: doc.type,
      city: doc.location?.city ?? undefined,
      phoneVerified: doc.phoneVerified === true,
      mapPoint:
        doc.mapPoint?.lat != null && doc.mapPoint.lng != null
          ? { lat: doc.mapPoint.lat, lng: doc.mapPoint.lng }
          : undefined,
      bachelorsAllowed: doc.bachelorsAllowed ?? false,
      propertyType: doc.propertyType,
      amenities: doc.amenities ?? [],
      areaSqft: doc.superBuiltupArea?.unit === "sqm" ? area * SQFT_PER_SQM : area,
      availableFrom: doc.availableFrom ?? undefined,
    };
  });
}

/** A day some days from now, YYYY-MM-DD (UTC). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
/** Free on or before the end of a day; a listing without a date is free now. */
const availableBy = (doc: Doc, day: string) =>
  !doc.availableFrom || doc.availableFrom.getTime() < new Date(`${day}T00:00:00Z`).getTime() + 24 * 3600 * 1000;

/** On a phone the filters fold away again when a choice brings a new page: unfold them. */
async function reopenFilters(page: Page) {
  const button = page.getByRole("button", { name: "Filters", exact: true });
  const near = page.getByTestId("place-filters").getByLabel("Near");
  await expect(async () => {
    if ((await button.isVisible()) && (await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(near).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function expectResults(page: Page, matching: number, all: number) {
  await expect(page.locator("#main").getByTestId("result-count")).toHaveText(
    `${inr.format(matching)} of ${inr.format(all)} results`,
  );
}

test("the list page's advanced filters narrow by tenant, amenities, area, move-in day and property type, each a removable chip @mobile", async ({
  signedInPage: page,
  db,
}, testInfo) => {
  test.setTimeout(180_000);
  void db;
  const all = await activeDocs();
  const day = daysFromNow(10);
  await page.goto("/properties?type=rent");
  const phone = testInfo.project.name === "mobile";
  if (phone) await page.getByRole("button", { name: /^Filters/ }).click();
  const scope = phone ? page.getByRole("dialog", { name: "Filters" }) : page;
  const filters = scope.getByRole("search", { name: "Filter properties" });
  await filters.getByRole("button", { name: "Advanced Filters" }).click();

  let matching = all.filter((d) => d.type === "rent");
  await filters.getByLabel("Tenant").selectOption("bachelors");
  await expect(page).toHaveURL(/\/properties\?type=rent&tenant=bachelors$/);
  matching = matching.filter((d) => d.bachelorsAllowed);
  await expectResults(page, matching.length, all.length);

  // Keyboard: focus a checkbox and press Space.
  const parking = filters.getByRole("checkbox", { name: "Parking" });
  await parking.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/tenant=bachelors&amenities=Parking$/);
  await expect(parking).toBeChecked();
  matching = matching.filter((d) => d.amenities.includes("Parking"));
  await expectResults(page, matching.length, all.length);

  await filters.getByLabel("Min area (sq ft)").fill("500");
  await filters.getByLabel("Min area (sq ft)").press("Enter");
  await expect(page).toHaveURL(/amenities=Parking&minArea=500$/);
  matching = matching.filter((d) => d.areaSqft >= 500);
  await expectResults(page, matching.length, all.length);

  await filters.getByLabel("Available by").fill(day);
  await expect(page).toHaveURL(new RegExp(`minArea=500&availableBy=${day}$`));
  matching = matching.filter((d) => availableBy(d, day));
  await expectResults(page, matching.length, all.length);
  expect(matching.length).toBeGreaterThan(0);

  await filters.getByLabel("Property type").selectOption("Flats/Apartments");
  await expect(page).toHaveURL(/type=rent&propertyType=Flats%2FApartments&tenant=bachelors/);
  const flats = matching.filter((d) => d.propertyType === "Flats/Apartments");
  await expectResults(page, flats.length, all.length);
  // The open Advanced Filters, every new control set, pass the accessibility checks.
  await expectNoSeriousA11yViolations(page);

  if (phone) await scope.getByRole("button", { name: "Show results" }).click();
  const chips = page.getByRole("list", { name: "Active filters" }).getByRole("button");
  await expect(chips).toHaveText([
    "Rent",
    "Flats/Apartments",
    "Bachelors allowed",
    "Parking",
    "From 500 sq ft",
    /^Available by \d+ \w{3} \d{4}\s*$/,
    "Clear all",
  ]);
  await testInfo.attach("list-filters", { body: await page.screenshot(), contentType: "image/png" });

  // Removing a chip removes that filter only.
  await page.getByRole("button", { name: "Remove filter: Flats/Apartments" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties\\?type=rent&tenant=bachelors&amenities=Parking&minArea=500&availableBy=${day}$`),
  );
  await expectResults(page, matching.length, all.length);
  await page.getByRole("button", { name: "Remove filter: Parking" }).click();
  await expect(page).toHaveURL(/tenant=bachelors&minArea=500&availableBy=/);

  // A bad word in a shared link is dropped, not an error page.
  await page.goto("/properties?amenities=Helipad&minArea=lots&availableBy=2027-02-30&tenant=bachelors");
  await expectResults(page, all.filter((d) => d.bachelorsAllowed && d.type !== "land").length, all.length);
});

test("a place page's More filters work without JavaScript and land on the canonical address @mobile", async ({
  browser,
  page: scripted,
  db,
}, testInfo) => {
  test.setTimeout(180_000);
  void db;
  const all = await activeDocs();
  const viewport = testInfo.project.use.viewport ?? { width: 1440, height: 900 };
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  try {
    await page.goto("/rent/bhubaneswar");
    const form = page.getByTestId("place-filters");
    // A native disclosure: opens by keyboard and without script.
    await form.getByText("More filters").focus();
    await page.keyboard.press("Enter");
    await form.getByLabel("Tenant").selectOption("bachelors");
    await form.getByRole("checkbox", { name: "Parking" }).check();
    await form.getByRole("checkbox", { name: "Lift" }).check();
    await form.getByLabel("Max area (sq ft)").fill("2000");
    await form.getByRole("button", { name: "Apply filters" }).click();

    await expect(page).toHaveURL(/\/rent\/bhubaneswar\?tenant=bachelors&amenities=Parking%2CLift&maxArea=2000$/);
    const expected = all.filter(
      (d) =>
        d.type === "rent" &&
        d.city === "Bhubaneswar" &&
        d.bachelorsAllowed &&
        d.amenities.includes("Parking") &&
        d.amenities.includes("Lift") &&
        d.areaSqft > 0 &&
        d.areaSqft <= 2000,
    ).length;
    expect(expected).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${inr.format(expected)} ${expected === 1 ? "flat or house" : "flats and houses"} for rent in Bhubaneswar`,
    );
    // The form shows what was asked, its More filters open.
    await expect(form.getByLabel("Tenant")).toHaveValue("bachelors");
    await expect(form.getByRole("checkbox", { name: "Lift" })).toBeChecked();
    await expect(form.getByLabel("Max area (sq ft)")).toHaveValue("2000");
    // The same page, its More filters open, passes the accessibility checks (axe needs script).
    await scripted.goto(page.url());
    const tenant = scripted.getByTestId("place-filters").getByLabel("Tenant");
    // On a phone the filters sit behind their button (a tap before hydration is lost: tap until they show).
    const filtersButton = scripted.getByRole("button", { name: "Filters" });
    await expect(async () => {
      if ((await filtersButton.isVisible()) && (await filtersButton.getAttribute("aria-expanded")) !== "true")
        await filtersButton.click();
      await expect(tenant).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(scripted);
    await testInfo.attach("place-filters", {
      body: await page.screenshot({ fullPage: false }),
      contentType: "image/png",
    });

    // With script: near a landmark, a distance and phone-verified owners apply as they are chosen, as chips.
    await scripted.goto("/rent/bhubaneswar");
    const scriptedForm = scripted.getByTestId("place-filters");
    await reopenFilters(scripted);
    await scriptedForm.getByLabel("Near").selectOption("infocity");
    await expect(scripted).toHaveURL(/\/rent\/bhubaneswar\?near=infocity$/, { timeout: 30_000 });
    await reopenFilters(scripted);
    await scriptedForm.getByLabel("Distance").selectOption("3");
    await expect(scripted).toHaveURL(/\/rent\/bhubaneswar\?near=infocity&radius=3$/, { timeout: 30_000 });
    await reopenFilters(scripted);
    await scriptedForm.scrollIntoViewIfNeeded();
    await testInfo.attach("place-filters-near", { body: await scriptedForm.screenshot(), contentType: "image/png" });
    // A click, not check(): the box applies at once, and the new page may fold the phone's filters away
    // before a check could be confirmed.
    await scriptedForm.getByRole("checkbox", { name: "Phone verified only" }).click();
    await expect(scripted).toHaveURL(/\/rent\/bhubaneswar\?verified=true&near=infocity&radius=3$/, { timeout: 30_000 });
    const infocity = LANDMARKS.find((landmark) => landmark.slug === "infocity")!;
    const nearby = all.filter(
      (d) =>
        d.type === "rent" &&
        d.city === "Bhubaneswar" &&
        d.phoneVerified &&
        d.mapPoint !== undefined &&
        haversineKm(infocity, d.mapPoint) <= 3,
    ).length;
    expect(nearby).toBeGreaterThan(0);
    await expect(scripted.getByRole("heading", { level: 1 })).toHaveText(
      `${inr.format(nearby)} ${nearby === 1 ? "flat or house" : "flats and houses"} for rent in Bhubaneswar`,
    );
    const chips = scripted.getByRole("list", { name: "Active filters" }).getByRole("link");
    await expect(chips).toHaveText(["Phone verified", "Within 3 km of Infocity", "Clear all"]);
    await expect(
      scripted
        .getByTestId("place-cards")
        .getByText(/km from Infocity/)
        .first(),
    ).toBeVisible();
    await testInfo.attach("place-near-verified", { body: await scripted.screenshot(), contentType: "image/png" });
    await scripted.getByRole("link", { name: "Remove filter: Within 3 km of Infocity" }).click();
    await expect(scripted).toHaveURL(/\/rent\/bhubaneswar\?verified=true$/, { timeout: 30_000 });

    // An unknown amenity or a malformed day in a link is dropped on the way to the canonical address.
    await page.goto("/rent/bhubaneswar?amenities=Lift,Helipad&availableBy=someday");
    await expect(page).toHaveURL(/\/rent\/bhubaneswar\?amenities=Lift$/);
  } finally {
    await context.close();
  }
});
