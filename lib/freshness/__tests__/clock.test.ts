import {
  answerAvailability,
  availabilityToken,
  DAY_MS,
  freshnessCounts,
  renewMyListing,
  runFreshnessCycle,
} from "@/lib/freshness";
import { freshnessLabel } from "@/lib/format";
import { findProperties, findSitemapListings } from "@/lib/listings/reads";
import { findPlace, findPlaceListings } from "@/lib/listings/places";
import { findGoneListing } from "@/lib/owners";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property, User } from "@/test/models";

beforeEach(resetDatabase);

const START = new Date("2026-09-01T06:00:00Z");
const day = (n: number, extraMs = 0) => new Date(START.getTime() + n * DAY_MS + extraMs);

/** Runs the daily cycle at `at`, collecting the reminders it would mail. */
async function runAt(at: Date) {
  const mailed: Array<{ id: string; team: boolean }> = [];
  const report = await runFreshnessCycle(at, async ({ id, team }) => {
    mailed.push({ id, team });
    return true;
  });
  return { ...report, mailed };
}

const live = (overrides: Record<string, unknown> = {}) =>
  createProperty({
    freshAt: START,
    location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    ...overrides,
  });

describe("the freshness clock", () => {
  it("reminds a listing on day 30, not a moment before", async () => {
    const listing = await live();
    expect((await runAt(day(30, -1))).reminded).toEqual([]);
    const run = await runAt(day(30));
    expect(run.reminded).toEqual([String(listing._id)]);
    expect((await Property.findById(listing._id).lean())?.remindedAt).toEqual(day(30));
  });

  it("does not remind a listing confirmed on day 29 until 30 days after the confirmation", async () => {
    const listing = await live();
    const yes = availabilityToken({ listingId: String(listing._id), cycle: START.getTime(), answer: "available" });
    await answerAvailability(yes, day(29));
    expect((await runAt(day(30))).reminded).toEqual([]);
    expect((await runAt(day(59, -1))).reminded).toEqual([]);
    expect((await runAt(day(59))).reminded).toEqual([String(listing._id)]);
  });

  it("reminds once per cycle however often the daily run goes", async () => {
    const listing = await live();
    expect((await runAt(day(30))).reminded).toEqual([String(listing._id)]);
    expect((await runAt(day(31))).reminded).toEqual([]);
    expect((await runAt(day(31))).mailed).toEqual([]);
  });

  it("expires a listing on day 44 (14 days after an unanswered reminder), not a moment before", async () => {
    const listing = await live();
    await runAt(day(30));
    expect((await runAt(day(44, -1))).expired).toEqual([]);
    expect((await runAt(day(44))).expired).toEqual([String(listing._id)]);
    const stored = await Property.findById(listing._id).lean();
    expect(stored).toMatchObject({ isActive: false, expiredAt: day(44) });
    expect((await runAt(day(45))).expired).toEqual([]);
  });

  it("a listing renewed the day it expired is live again with a new cycle starting that day", async () => {
    const owner = await User.create({ name: "Owner", email: "owner-renew@example.in", isVerified: true });
    const listing = await live({ source: "public", account: owner._id });
    await runAt(day(30));
    await runAt(day(44));
    await renewMyListing({ id: String(owner._id), role: "user" } as never, String(listing._id), day(44, 1000));
    const stored = await Property.findById(listing._id).lean();
    expect(stored).toMatchObject({ isActive: true, freshAt: day(44, 1000), confirmedAt: day(44, 1000) });
    expect(stored?.expiredAt).toBeUndefined();
    expect(stored?.remindedAt).toBeUndefined();
    expect((await runAt(day(74))).reminded).toEqual([]);
    expect((await runAt(day(74, 1000))).reminded).toEqual([String(listing._id)]);
  });

  it("leaves closed, paused and waiting listings alone", async () => {
    await live({ isActive: false, closedAt: day(1), closedReason: "rented" });
    await live({ isActive: false });
    await createProperty({ source: "public", isActive: false });
    const run = await runAt(day(60));
    expect(run.reminded).toEqual([]);
    expect(run.expired).toEqual([]);
  });

  it("reminds the admins for team listings and the owner for owners' listings", async () => {
    const team = await live({ source: "admin" });
    const owned = await live({ source: "public", owner: { name: "A", phone: "9437000000", email: "a@example.in" } });
    const run = await runAt(day(30));
    expect(run.mailed).toEqual(
      expect.arrayContaining([
        { id: String(team._id), team: true },
        { id: String(owned._id), team: false },
      ]),
    );
  });

  it("gives the claim back when the reminder could not be queued, so the next run tries again", async () => {
    const listing = await live();
    const failed = await runFreshnessCycle(day(30), async () => false);
    expect(failed.reminded).toEqual([]);
    expect((await Property.findById(listing._id).lean())?.remindedAt).toBeUndefined();
    expect((await runAt(day(31))).reminded).toEqual([String(listing._id)]);
  });

  it("starts the clock of listings stored before it existed from their creation", async () => {
    const old = await createProperty();
    await Property.updateOne({ _id: old._id }, { $unset: { freshAt: 1 } }, { timestamps: false });
    const created = (await Property.findById(old._id).lean())!.createdAt;
    await runFreshnessCycle(new Date(created.getTime() + DAY_MS), async () => true);
    expect((await Property.findById(old._id).lean())?.freshAt).toEqual(created);
  });

  it("counts listings due, reminded and expired for the admin", async () => {
    await live();
    await live();
    await live({ freshAt: day(10) });
    const expiring = await live({ freshAt: day(-20) });
    expect(await freshnessCounts(day(30))).toEqual({ due: 3, reminded: 0, expired: 0 });
    await Property.updateOne({ _id: expiring._id }, { $set: { remindedAt: day(10) } });
    await runAt(day(30));
    expect(await freshnessCounts(day(30))).toEqual({ due: 0, reminded: 2, expired: 1 });
  });
});

describe("an expired listing", () => {
  it("leaves search, its place page and the sitemap, and its page says it may no longer be available", async () => {
    const listing = await live({ title: "Expiring flat in Patia" });
    const id = String(listing._id);
    const place = (await findPlace("rent", "bhubaneswar", "patia"))!;
    expect((await findProperties({})).properties.map((p) => p._id)).toContain(id);
    expect((await findPlaceListings(place, {}, 20)).properties.map((p) => p._id)).toContain(id);
    expect((await findSitemapListings()).map((p) => p._id)).toContain(id);

    await runAt(day(30));
    await runAt(day(44));

    expect((await findProperties({})).properties.map((p) => p._id)).not.toContain(id);
    expect((await findPlaceListings(place, {}, 20)).properties.map((p) => p._id)).not.toContain(id);
    expect((await findSitemapListings()).map((p) => p._id)).not.toContain(id);
    expect(await findGoneListing(id)).toMatchObject({ _id: id, reason: "expired" });
  });
});

describe("the card's label", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");
  it("says when it was posted until it is confirmed, then when it was confirmed", () => {
    expect(freshnessLabel({ createdAt: "2026-11-14T09:00:00Z" }, now)).toBe("Posted 12 days ago");
    expect(freshnessLabel({ createdAt: "2026-10-01T09:00:00Z", confirmedAt: "2026-11-23T09:00:00Z" }, now)).toBe(
      "Available, confirmed 3 days ago",
    );
    expect(freshnessLabel({ createdAt: "2026-11-26T09:00:00Z" }, now)).toBe("Posted today");
  });
});
