import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { env } from "@/lib/env";
import { ONE_TIME_PLAN, offerIsOpen, type OfferStatus, type Plan } from "@/lib/plans";
import type { Types } from "mongoose";
import { OfferSlot } from "@/models/OfferSlot";

/**
 * The introductory offer on the One-Time Visit, as configured (OFFER_PRICE, OFFER_ENDS_AT, OFFER_CAP). The
 * server alone decides who gets it: an order claims one of the capped places (a unique place number, so the
 * claim is atomic under any number of parallel orders) and pays the offer price; once the places are gone or
 * the end date has passed, orders pay the normal price. An unpaid order holds its place for
 * `OFFER_HOLD_MINUTES`; then the place lapses and the next buyer may take it.
 */

type Offer = { price: number; endsAt?: string; cap?: number };

function configuredOffer(): Offer | null {
  const settings = env();
  if (settings.OFFER_PRICE === undefined || settings.OFFER_PRICE >= ONE_TIME_PLAN.price) return null;
  return { price: settings.OFFER_PRICE, endsAt: settings.OFFER_ENDS_AT, cap: settings.OFFER_CAP };
}

/** The places of one configured offer are counted apart from any earlier offer's. */
const offerKey = (offer: Offer) => `${ONE_TIME_PLAN.id}|${offer.price}|${offer.endsAt ?? ""}|${offer.cap ?? ""}`;

let indexesReady: Promise<unknown> | null = null;
/** The unique index is what makes a claim atomic: make sure it exists before the first claim. */
function ensureIndexes() {
  indexesReady ??= OfferSlot.init().catch((error) => {
    indexesReady = null;
    throw error;
  });
  return indexesReady;
}

/**
 * The offer as it stands now, with the places left from the real count (paid places and places still held;
 * a lapsed one is free again); null when none is configured.
 */
export async function currentOffer(now = Date.now()): Promise<OfferStatus | null> {
  const offer = configuredOffer();
  if (!offer) return null;
  let left: number | undefined;
  if (offer.cap !== undefined) {
    await connectToDatabase();
    const lapsed = { paidAt: { $exists: false }, heldUntil: { $lte: new Date(now) } };
    const key = offerKey(offer);
    const taken =
      (await countMatching(OfferSlot, { offer: key })) - (await countMatching(OfferSlot, { offer: key, ...lapsed }));
    left = Math.max(0, offer.cap - taken);
  }
  return { price: offer.price, normalPrice: ONE_TIME_PLAN.price, endsAt: offer.endsAt, cap: offer.cap, left };
}

/** Whether the offer is open now (for the pricing pages); they show none otherwise. */
export async function openOffer(now = Date.now()): Promise<OfferStatus | null> {
  const offer = await currentOffer(now);
  return offerIsOpen(offer, now) ? offer : null;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * How long an order that is not paid holds its offer place. After that the place lapses and the next buyer
 * may take it; the checkout closes itself before then (`OFFER_CHECKOUT_SECONDS`).
 */
export const OFFER_HOLD_MINUTES = 30;
/** The checkout's own time limit for an offer order: well inside the hold, so a buyer pays while it holds. */
export const OFFER_CHECKOUT_SECONDS = (OFFER_HOLD_MINUTES - 5) * 60;

const holdEnd = (now: number) => new Date(now + OFFER_HOLD_MINUTES * 60_000);

/** Who takes a place: an order being made (held until the hold ends) or a paid order (for good). */
type Taker = { user: string; heldUntil: Date } | { user: string; order: string; paidAt: Date };

/**
 * Takes one place of a capped offer: the lowest place number never taken, inserted under the unique index
 * (a place another order took first is skipped); else the lowest lapsed place (held, not paid, hold
 * passed), taken over with one conditional update, so two buyers cannot both take it. Answers the place's
 * id, or null once every place is paid or still held.
 */
async function claimPlace(key: string, cap: number, taker: Taker, now: number) {
  await connectToDatabase();
  await ensureIndexes();
  for (let slot = (await countMatching(OfferSlot, { offer: key })) + 1; slot <= cap; slot++) {
    try {
      return (await OfferSlot.create({ offer: key, slot, ...taker }))._id;
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  // Each lapsed place is taken by an update conditional on its still being lapsed: an `updateOne`, because
  // the embedded engine's `findOneAndUpdate` is not atomic (lib/db/embedded-engine-gaps.ts).
  const lapsedFilter = { offer: key, paidAt: { $exists: false }, heldUntil: { $lte: new Date(now) } };
  const lapsed = await OfferSlot.find(lapsedFilter, { _id: 1 }).sort({ slot: 1 }).lean();
  const update = "paidAt" in taker ? { $set: taker, $unset: { heldUntil: 1 } } : { $set: taker, $unset: { order: 1 } };
  for (const { _id } of lapsed) {
    if ((await OfferSlot.updateOne({ ...lapsedFilter, _id }, update)).modifiedCount === 1) return _id;
  }
  return null;
}

/** What an order charges: the offer price with the place it holds (and the offer's key), or the plan's own. */
export type Charge =
  { price: number; offer: false } | { price: number; offer: true; key: string; place: Types.ObjectId | null };

/** What an order for `plan` charges, in rupees: the offer price when the plan has an open offer and a place was taken for this order. */
export async function chargeFor(plan: Plan, userId: string, now = Date.now()): Promise<Charge> {
  const offer = plan.id === ONE_TIME_PLAN.id ? configuredOffer() : null;
  if (!offer || (offer.endsAt && Date.parse(offer.endsAt) <= now)) return { price: plan.price, offer: false };
  const key = offerKey(offer);
  if (offer.cap === undefined) return { price: offer.price, offer: true, key, place: null };
  const place = await claimPlace(key, offer.cap, { user: userId, heldUntil: holdEnd(now) }, now);
  if (!place) return { price: plan.price, offer: false };
  return { price: offer.price, offer: true, key, place };
}

/** Names the order a place is held for, once the provider has made it: its payment confirms that place. */
export async function holdPlaceFor(place: Types.ObjectId, razorpayOrderId: string): Promise<void> {
  await OfferSlot.updateOne({ _id: place, paidAt: { $exists: false } }, { $set: { order: razorpayOrderId } });
}

/** Gives a place back at once when its order could not be made. */
export async function releasePlace(place: Types.ObjectId): Promise<void> {
  await OfferSlot.updateOne(
    { _id: place, order: { $exists: false }, paidAt: { $exists: false } },
    { $set: { heldUntil: new Date(0) } },
  );
}

/** The cap an offer's key was made with ("" for none). */
const capOf = (key: string) => {
  const cap = key.split("|")[3];
  return cap ? Number(cap) : undefined;
};

/**
 * A paid offer order keeps its place for good: the place held for it, even when its hold has passed, as
 * long as nobody took it over; else, paid late after another buyer took it, any place never taken or lapsed.
 * False when every place is paid or held by another order within its hold: the payment is then over the cap.
 * Safe to repeat for the same order.
 */
export async function confirmOfferPlace(
  key: string,
  razorpayOrderId: string,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const cap = capOf(key);
  if (cap === undefined) return true;
  await connectToDatabase();
  const held = await OfferSlot.updateOne(
    { offer: key, order: razorpayOrderId },
    { $set: { paidAt: new Date(now) }, $unset: { heldUntil: 1 } },
  );
  if (held.matchedCount > 0) return true;
  const taken = await claimPlace(key, cap, { user: userId, order: razorpayOrderId, paidAt: new Date(now) }, now);
  return taken !== null;
}
