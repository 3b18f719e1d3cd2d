import { auditActionsFor, expect, openTab, test } from "./admin-helpers";
import { drawImage } from "./support/draw-image";
import { Property } from "@/models/Property";
import { freshFromCache } from "./support/page-cache";
import { reviewShot } from "./support/review-shot";

test("an admin reviews a listing, edits it, takes it off the site and deletes it", async ({
  adminPage: page,
  createListing,
}) => {
  test.setTimeout(120_000);
  const listing = await createListing({
    title: `Patia 2BHK ${Date.now().toString(36)}`,
    price: 21000,
    images: ["/images/listings/apartment-2.jpg", "/images/listings/apartment-3.jpg"],
  });
  await openTab(page, "properties", "Properties");
  await page.getByLabel("Search properties").fill(listing.title);
  const row = page.getByTestId("property-row").filter({ hasText: listing.title });
  await expect(row).toHaveCount(1);
  // The Location column names the locality first; this listing has none yet.
  await expect(row.getByTestId("listing-locality")).toHaveText("No locality");
  await expect(row).toContainText("Bhubaneswar 751024");
  await expect(row).toContainText("₹21,000");
  await expect(row).toContainText("Active");

  // A click on the row opens the whole record.
  await row.getByRole("cell").nth(1).click();
  const detail = page.getByRole("dialog", { name: listing.title });
  await expect(detail.getByText("Plot 7, Patia")).toBeVisible();
  await expect(detail.getByText("A bright two-bedroom flat near Infocity.")).toBeVisible();
  await expect(detail.getByRole("img", { name: `${listing.title}, picture 1 of 2` })).toBeVisible();
  // A question the owner was never asked is "Not specified", as on the listing's page, not "No".
  await expect(detail.getByText("Bachelors allowed").locator("xpath=following-sibling::dd[1]")).toHaveText(
    "Not specified",
  );
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Edit, then switch off.
  const newTitle = `${listing.title} renovated`;
  await row.getByRole("button", { name: `Edit ${listing.title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit property" });
  await edit.getByLabel("Title").fill(newTitle);
  await edit.getByLabel("Monthly rent (₹)").fill("23500");
  await edit.getByLabel("BHK").selectOption("3");
  // Every field of the listing is there, as the Add tab has them.
  await expect(edit.getByLabel("Address")).toHaveValue("Plot 7, Patia");
  await expect(edit.getByLabel("PIN code")).toHaveValue("751024");
  await edit.getByLabel("Facing").selectOption("East");
  // What owners set on their form, the admin sets here too.
  await edit.getByLabel("Security deposit (₹)").fill("47000");
  await edit.getByLabel("Available from").fill("2026-12-20");
  // A listing without a locality gets one here, so it appears on that locality's page.
  await expect(edit.getByLabel("Locality")).toHaveValue("");
  await expect(edit.getByLabel("City")).toHaveValue("Bhubaneswar");
  await edit.getByLabel("Locality").fill("Patia");
  // Its images: the cover removed and a new one added, uploaded the way Add Property uploads.
  const storedImages = edit.getByRole("list", { name: "Stored images" }).getByRole("listitem");
  await expect(storedImages).toHaveCount(2);
  await edit.getByRole("button", { name: "Remove image 1" }).click();
  await expect(storedImages).toHaveCount(1);
  await edit
    .getByLabel("Upload images")
    .setInputFiles([
      { name: "terrace.png", mimeType: "image/png", buffer: await drawImage(page, "image/png", "#0ea5e9") },
    ]);
  await expect(edit.getByRole("img", { name: "Preview of terrace.png" })).toBeVisible();
  await reviewShot(edit.getByRole("region", { name: "Images" }), "edit-images");
  // A failed save keeps what was picked and points at the field.
  await edit.getByLabel("PIN code").fill("75102");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("PIN code must be 6 digits")).toBeVisible();
  await expect(edit.getByLabel("PIN code")).toBeFocused();
  await expect(edit.getByRole("img", { name: "Preview of terrace.png" })).toBeVisible();
  await expect(storedImages).toHaveCount(1);
  await edit.getByLabel("PIN code").fill("751024");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Property updated")).toBeVisible();
  const saved = await Property.findById(listing._id).lean();
  expect(saved?.location?.locality).toBe("Patia");
  expect(saved?.facing).toBe("East");
  expect(saved?.securityDeposit).toBe(47000);
  expect(saved?.availableFrom?.toISOString()).toBe("2026-12-20T00:00:00.000Z");
  const savedImages = saved?.images?.map((image) => image.url) ?? [];
  expect(savedImages).toHaveLength(2);
  expect(savedImages[0]).toBe("/images/listings/apartment-3.jpg");
  expect(savedImages[1]).toMatch(/^(\/uploads\/property\/|https:\/\/)/);

  // The public page shows the new set: the kept one as the cover, the new one next.
  const visitor = await page.context().newPage();
  await visitor.goto(`/properties/${listing._id}`);
  const photo = (n: number) => visitor.getByRole("img", { name: `${newTitle}, photo ${n} of 2` });
  await expect(photo(1)).toHaveAttribute("src", /apartment-3\.jpg/, { timeout: 30_000 });
  await visitor.getByRole("button", { name: "Next photo" }).click();
  const newFile = savedImages[1].split("/").pop()!;
  await expect(photo(2)).toHaveAttribute("src", new RegExp(newFile.replace(/\./g, "\\.")));
  // The removed one is gone from the gallery (other listings on the page may use the same stock picture).
  const gallery = visitor.getByRole("region", { name: `Photos of ${newTitle}` });
  await expect(gallery.locator('img[src*="apartment-2"]')).toHaveCount(0);
  await visitor.close();
  await expect(
    page.getByTestId("property-row").filter({ hasText: newTitle }).getByTestId("listing-locality"),
  ).toHaveText("Patia");
  const renamed = page.getByTestId("property-row").filter({ hasText: newTitle });
  await expect(renamed).toContainText("₹23,500");

  await renamed.getByRole("button", { name: `Edit ${newTitle}` }).click();
  await edit.getByLabel("Status").selectOption("inactive");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(renamed).toContainText("Inactive");

  // The Inactive filter finds it; Delete asks first.
  await page.getByLabel("Status").selectOption("inactive");
  await expect(renamed).toHaveCount(1);
  await renamed.getByRole("button", { name: `Delete ${newTitle}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete property?" });
  await expect(confirm).toContainText("Are you sure you want to delete this property? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Property deleted")).toBeVisible();
  await expect(renamed).toHaveCount(0);

  expect(await auditActionsFor(page, listing._id)).toEqual(["listing.delete", "listing.deactivate", "listing.update"]);
  await expect(
    page.getByTestId("audit-row").filter({ hasText: listing._id }).filter({ hasText: "Edited listing" }),
  ).toContainText("price: 21000 -> 23500");
});

test("an admin approves one public submission, which appears on the site, and rejects another", async ({
  adminPage: page,
  createListing,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const owner = { name: "Rina Das", phone: "9861012345", email: `rina-${stamp}@example.in` };
  const approved = await createListing({
    title: `Jaydev Vihar flat ${stamp}`,
    isActive: false,
    source: "public",
    owner,
  });
  const rejected = await createListing({ title: `Blurry plot ${stamp}`, isActive: false, source: "public", owner });

  await openTab(page, "properties", "Properties");
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Search properties").fill(stamp);
  const rows = page.getByTestId("property-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Awaiting approval");
  await expect(rows.first()).toContainText("Public submission");

  // The owner's contact is there for the reviewer.
  await rows.filter({ hasText: approved.title }).getByRole("button", { name: approved.title, exact: true }).click();
  const detail = page.getByRole("dialog", { name: approved.title });
  await expect(detail.getByText(owner.email)).toBeVisible();
  await expect(detail.getByText("Rina Das")).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();

  // Approving asks first, in the site's own dialog: Cancel leaves the submission waiting.
  await page.getByRole("button", { name: `Approve ${approved.title}` }).click();
  const asking = page.getByRole("dialog", { name: "Approve this listing?" });
  await expect(asking).toContainText(`“${approved.title}” goes live on the site now`);
  await asking.getByRole("button", { name: "Cancel" }).click();
  await expect(asking).toBeHidden();
  expect((await Property.findById(approved._id).lean())?.isActive).toBe(false);
  await page.getByRole("button", { name: `Approve ${approved.title}` }).click();
  await asking.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Property approved and live on the site")).toBeVisible();
  await expect(rows).toHaveCount(1);

  await page.getByRole("button", { name: `Reject ${rejected.title}` }).click();
  const reject = page.getByRole("dialog", { name: "Reject submission?" });
  await reject.getByLabel("Reason").fill("The photos do not show the plot.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Submission rejected")).toBeVisible();
  await expect(page.getByText("No properties match these filters.")).toBeVisible();

  // The approved listing is on the public list now (a cached list may take one more request to refresh).
  await expect(async () => {
    await page.goto(`/properties?query=${encodeURIComponent(approved.title)}`);
    await expect(page.getByRole("heading", { level: 3, name: approved.title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  expect(await auditActionsFor(page, approved._id)).toEqual(["listing.approve"]);
  expect(await auditActionsFor(page, rejected._id)).toEqual(["listing.reject"]);
});

test("an admin's edit reaches the cached listing page at once; home is served from before while one render makes the new one", async ({
  adminPage: page,
  createListing,
}) => {
  test.setTimeout(120_000);
  const listing = await createListing({ title: `Saheed Nagar 2BHK ${Date.now().toString(36)}` });
  // Dated a day ahead, it stays the newest listing, and so among the home page's latest deals, whatever
  // other journeys add meanwhile.
  await Property.updateOne(
    { _id: listing._id },
    { $set: { createdAt: new Date(Date.now() + 86_400_000) } },
    { timestamps: false },
  );
  const edit = (body: Record<string, unknown>) =>
    page.request.put(`/api/property/property/${listing._id}`, { data: body });
  const html = async (path: string) => {
    const started = Date.now();
    const response = await page.request.get(path);
    const text = await response.text();
    return { status: response.status(), cache: response.headers()["x-nextjs-cache"], text, ms: Date.now() - started };
  };
  // A yes or no, so a failure names the page and the text rather than printing the whole page.
  const shows = async (path: string, text: string) => (await html(path)).text.includes(text);
  /** Asks for `path` until it shows (or no longer shows) `text`: the render after a stale answer. */
  const settles = (path: string, text: string, shown = true) =>
    expect(async () => expect(await shows(path, text)).toBe(shown)).toPass({ timeout: 60_000 });
  const pagePath = `/properties/${listing._id}`;

  // A first edit through the app: the listing's own page shows it on the very next request.
  const renamed = `${listing.title} with balcony`;
  expect((await edit({ title: renamed })).status()).toBe(200);
  expect(await shows(pagePath, renamed), "the listing page shows the first edit").toBe(true);
  const cached = await html(pagePath);
  expect(cached.cache).toBe("HIT");
  await settles("/sitemap.xml", pagePath);
  // Home shows it once re-rendered, and is served from the cache again.
  await freshFromCache(page.request, "/", renamed);

  // The next edit: its own page is exact at once; home's next visitor is not made to wait for a render but
  // gets the previous home from the cache, and one render in the background makes the new one.
  const retitled = `${listing.title} near Kalpana Square`;
  expect((await edit({ title: retitled })).status()).toBe(200);
  const listingPage = (await html(pagePath)).text;
  expect(listingPage.includes(retitled) && !listingPage.includes(renamed), "the cached page shows the new title").toBe(
    true,
  );
  const firstVisitor = await html("/");
  expect(firstVisitor.status).toBe(200);
  expect(firstVisitor.cache, "home is answered from before, marked stale").toBe("STALE");
  expect(firstVisitor.text, "the first visitor gets the previous home").toContain(renamed);
  expect(firstVisitor.ms, "at cache speed, not a render's").toBeLessThan(1_000);
  await settles("/", retitled);

  // Switched off: its page is gone at once; home and the sitemap stop naming it after their one stale answer.
  expect((await edit({ isActive: false })).status()).toBe(200);
  expect((await html(pagePath)).status).toBe(404);
  await settles("/", retitled, false);
  await settles("/sitemap.xml", pagePath, false);
});

test("an admin's price cut shows on the home page as a real discount from the old price; a raise takes it away", async ({
  adminPage: page,
  createListing,
}) => {
  test.setTimeout(120_000);
  const listing = await createListing({ title: `Saheed Nagar flat ${Date.now().toString(36)}`, price: 20000 });
  const edit = page.getByRole("dialog", { name: "Edit property" });
  const setRent = async (rent: string) => {
    await openTab(page, "properties", "Properties");
    await page.getByLabel("Search properties").fill(listing.title);
    const row = page.getByTestId("property-row").filter({ hasText: listing.title });
    await row.getByRole("button", { name: `Edit ${listing.title}` }).click();
    await edit.getByLabel("Monthly rent (₹)").fill(rent);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(`₹${Number(rent).toLocaleString("en-IN")}`);
  };
  // The home page is cached; the edit expires it, and the next render shows the new state.
  const deal = page
    .getByRole("region", { name: "Latest Deals" })
    .getByRole("article")
    .filter({ hasText: listing.title });
  const homeShows = async (text: string) =>
    expect(async () => {
      await page.goto("/");
      await expect(deal).toContainText(text, { timeout: 1_000 });
    }).toPass();

  await setRent("15000");
  expect(await Property.findById(listing._id).lean()).toMatchObject({ price: 15000, previousPrice: 20000 });
  await homeShows("25% OFF");
  await expect(deal.locator("s")).toContainText("₹20,000");
  await expect(deal).toContainText("₹15,000");
  await reviewShot(deal, "deal-price-cut");

  await setRent("18000");
  expect((await Property.findById(listing._id).lean())?.previousPrice).toBeUndefined();
  await homeShows("Newly listed");
  await expect(deal).not.toContainText("OFF");
  await expect(deal.locator("s")).toHaveCount(0);
});
