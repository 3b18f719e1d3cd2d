import { randomUUID } from "node:crypto";
import { claimReminder } from "@/lib/freshness/cycle";
import { FRESHNESS_DAILY_JOB, queueReminder } from "@/lib/freshness/jobs";
import { enqueue, JOBS_COLLECTION } from "@/lib/jobs/queue";
import { placeSlug } from "@/domain/geo/place-slug";
import { Property } from "@/models/Property";
import { signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForMail } from "./support/inbox";
import { freshFromCache } from "./support/page-cache";

// The freshness reminder: a listing posted a month ago and never confirmed is reminded (the daily run's step
// for one listing: claim it, queue its mail; the app's worker sends it), and the mail's "Rented" link,
// followed signed out, takes it off the site: its page answers 410.

const DAY_MS = 24 * 60 * 60 * 1000;
const shots = process.env.SCREENSHOT_DIR;

test("the reminder mail's Rented link, followed signed out, closes the listing and its page answers 410 @mobile", async ({
  page,
  browser,
  createUser,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createUser({ name: "Sasmita Nayak" });
  const locality = `Patia ${randomUUID().slice(0, 4)}`;
  const monthAgo = new Date(Date.now() - 31 * DAY_MS);
  const listing = await Property.create({
    title: `2BHK in ${locality} ${Date.now().toString(36)}`,
    description: "A bright flat near Infocity.",
    price: 16000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    location: { address: `Lane 5, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
    images: [{ url: "/images/listings/apartment-3.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-3.jpg"],
    source: "public",
    account: owner._id,
    owner: { name: owner.name, phone: "9861012345", email: owner.email },
    postedBy: "owner",
    isActive: true,
    createdAt: monthAgo,
    freshAt: monthAgo,
  });
  const id = String(listing._id);
  try {
    // Live, and saying how old it is.
    const before = await page.goto(`/properties/${id}`);
    expect(before?.status()).toBe(200);
    await expect(page.getByTestId("listing-summary").getByTestId("freshness-label")).toHaveText("Posted 1 month ago");
    if (shots) await page.screenshot({ path: `${shots}/listing-page-${testInfo.project.name}.png`, fullPage: false });

    // The daily run's step for this listing: its reminder is claimed once and its mail queued.
    expect(await claimReminder(listing._id, monthAgo, new Date())).toBe(true);
    expect(await claimReminder(listing._id, monthAgo, new Date())).toBe(false);
    expect(await queueReminder({ id, cycle: monthAgo })).toBe(true);

    const mail = await waitForMail(
      owner.email,
      new RegExp(`Is your 2 BHK flat in ${locality} still available\\?`),
      60_000,
    );
    const rented = /Rented: (https?:\/\/\S+)/.exec(mail.text)?.[1];
    expect(rented).toBeTruthy();

    // Signed out: the link's page names the listing and asks once.
    const stranger = await browser.newContext();
    try {
      const signedOut = await stranger.newPage();
      await signedOut.goto(rented!);
      await expect(signedOut.getByText(listing.title)).toBeVisible();
      await signedOut.getByRole("button", { name: "Yes, it is rented" }).click();
      await expect(signedOut.getByRole("status")).toContainText("Marked as rented");

      const after = await signedOut.goto(`/properties/${id}`);
      expect(after?.status()).toBe(410);
      await expect(signedOut.getByRole("heading", { level: 1 })).toHaveText("This home is no longer available");
    } finally {
      await stranger.close();
    }
    expect(await Property.findById(id).lean()).toMatchObject({ isActive: false, closedReason: "rented" });
  } finally {
    await Property.deleteOne({ _id: id });
  }
});

test("cards say when a listing was posted, or when its owner last confirmed it @mobile", async ({
  page,
  db,
}, testInfo) => {
  void db;
  const stamp = Date.now().toString(36);
  const locality = `Freshlabel ${stamp}`;
  // An hour past the whole days: the browser counts from its own clock, to the minute.
  const now = Date.now() - 60 * 60 * 1000;
  const make = (title: string, extra: Record<string, unknown>) =>
    Property.create({
      title,
      description: "A flat made by a journey.",
      price: 15000,
      type: "rent",
      propertyType: "Flats/Apartments",
      bhk: 2,
      bathrooms: 1,
      location: { address: `Lane 2, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
      images: [{ url: "/images/listings/apartment-5.jpg", isPrimary: true }],
      pictures: ["/images/listings/apartment-5.jpg"],
      isActive: true,
      ...extra,
    });
  const posted = await make(`Freshlabel posted ${stamp}`, { createdAt: new Date(now - 12 * DAY_MS) });
  const confirmed = await make(`Freshlabel confirmed ${stamp}`, {
    createdAt: new Date(now - 40 * DAY_MS),
    confirmedAt: new Date(now - 3 * DAY_MS),
    freshAt: new Date(now - 3 * DAY_MS),
  });
  try {
    // The locality's own page (public, and kept in the page cache): both cards and nothing else.
    await page.goto(`/rent/bhubaneswar/freshlabel-${stamp}`);
    const cards = page.getByRole("article");
    await expect(cards.filter({ hasText: posted.title }).getByTestId("freshness-label")).toHaveText(
      "Posted 12 days ago",
    );
    await expect(cards.filter({ hasText: confirmed.title }).getByTestId("freshness-label")).toHaveText(
      "Available, confirmed 3 days ago",
    );
    if (shots) {
      await cards.filter({ hasText: confirmed.title }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/cards-${testInfo.project.name}.png`, fullPage: false });
    }

    // The listing's page says so too, with the date itself in its details.
    await page.goto(`/properties/${confirmed._id}`);
    await expect(page.getByTestId("listing-summary").getByTestId("freshness-label")).toHaveText(
      "Available, confirmed 3 days ago",
    );
    await expect(page.getByRole("row", { name: /Confirmed available/ })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/confirmed-page-${testInfo.project.name}.png`, fullPage: false });
  } finally {
    await Property.deleteMany({ _id: { $in: [posted._id, confirmed._id] } });
  }
});

test("a listing the daily job expires answers 410 at once and is gone from its cached locality, city and home pages after one stale answer", async ({
  page,
  createUser,
  db,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const city = `Jobcity ${stamp}`;
  const locality = `Jobvihar ${stamp}`;
  const title = `Expiring 2BHK ${stamp}`;
  // Added through the app, as an admin: the pages that show it are expired and it is the newest listing,
  // on the home page's latest deals.
  await signInAsAdmin(page, createUser);
  const added = await page.request.post("/api/property/property", {
    data: {
      title,
      price: 14500,
      type: "rent",
      propertyType: "Flats/Apartments",
      bhk: 2,
      bathrooms: 1,
      furnishing: "Semi-Furnished",
      location: { address: "Lane 7", locality, city, zipCode: "751024" },
      contactNumber: "9437012345",
      images: [{ url: "/images/listings/apartment-2.jpg", isPrimary: true }],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const id: string = (await added.json()).property._id;
  // Its clock moved back: reminded 15 days ago and never answered, so the next daily run expires it.
  const now = Date.now();
  await Property.updateOne(
    { _id: id },
    { $set: { freshAt: new Date(now - 45 * DAY_MS), remindedAt: new Date(now - 15 * DAY_MS) } },
    { timestamps: false },
  );
  const places = [`/rent/${placeSlug(city)}/${placeSlug(locality)}`, `/rent/${placeSlug(city)}`, "/"];
  try {
    // Each shows it, served from the page cache: within the hour only an expiry can change it.
    for (const path of places) await freshFromCache(page.request, path, title);

    // The daily run, in the app's own job worker, outside any request. It is waited for to its end: it
    // reminds every listing due, and must not claim those the next journeys make.
    const queuedAt = new Date();
    await enqueue(FRESHNESS_DAILY_JOB, {});
    await expect
      .poll(
        () =>
          db.connection
            .collection(JOBS_COLLECTION)
            .countDocuments({ name: FRESHNESS_DAILY_JOB, lastFinishedAt: { $gte: queuedAt }, lockedAt: null }),
        { timeout: 120_000 },
      )
      .toBeGreaterThan(0);
    expect((await Property.findById(id, { isActive: 1 }).lean())?.isActive).toBe(false);

    expect((await page.request.get(`/properties/${id}`)).status()).toBe(410);
    // The job marked them stale: the next visitor of each is served it from before while it is re-rendered.
    for (const path of places) {
      const stale = await page.request.get(path);
      expect(stale.headers()["x-nextjs-cache"], path).toBe("STALE");
      await expect(async () => expect(await (await page.request.get(path)).text(), path).not.toContain(title)).toPass({
        timeout: 60_000,
      });
    }
  } finally {
    await Property.deleteOne({ _id: id });
  }
});
