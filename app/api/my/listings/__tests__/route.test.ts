import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { POST as contactAgent } from "@/app/api/contact-agent/route";
import { GET as listMine } from "@/app/api/my/listings/route";
import { GET as getMine, PATCH } from "@/app/api/my/listings/[id]/route";
import { POST as close } from "@/app/api/my/listings/[id]/close/route";
import { POST as reopen } from "@/app/api/my/listings/[id]/reopen/route";
import { POST as addPhotos } from "@/app/api/my/listings/[id]/photos/route";
import { POST as submit } from "@/app/api/property/submissions/route";
import { POST as login } from "@/app/api/user/login/route";
import { hashPassword } from "@/lib/accounts";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import {
  countView,
  deleteListing,
  findProperties,
  findPropertyById,
  findSitemapListings,
  listListings,
  updateListing,
} from "@/lib/listings";
import { priceCutPercent } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { confirmSubmissionNumber, listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Favourite, Property, User, type UserDoc } from "@/test/models";
import { eventually, useJobWorker } from "@/test/job-helpers";
import { userWithSession } from "@/test/session-helpers";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

const outbox = useTemporaryOutbox();

type Json = Record<string, unknown>;
type Mine = {
  _id: string;
  title: string;
  status: string;
  price: number;
  photos: string[];
  views: number;
  saves: number;
  enquiries: Array<{ _id: string; name: string; message: string; date: string; unread: number }>;
  rejectedReason: string | null;
  closedReason: string | null;
  submittedAt: string;
  updatedAt: string;
};

async function call(
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  url: string,
  options: { cookie?: string; json?: unknown; body?: BodyInit; params?: Record<string, string> } = {},
) {
  const response = await handler(siteRequest(method, url, "203.0.113.7", options), routeContext(options.params ?? {}));
  const body = (await response.json()) as Json;
  await backgroundWorkSettled();
  return { status: response.status, body };
}

const mine = async (cookie: string) => {
  const answer = await call(listMine, "GET", "/api/my/listings", { cookie });
  expect(answer.status).toBe(200);
  return answer.body.listings as Mine[];
};

const edit = (cookie: string, id: string, json: unknown) =>
  call(PATCH, "PATCH", `/api/my/listings/${id}`, { cookie, json, params: { id } });

function submissionForm(email: string, photos = 1): FormData {
  return listingSubmissionForm(
    email,
    Array.from({ length: photos }, (_, i) => new File([PNG], `photo-${i}.png`, { type: "image/png" })),
  );
}

const submitAs = async (email: string, cookie?: string, photos = 1) => {
  const answer = await call(submit, "POST", "/api/property/submissions", {
    cookie,
    body: submissionForm(email, photos),
  });
  expect(answer.status).toBe(201);
  await confirmSubmissionNumber(answer.body.id as string);
  return answer.body.id as string;
};

/** A listing the owner submitted, approved and live (photos stored as the factory's). */
async function liveListingOf(user: { _id: unknown; email: string }, overrides: Record<string, unknown> = {}) {
  const doc = await createProperty({
    source: "public",
    account: user._id,
    owner: { name: "Owner", phone: "9437012345", email: user.email },
    images: [
      { url: "/images/listings/apartment-1.jpg", isPrimary: true },
      { url: "/images/listings/apartment-2.jpg", isPrimary: false },
    ],
    pictures: ["/images/listings/apartment-1.jpg", "/images/listings/apartment-2.jpg"],
    location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    isActive: true,
    ...overrides,
  });
  return String(doc._id);
}

const admin = async () => (await userWithSession({ role: "admin" })).user.toObject() as UserDoc;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

temporaryUploads("owners-");
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

describe("submissions belong to accounts", () => {
  it("links a signed-in owner's submission to the account; it shows as pending under My listings", async () => {
    const { user, cookie } = await userWithSession();
    const id = await submitAs("someone-else@example.in", cookie, 2);
    expect(String((await Property.findById(id).lean())?.account)).toBe(String(user._id));
    const [listing] = await mine(cookie);
    expect(listing).toMatchObject({ _id: id, status: "pending", views: 0, saves: 0, enquiries: [] });
    expect(listing.photos).toHaveLength(2);
    expect(Date.parse(listing.submittedAt)).not.toBeNaN();
  });

  it("keeps signed-out submissions working, with no account", async () => {
    const id = await submitAs("walk-in@example.in");
    expect((await Property.findById(id).lean())?.account).toBeUndefined();
  });

  it("a verified account claims its address's signed-out submissions when it next signs in", async () => {
    const id = await submitAs("asha@example.in");
    const user = await User.create({
      name: "Asha",
      email: "asha@example.in",
      passwordHash: await hashPassword("Kalinga#2026"),
      isVerified: true,
    });
    const signedIn = await login(
      jsonRequest("/api/user/login", { method: "POST", json: { email: "asha@example.in", password: "Kalinga#2026" } }),
      routeContext({}),
    );
    expect(signedIn.status).toBe(200);
    expect(String((await Property.findById(id).lean())?.account)).toBe(String(user._id));
  });

  it("an unverified address never claims, at sign-in or when reading My listings", async () => {
    const id = await submitAs("unproven@example.in");
    await User.create({
      name: "Mallory",
      email: "unproven@example.in",
      passwordHash: await hashPassword("Kalinga#2026"),
      isVerified: false,
    });
    const signedIn = await login(
      jsonRequest("/api/user/login", {
        method: "POST",
        json: { email: "unproven@example.in", password: "Kalinga#2026" },
      }),
      routeContext({}),
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
    expect((await Property.findById(id).lean())?.account).toBeUndefined();
    expect(await mine(cookie)).toEqual([]);
  });

  it("a listing linked to one account is never claimed by another with the same address", async () => {
    const first = await userWithSession();
    const id = await submitAs("shared@example.in", first.cookie);
    const other = await userWithSession({ email: "shared@example.in" });
    expect(await mine(other.cookie)).toEqual([]);
    expect(String((await Property.findById(id).lean())?.account)).toBe(String(first.user._id));
  });
});

describe("My listings", () => {
  // The owner's mail about an enquiry goes through the job queue.
  useJobWorker();

  it("shows each listing's status, views, enquiries (and mails the owner for each) and saves", async () => {
    const { user, cookie } = await userWithSession({ email: "owner@example.in", name: "Owner Das" });
    const id = await liveListingOf(user);
    await countView(id, "198.51.100.1");
    await countView(id, "198.51.100.1"); // the same visitor the same day counts once
    await countView(id, "198.51.100.2");
    const saver = await userWithSession();
    await Favourite.create({ user: saver.user._id, property: id });
    const asked = await call(contactAgent, "POST", "/api/contact-agent", {
      json: {
        name: "Rina",
        phone: "9437000001",
        email: "rina@example.in",
        message: "Is it still available?",
        propertyDetails: { id },
      },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.routedTo).toBe("owner");

    const [listing] = await mine(cookie);
    expect(listing).toMatchObject({ _id: id, status: "live", views: 2, saves: 1 });
    // Each enquiry is its thread: the enquirer's first name and message, never their e-mail or phone.
    expect(listing.enquiries).toEqual([
      expect.objectContaining({ _id: expect.any(String), name: "Rina", message: "Is it still available?", unread: 1 }),
    ]);
    expect(JSON.stringify(listing.enquiries)).not.toMatch(/rina@example\.in|9437000001/);
    const mails = await eventually(async () => {
      const found = await mailsTo(outbox, "owner@example.in");
      return found.length ? found : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Is it still available?");
  });

  it("an enquiry about a listing without an owner account mails nobody but stays for the team", async () => {
    const id = String((await createProperty())._id);
    const asked = await call(contactAgent, "POST", "/api/contact-agent", {
      json: { name: "Rina", phone: "9437000001", email: "rina2@example.in", message: "Hello", propertyDetails: { id } },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.routedTo).toBe("team");
    // The one mail is the enquirer's own copy (with the link to their thread); no owner is mailed.
    const mails = await eventually(async () => {
      const found = await mailsTo(outbox, "rina2@example.in");
      return found.length ? found : null;
    });
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your enquiry about/)]);
  });

  it("says rejected with the admin's reason; the owner can change it and send it again", async () => {
    const { cookie } = await userWithSession();
    const id = await submitAs("x@example.in", cookie);
    const team = await admin();
    await deleteListing(team, id, { reason: "Photos are blurry" });
    const [rejected] = await mine(cookie);
    expect(rejected).toMatchObject({ status: "rejected", rejectedReason: "Photos are blurry" });
    expect((await listListings({ status: "rejected", page: 1, limit: 20 } as never)).total).toBe(1);

    const again = await edit(cookie, id, { title: "2BHK flat in Patia, new photos" });
    expect(again.status).toBe(200);
    expect((again.body.listing as Mine).status).toBe("pending");
  });
});

describe("PATCH /api/my/listings/{id}", () => {
  it("changes price, deposit, availability and furnishing of a live listing at once", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { price: 20000, priceSince: daysAgo(30) });
    const answer = await edit(cookie, id, {
      price: 18500,
      securityDeposit: 40000,
      availableFrom: "2027-01-01",
      furnishing: "Furnished",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ review: false, listing: { status: "live", price: 18500 } });
    const publicView = await findPropertyById(id);
    expect(publicView).toMatchObject({
      price: 18500,
      // The old price stood for a month: a real cut, shown as one.
      previousPrice: 20000,
      securityDeposit: 40000,
      furnishing: "Furnished",
      availableFrom: "2027-01-01T00:00:00.000Z",
    });
    expect(priceCutPercent(publicView!)).toBe(8);
  });

  it.each([
    ["title", { title: "A brand new title" }, (p: PropertyJson) => p.title],
    ["description", { description: "Now with a garden." }, (p: PropertyJson) => p.description],
    ["type", { type: "sale" }, (p: PropertyJson) => p.type],
    ["bhk", { bhk: 3 }, (p: PropertyJson) => p.bhk],
    ["location", { location: { locality: "Jaydev Vihar" } }, (p: PropertyJson) => p.location?.locality],
    [
      "photos",
      { photos: ["/images/listings/apartment-2.jpg", "/images/listings/apartment-1.jpg"] },
      (p: PropertyJson) => p.images[0].url,
    ],
  ])(
    "a change of %s waits for review while the approved version stays live; approval applies it",
    async (field, json, shown) => {
      const { user, cookie } = await userWithSession();
      const id = await liveListingOf(user, { price: 20000 });
      const approvedValue = shown((await findPropertyById(id))!);
      const answer = await edit(cookie, id, { ...json, price: 15000 });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ review: true, listing: { status: "live" } });
      expect((answer.body.listing as Json).pendingReview).toMatchObject({ fields: expect.arrayContaining([field]) });

      // The site keeps the approved version; the price, a live field, changed at once (unless the kind
      // changes with it: then it waits too).
      const live = (await findPropertyById(id))!;
      expect(shown(live)).toEqual(approvedValue);
      expect(live.price).toBe(field === "type" ? 20000 : 15000);

      const queue = await listListings({ status: "pending", page: 1, limit: 20 } as never);
      const row = queue.properties.find((p) => p._id === id)!;
      expect(row.isActive).toBe(true);
      expect(row.pendingEdit?.changes.map((c) => c.field).sort()).toEqual(
        (field === "type" ? [field, "price"] : [field]).sort(),
      );
      expect(row.ownerAccount).toMatchObject({ _id: String(user._id), email: user.email });

      const team = await admin();
      await updateListing(team, id, { isActive: true });
      const approved = (await findPropertyById(id))!;
      expect(approved).toMatchObject({ price: 15000 });
      expect(shown(approved)).not.toEqual(approvedValue);
      if (field === "photos")
        expect(approved.images[0]).toMatchObject({ url: "/images/listings/apartment-2.jpg", isPrimary: true });
      const stored = await Property.findById(id).lean();
      expect(stored?.pendingEdit).toBeUndefined();
      expect(stored?.awaitingReview).toBe(false);
    },
  );

  it("removes a photo (the first left is the cover) and adds uploaded ones, all waiting for review", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user);
    const removed = await edit(cookie, id, { photos: ["/images/listings/apartment-2.jpg"] });
    expect((removed.body.listing as Mine).photos).toEqual(["/images/listings/apartment-2.jpg"]);

    const form = new FormData();
    form.append("images", new File([PNG], "new.png", { type: "image/png" }));
    const added = await call(addPhotos, "POST", `/api/my/listings/${id}/photos`, {
      cookie,
      body: form,
      params: { id },
    });
    expect(added.status).toBe(200);
    const photos = (added.body.listing as Mine).photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toBe("/images/listings/apartment-2.jpg");
    expect((added.body.listing as Mine).status).toBe("live");
    // The public page keeps the approved photos until the team has seen the new ones.
    expect((await findPropertyById(id))?.images.map((image) => image.url)).toEqual([
      "/images/listings/apartment-1.jpg",
      "/images/listings/apartment-2.jpg",
    ]);
  });

  it("an edited description waits: the live text stays, admins see both, approval publishes it", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { description: "Sunny flat near the park." });
    const scam = "Pay token advance via WhatsApp to hold the flat: https://evil-pay.example";
    const answer = await edit(cookie, id, { description: scam });
    expect(answer.status).toBe(200);
    expect(answer.body.review).toBe(true);
    expect(answer.body.listing).toMatchObject({ status: "live", description: scam });

    expect((await findPropertyById(id))?.description).toBe("Sunny flat near the park.");
    expect((await findProperties({ type: "rent", page: 1, limit: 20 })).properties[0].description).toBe(
      "Sunny flat near the park.",
    );

    const [row] = (await listListings({ status: "pending", page: 1, limit: 20 } as never)).properties;
    expect(row).toMatchObject({ _id: id, status: "pending", isActive: true, description: "Sunny flat near the park." });
    expect(row.pendingEdit?.changes).toEqual([
      { field: "description", before: "Sunny flat near the park.", after: scam },
    ]);

    // Changing it back to the approved text takes it out of the queue.
    const undone = await edit(cookie, id, { description: "Sunny flat near the park." });
    expect(undone.body.review).toBe(false);
    expect((await listListings({ status: "pending", page: 1, limit: 20 } as never)).total).toBe(0);

    await edit(cookie, id, { description: "Now with a covered parking space." });
    await updateListing(await admin(), id, { isActive: true });
    expect((await findPropertyById(id))?.description).toBe("Now with a covered parking space.");
    expect((await listListings({ status: "pending", page: 1, limit: 20 } as never)).total).toBe(0);
  });

  it("a rejected edit is dropped and the listing stays live as approved, its owner told", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { title: "2BHK near the park", description: "Sunny flat." });
    await edit(cookie, id, { title: "CALL NOW cheapest flat", description: "Pay via WhatsApp." });

    const outcome = await deleteListing(await admin(), id, { reason: "Payment requests are not allowed" });
    expect(outcome.ownerNotified).toBe(true);
    expect(await findPropertyById(id)).toMatchObject({ title: "2BHK near the park", description: "Sunny flat." });
    const [mineNow] = await mine(cookie);
    expect(mineNow).toMatchObject({ status: "live", title: "2BHK near the park", pendingReview: null });
    expect((await listListings({ status: "pending", page: 1, limit: 20 } as never)).total).toBe(0);
  });

  it("a price set absurdly high and back gives no discount badge; an absurd price is refused", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { price: 15000, priceSince: daysAgo(60) });

    const absurd = await edit(cookie, id, { price: 9_999_999_999 });
    expect(absurd.status).toBe(400);
    expect(absurd.body.errors).toMatchObject({ price: expect.stringContaining("₹10,00,000") });
    expect((await findPropertyById(id))?.price).toBe(15000);

    expect((await edit(cookie, id, { price: 1_000_000 })).status).toBe(200);
    expect((await edit(cookie, id, { price: 15000 })).status).toBe(200);
    const flipped = (await findPropertyById(id))!;
    expect(flipped.price).toBe(15000);
    expect(flipped.previousPrice).toBeUndefined();
    expect(priceCutPercent(flipped)).toBeNull();
    const deals = await findProperties({ sort: "newest", page: 1, limit: 3 });
    expect(deals.properties.map(priceCutPercent)).toEqual([null]);
  });

  it("while a new kind waits for review, a new price waits with it and is judged by that kind", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { price: 20000 });
    expect((await edit(cookie, id, { type: "sale" })).status).toBe(200);
    // Fifty lakh is no monthly rent, but it is a sale price: it waits with the kind.
    const priced = await edit(cookie, id, { price: 5_000_000 });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ review: true, listing: { type: "sale", price: 5_000_000 } });
    expect(await findPropertyById(id)).toMatchObject({ type: "rent", price: 20000 });

    await updateListing(await admin(), id, { isActive: true });
    expect(await findPropertyById(id)).toMatchObject({ type: "sale", price: 5_000_000, priceLabel: "" });
  });

  it("a cut of more than half, even from a price that stood, is no discount", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { type: "sale", price: 8_000_000, priceSince: daysAgo(60) });
    expect((await edit(cookie, id, { price: 3_000_000 })).status).toBe(200);
    expect((await findPropertyById(id))?.previousPrice).toBeUndefined();
    // A refusal by the listing's kind also holds when the kind is not in the edit.
    const tooMuch = await edit(cookie, id, { price: 3_000_000_000 });
    expect(tooMuch.status).toBe(400);
  });

  it("refuses a photo that is not the listing's own, and bad values, with a 400 and no change", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user, { price: 20000 });
    const before = await Property.findById(id).lean();
    for (const json of [
      { photos: ["https://evil.example/x.jpg"] },
      { photos: [] },
      { price: -5 },
      { price: "lots" },
      { bhk: 11 },
      { owner: { email: "x@example.in" } },
      { isActive: true },
      {},
    ]) {
      const answer = await edit(cookie, id, json);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const after = await Property.findById(id).lean();
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.isActive).toBe(true);
  });

  it("someone else's listing, or one the team created, is a 404 and unchanged", async () => {
    const owner = await userWithSession();
    const other = await userWithSession();
    const theirs = await liveListingOf(owner.user, { price: 20000 });
    const teams = String((await createProperty({ price: 30000 }))._id);
    for (const id of [theirs, teams]) {
      expect((await edit(other.cookie, id, { price: 1 })).status).toBe(404);
      expect(
        (await call(getMine, "GET", `/api/my/listings/${id}`, { cookie: other.cookie, params: { id } })).status,
      ).toBe(404);
    }
    expect((await Property.findById(theirs).lean())?.price).toBe(20000);
    expect((await Property.findById(teams).lean())?.price).toBe(30000);
    expect((await edit(owner.cookie, teams, { price: 1 })).status).toBe(404);
  });
});

describe("closing and reopening", () => {
  it("takes the listing off the site at once: not in lists, saved-search matching or the sitemap", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user);
    const search = { type: "rent" as const, city: "Bhubaneswar" };
    expect((await findProperties(search)).properties.map((p) => p._id)).toContain(id);

    const closed = await call(close, "POST", `/api/my/listings/${id}/close`, {
      cookie,
      json: { reason: "rented" },
      params: { id },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.listing).toMatchObject({ status: "closed", closedReason: "rented" });
    expect(await findPropertyById(id)).toBeNull();
    expect((await findProperties(search)).properties.map((p) => p._id)).not.toContain(id);
    expect((await findSitemapListings()).map((l) => l._id)).not.toContain(id);
    expect((await listListings({ status: "closed", page: 1, limit: 20 } as never)).total).toBe(1);

    const twice = await call(close, "POST", `/api/my/listings/${id}/close`, {
      cookie,
      json: { reason: "rented" },
      params: { id },
    });
    expect(twice.status).toBe(409);
    expect((await edit(cookie, id, { price: 1 })).status).toBe(409);

    const reopened = await call(reopen, "POST", `/api/my/listings/${id}/reopen`, { cookie, params: { id } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.listing).toMatchObject({ status: "pending", closedReason: null });
    expect(await findPropertyById(id)).toBeNull();
    const again = await call(reopen, "POST", `/api/my/listings/${id}/reopen`, { cookie, params: { id } });
    expect(again.status).toBe(409);
  });

  it("refuses an unknown reason with a 400", async () => {
    const { user, cookie } = await userWithSession();
    const id = await liveListingOf(user);
    const answer = await call(close, "POST", `/api/my/listings/${id}/close`, {
      cookie,
      json: { reason: "bored" },
      params: { id },
    });
    expect(answer.status).toBe(400);
    expect((await Property.findById(id).lean())?.isActive).toBe(true);
  });
});
