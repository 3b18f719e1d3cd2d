import type { Types } from "mongoose";
import { recordListingHistory } from "@/lib/insights/history";
import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { DAY_MS, EXPIRE_AFTER_DAYS, REMIND_AFTER_DAYS } from "@/lib/freshness/clock";
import { Property } from "@/models/Property";

/**
 * The daily freshness run: every live listing whose cycle is REMIND_AFTER_DAYS old gets one reminder per
 * cycle, and every listing whose reminder went unanswered for EXPIRE_AFTER_DAYS expires. Each step on one
 * listing is a single conditional update that names the state it was read in, so two runs at once (two app
 * instances, a retried job) change each listing once: the second finds it changed and does nothing.
 */

const BATCH = 200;
/**
 * Team listings remind the admins, one mail each: a first run over years of old team listings would flood
 * their inbox, so a day's run reminds at most this many (the others stay unreminded, so do not expire, and
 * get their turn on the following days).
 */
export const TEAM_REMINDERS_PER_RUN = 50;

type Clocked = {
  _id: Types.ObjectId;
  freshAt?: Date | null;
  remindedAt?: Date | null;
  account?: Types.ObjectId | null;
  source?: string | null;
  owner?: { email?: string | null } | null;
  isActive?: boolean | null;
  type: string;
  location?: { city?: string | null; locality?: string | null } | null;
};

/** A listing of the team's: nobody but the admins can answer for it. */
export const isTeamListing = (doc: Pick<Clocked, "account" | "source" | "owner">) =>
  !doc.account && !(doc.source === "public" && doc.owner?.email);

/** Live listings stored before the clock existed start it from their creation. */
export async function backfillFreshAt(): Promise<number> {
  let filled = 0;
  for (;;) {
    const missing = await Property.find({ isActive: true, freshAt: { $exists: false } }, { createdAt: 1 })
      .limit(1000)
      .lean();
    if (!missing.length) return filled;
    await Property.bulkWrite(
      missing.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id, freshAt: { $exists: false } },
          update: { $set: { freshAt: doc.createdAt ?? doc._id.getTimestamp() } },
        },
      })),
      { timestamps: false },
    );
    filled += missing.length;
  }
}

/**
 * Claims this cycle's reminder of one listing: true for exactly one caller, however many race. The filter
 * names the cycle (its start), so a listing confirmed meanwhile is not reminded for the cycle that ended.
 */
export async function claimReminder(id: Types.ObjectId | string, cycle: Date, now: Date): Promise<boolean> {
  const result = await Property.updateOne(
    { _id: id, isActive: true, freshAt: cycle, remindedAt: { $exists: false }, closedAt: { $exists: false } },
    { $set: { remindedAt: now } },
    { timestamps: false },
  );
  return result.modifiedCount === 1;
}

/** Gives a claim back (its reminder could not be queued), so the next run tries again. */
export async function releaseReminder(id: Types.ObjectId | string, claimedAt: Date): Promise<void> {
  await Property.updateOne({ _id: id, remindedAt: claimedAt }, { $unset: { remindedAt: 1 } }, { timestamps: false });
}

/**
 * Expires one listing whose reminder (sent at `remindedAt`) went unanswered: off the site, with its pages,
 * until its owner renews it. True for exactly one caller.
 */
export async function expireUnanswered(doc: Clocked, now: Date): Promise<boolean> {
  const result = await Property.updateOne(
    {
      _id: doc._id,
      isActive: true,
      remindedAt: doc.remindedAt,
      expiredAt: { $exists: false },
      closedAt: { $exists: false },
    },
    { $set: { isActive: false, expiredAt: now } },
  );
  if (result.modifiedCount !== 1) return false;
  await recordListingHistory(doc._id, now);
  const before = listingCacheState({ ...doc, isActive: true });
  expireListing(before, { ...before, isActive: false });
  return true;
}

export type CycleReport = { reminded: string[]; expired: string[] };

/**
 * One run of the clock at `now`. `remind` queues the mail of each reminder claimed (false: it could not be
 * queued, and the claim is given back).
 */
export async function runFreshnessCycle(
  now: Date,
  remind: (listing: { id: string; cycle: Date; team: boolean }) => Promise<boolean>,
): Promise<CycleReport> {
  await connectToDatabase();
  await backfillFreshAt();
  const report: CycleReport = { reminded: [], expired: [] };

  // Expiry first: a listing reminded 14 days ago goes today, whatever else happens in the run.
  const expireBefore = new Date(now.getTime() - EXPIRE_AFTER_DAYS * DAY_MS);
  let after: Types.ObjectId | null = null;
  for (;;) {
    const batch: Clocked[] = await Property.find(
      {
        isActive: true,
        remindedAt: { $lte: expireBefore },
        expiredAt: { $exists: false },
        closedAt: { $exists: false },
        ...(after ? { _id: { $gt: after } } : {}),
      },
      { remindedAt: 1, type: 1, location: 1, isActive: 1 },
    )
      .sort({ _id: 1 })
      .limit(BATCH)
      .lean();
    if (!batch.length) break;
    for (const doc of batch) if (await expireUnanswered(doc, now)) report.expired.push(String(doc._id));
    after = batch[batch.length - 1]._id;
  }

  const remindBefore = new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS);
  let team = 0;
  after = null;
  for (;;) {
    const batch: Clocked[] = await Property.find(
      {
        isActive: true,
        freshAt: { $lte: remindBefore },
        remindedAt: { $exists: false },
        closedAt: { $exists: false },
        ...(after ? { _id: { $gt: after } } : {}),
      },
      { freshAt: 1, account: 1, source: 1, "owner.email": 1, type: 1 },
    )
      .sort({ _id: 1 })
      .limit(BATCH)
      .lean();
    if (!batch.length) break;
    for (const doc of batch) {
      const isTeam = isTeamListing(doc);
      if (isTeam && team >= TEAM_REMINDERS_PER_RUN) continue;
      if (!doc.freshAt || !(await claimReminder(doc._id, doc.freshAt, now))) continue;
      if (!(await remind({ id: String(doc._id), cycle: doc.freshAt, team: isTeam }))) {
        await releaseReminder(doc._id, now);
        continue;
      }
      if (isTeam) team += 1;
      report.reminded.push(String(doc._id));
    }
    after = batch[batch.length - 1]._id;
  }
  return report;
}

export type FreshnessCounts = { due: number; reminded: number; expired: number };

/**
 * The admin's view of the clock: live listings due a reminder (the next run sends them), live listings
 * waiting for the answer to theirs, and listings that expired and wait for renewal.
 */
export async function freshnessCounts(now: Date = new Date()): Promise<FreshnessCounts> {
  await connectToDatabase();
  const remindBefore = new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS);
  const [due, reminded, expired] = await Promise.all([
    countMatching(Property, {
      isActive: true,
      freshAt: { $lte: remindBefore },
      remindedAt: { $exists: false },
      closedAt: { $exists: false },
    }),
    countMatching(Property, { isActive: true, remindedAt: { $exists: true } }),
    countMatching(Property, { isActive: false, expiredAt: { $exists: true }, closedAt: { $exists: false } }),
  ]);
  return { due, reminded, expired };
}
