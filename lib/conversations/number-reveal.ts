import { connectToDatabase } from "@/lib/db";
import { postedByOwner } from "@/domain/listings/posted-by";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { findPlan } from "@/lib/plans";
import { NumberReveal, RevealCount } from "@/models/NumberReveal";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

export const NEEDS_PLAN =
  "The owner's number is part of a plan. Message the owner instead: they can share it with you.";
export const NOT_BY_OWNER = "This listing is answered by our team: call or message us.";
const allUsed = (n: number) =>
  `You have seen the owner's number on ${n} listings, all your plan includes. Message the owner instead: they can share it with you.`;

/** What the listing page offers the caller for reaching the owner of a by-owner listing. */
export type OwnerContact = {
  viewer: "owner" | "planHolder" | "seeker";
  /** The number, when the caller may see it now (their own listing, or already revealed under this plan). */
  phone: string | null;
  /** Reveals the caller's plan has left (planHolder only). */
  revealsLeft: number;
};

type Listing = {
  _id: unknown;
  account?: unknown;
  owner?: { phone?: string | null } | null;
  contactNumber?: string | null;
};

async function byOwnerListing(propertyId: string): Promise<Listing> {
  await connectToDatabase();
  const listing = await Property.findOne(
    { _id: propertyId, isActive: true },
    { account: 1, source: 1, postedBy: 1, contactNumber: 1, "owner.phone": 1 },
  ).lean();
  if (!listing) throw new NotFoundError("Property not found");
  if (!postedByOwner(listing)) throw new ForbiddenError(NOT_BY_OWNER);
  return listing;
}

/**
 * The listing's own contact number first: it is the number its "Phone verified" mark is about. Then the
 * owner account's number, then the number typed with a submission made signed out.
 */
async function ownerPhone(listing: Listing): Promise<string | null> {
  const own = listing.contactNumber?.trim();
  if (own) return own;
  const account = listing.account ? await User.findById(listing.account, { phone: 1 }).lean() : null;
  return (account?.phone || listing.owner?.phone || "").trim() || null;
}

type Plan = { key: string; allowance: number };

/** The caller's active plan and its reveal allowance, or null. */
async function activePlan(userId: string): Promise<Plan | null> {
  const user = await User.findById(userId, { subscription: 1 }).lean();
  const sub = user?.subscription;
  if (!sub?.isActive || !sub.expiresAt || new Date(sub.expiresAt) <= new Date()) return null;
  const allowance = findPlan(sub.planId ?? "")?.numberReveals ?? 0;
  return allowance > 0 ? { key: `${userId}|${sub.revision ?? 0}`, allowance } : null;
}

async function used(plan: Plan): Promise<number> {
  return (await RevealCount.findById(plan.key).lean())?.used ?? 0;
}

export async function ownerContactFor(userId: string, propertyId: string): Promise<OwnerContact> {
  const listing = await byOwnerListing(propertyId);
  if (listing.account && String(listing.account) === userId) {
    return { viewer: "owner", phone: await ownerPhone(listing), revealsLeft: 0 };
  }
  const plan = await activePlan(userId);
  if (!plan) return { viewer: "seeker", phone: null, revealsLeft: 0 };
  const seen = await NumberReveal.exists({ _id: `${plan.key}|${propertyId}` });
  return {
    viewer: "planHolder",
    phone: seen ? await ownerPhone(listing) : null,
    revealsLeft: Math.max(0, plan.allowance - (await used(plan))),
  };
}

/**
 * "Show number": the owner's number of a by-owner listing for a holder of an active plan, counted against
 * the plan (the same listing once). Without a plan, or with every reveal used, a 403 pointing to the thread.
 */
export async function revealOwnerNumber(userId: string, propertyId: string): Promise<OwnerContact> {
  const listing = await byOwnerListing(propertyId);
  const phone = await ownerPhone(listing);
  if (listing.account && String(listing.account) === userId) return { viewer: "owner", phone, revealsLeft: 0 };
  if (!phone) throw new NotFoundError("The owner has not given a number. Message them instead.");
  const plan = await activePlan(userId);
  if (!plan) throw new ForbiddenError(NEEDS_PLAN);
  const revealId = `${plan.key}|${propertyId}`;
  if (await NumberReveal.exists({ _id: revealId })) {
    return { viewer: "planHolder", phone, revealsLeft: Math.max(0, plan.allowance - (await used(plan))) };
  }
  await RevealCount.init();
  try {
    await RevealCount.updateOne(
      { _id: plan.key, used: { $lt: plan.allowance } },
      { $inc: { used: 1 } },
      { upsert: true },
    );
  } catch (error) {
    // The plan's counter exists and is full: the upsert's insert met the existing `_id`.
    if ((error as { code?: number }).code === 11000) throw new ForbiddenError(allUsed(plan.allowance));
    throw error;
  }
  await NumberReveal.init();
  try {
    await NumberReveal.create({ _id: revealId, user: userId });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    // A parallel reveal of the same listing counted it: this one gives its count back.
    await RevealCount.updateOne({ _id: plan.key, used: { $gt: 0 } }, { $inc: { used: -1 } });
  }
  return { viewer: "planHolder", phone, revealsLeft: Math.max(0, plan.allowance - (await used(plan))) };
}
