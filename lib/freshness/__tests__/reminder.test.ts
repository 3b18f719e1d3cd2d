import { POST as answerPost } from "@/app/api/listing-availability/route";
import { POST as renewPost } from "@/app/api/my/listings/[id]/renew/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import {
  availabilityToken,
  claimReminder,
  DAY_MS,
  reminderQuestion,
  runFreshnessCycle,
  sendReminder,
} from "@/lib/freshness";
import { findGoneListing } from "@/lib/owners";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { callRoute } from "@/test/admin-helpers";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";
import { authedRequest, userWithSession } from "@/test/session-helpers";

const outbox = useTemporaryOutbox();

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

const START = new Date("2026-09-01T06:00:00Z");
const day = (n: number) => new Date(START.getTime() + n * DAY_MS);
const patia = { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" };
const url = (token: string) => `/api/listing-availability?token=${encodeURIComponent(token)}`;

async function ownersListing(overrides: Record<string, unknown> = {}) {
  const { user, cookie } = await userWithSession();
  const listing = await createProperty({
    source: "public",
    account: user._id,
    freshAt: START,
    location: patia,
    owner: { name: user.name, phone: "9437012345", email: user.email },
    ...overrides,
  });
  return { user, cookie, listing, id: String(listing._id) };
}

describe("two workers racing", () => {
  it("claim each listing's reminder exactly once", async () => {
    const listing = await createProperty({ freshAt: START });
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimReminder(listing._id, START, day(30))));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("send exactly one reminder per listing between them", async () => {
    const listings = await Promise.all(Array.from({ length: 6 }, () => createProperty({ freshAt: START })));
    const mailed: string[] = [];
    const remind = async ({ id }: { id: string }) => (mailed.push(id), true);
    await Promise.all([runFreshnessCycle(day(30), remind), runFreshnessCycle(day(30), remind)]);
    expect(mailed.sort()).toEqual(listings.map((l) => String(l._id)).sort());
  });
});

describe("the reminder mail", () => {
  it("asks about the flat by its kind, BHK and locality, with Yes and Rented links", async () => {
    const { user, id } = await ownersListing();
    await runFreshnessCycle(day(30), async () => true);
    await sendReminder(id, START);
    const [mail] = await mailsTo(outbox, user.email);
    expect(mail.subject).toBe("Is your 2 BHK flat in Patia still available?");
    const yes = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    const rented = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "rented" });
    expect(mail.text).toContain(`/listing-availability?token=${encodeURIComponent(yes)}`);
    expect(mail.text).toContain(`Rented: `);
    expect(mail.text).toContain(encodeURIComponent(rented));
  });

  it("is not sent for a cycle answered meanwhile", async () => {
    const { user, id } = await ownersListing();
    await runFreshnessCycle(day(30), async () => true);
    await Property.updateOne({ _id: id }, { $set: { freshAt: day(31) }, $unset: { remindedAt: 1 } });
    await sendReminder(id, START);
    expect(await mailsTo(outbox, user.email)).toHaveLength(0);
  });

  it("words plots, houses and listings without a locality", () => {
    expect(reminderQuestion({ propertyType: "Plots & Land", bhk: 0, location: { locality: "Khandagiri" } })).toBe(
      "Is your plot in Khandagiri still available?",
    );
    expect(
      reminderQuestion(
        { propertyType: "Individual House/Villa", bhk: 3, location: { city: "Cuttack" } },
        { team: true },
      ),
    ).toBe("Is the 3 BHK house in Cuttack still available?");
  });
});

describe("POST /api/listing-availability (the mail's links, signed out)", () => {
  it("Rented closes the listing exactly as the owner's close does: its page answers 410", async () => {
    const { id } = await ownersListing();
    const token = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "rented" });
    const { status, body } = await callRoute(answerPost, url(token), { method: "POST" });
    expect(status).toBe(200);
    expect(body.outcome).toMatchObject({ state: "closed", answer: "rented", listingId: id });
    expect(await Property.findById(id).lean()).toMatchObject({ isActive: false, closedReason: "rented" });
    expect(await findGoneListing(id)).toMatchObject({ reason: "rented" });
    // A second press changes nothing and says the same.
    expect((await callRoute(answerPost, url(token), { method: "POST" })).status).toBe(200);
  });

  it("Yes confirms the current cycle; an old mail's Yes changes nothing again", async () => {
    const { id } = await ownersListing();
    const token = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    expect((await callRoute(answerPost, url(token), { method: "POST" })).status).toBe(200);
    const confirmed = (await Property.findById(id).lean())!;
    expect(confirmed.confirmedAt).toEqual(confirmed.freshAt);
    expect(confirmed.freshAt!.getTime()).toBeGreaterThan(START.getTime());
    expect((await callRoute(answerPost, url(token), { method: "POST" })).status).toBe(200);
    expect((await Property.findById(id).lean())!.freshAt).toEqual(confirmed.freshAt);
  });

  it("Yes brings an expired listing back on the site", async () => {
    const { id } = await ownersListing();
    await Property.updateOne({ _id: id }, { $set: { isActive: false, expiredAt: day(44), remindedAt: day(30) } });
    const token = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    expect((await callRoute(answerPost, url(token), { method: "POST" })).status).toBe(200);
    const stored = (await Property.findById(id).lean())!;
    expect(stored.isActive).toBe(true);
    expect(stored.expiredAt).toBeUndefined();
  });

  it("refuses a tampered, forged or missing token with a 400 and changes nothing", async () => {
    const { id } = await ownersListing();
    const other = String((await createProperty({ freshAt: START }))._id);
    const yes = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    const [payload, signature] = [yes.slice(0, yes.lastIndexOf(".")), yes.slice(yes.lastIndexOf(".") + 1)];
    const tampered = [
      `${payload.replace("available", "rented")}.${signature}`,
      `${payload.replace(id, other)}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      payload,
      "nonsense",
    ];
    for (const bad of tampered) {
      const { status, body } = await callRoute(answerPost, url(bad), { method: "POST" });
      expect(status).toBe(400);
      expect(body.message).toMatch(/link is not valid/);
    }
    expect((await callRoute(answerPost, "/api/listing-availability", { method: "POST" })).status).toBe(400);
    for (const listing of [id, other]) expect((await Property.findById(listing).lean())?.isActive).toBe(true);
  });

  it("sends a form sent before the page's scripts ran back to the page, in the page's language", async () => {
    const { id } = await ownersListing();
    const token = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    const sendFrom = async (page?: string) => {
      const headers: Record<string, string> = { "sec-fetch-mode": "navigate", ...(page ? { referer: page } : {}) };
      const response = await answerPost(authedRequest(url(token), "", { method: "POST", headers }), routeContext({}));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!);
      expect(location.searchParams.get("done")).toBe("1");
      return location.pathname;
    };
    expect(await sendFrom("http://localhost:3000/or/listing-availability?token=x")).toBe("/or/listing-availability");
    expect(await sendFrom("http://localhost:3000/hi/listing-availability?token=x")).toBe("/hi/listing-availability");
    expect(await sendFrom("http://localhost:3000/listing-availability?token=x")).toBe("/listing-availability");
    expect(await sendFrom()).toBe("/listing-availability");
    expect(await sendFrom("not an address")).toBe("/listing-availability");
  });

  it("answers 404 for a listing that no longer exists and 409 for a Yes on a closed one", async () => {
    const { id } = await ownersListing();
    const yes = availabilityToken({ listingId: id, cycle: START.getTime(), answer: "available" });
    await Property.updateOne({ _id: id }, { $set: { isActive: false, closedAt: new Date(), closedReason: "sold" } });
    expect((await callRoute(answerPost, url(yes), { method: "POST" })).status).toBe(409);
    await Property.deleteOne({ _id: id });
    expect((await callRoute(answerPost, url(yes), { method: "POST" })).status).toBe(404);
  });
});

describe("POST /api/my/listings/[id]/renew", () => {
  it("puts the owner's expired listing back live with a new cycle", async () => {
    const { cookie, id } = await ownersListing();
    await Property.updateOne({ _id: id }, { $set: { isActive: false, expiredAt: day(44), remindedAt: day(30) } });
    const { status, body } = await callRoute(renewPost, `/api/my/listings/${id}/renew`, {
      method: "POST",
      cookie,
      params: { id },
    });
    expect(status).toBe(200);
    expect(body.listing).toMatchObject({ status: "live", expiredAt: null, remindedAt: null });
    expect(body.message).toMatch(/back on the site/);
  });

  it("is a 404 for someone else's listing and a 409 for one waiting for review", async () => {
    const { id } = await ownersListing();
    const stranger = await userWithSession();
    const asStranger = await callRoute(renewPost, `/api/my/listings/${id}/renew`, {
      method: "POST",
      cookie: stranger.cookie,
      params: { id },
    });
    expect(asStranger.status).toBe(404);
    const waiting = await ownersListing({ isActive: false, awaitingReview: true, freshAt: undefined });
    // Expired, then changed by its owner: the changes wait for review, so renewing cannot publish them.
    const edited = await ownersListing({ isActive: false, expiredAt: day(44), awaitingReview: true });
    const notYet = await callRoute(renewPost, `/api/my/listings/${edited.id}/renew`, {
      method: "POST",
      cookie: edited.cookie,
      params: { id: edited.id },
    });
    expect(notYet.status).toBe(409);
    const refused = await callRoute(renewPost, `/api/my/listings/${waiting.id}/renew`, {
      method: "POST",
      cookie: waiting.cookie,
      params: { id: waiting.id },
    });
    expect(refused.status).toBe(409);
  });
});
