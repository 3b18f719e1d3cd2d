import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { env } from "@/lib/env";
import { ONE_TIME_PLAN, offerIsOpen, type OfferStatus, type Plan } from "@/lib/plans";
import { OfferSlot } from "@/models/OfferSlot";

/**
 * The introductory offer on the One-Time Visit, as configured (OFFER_PRICE, OFFER_ENDS_AT, OFFER_CAP). The
 * server alone decides who gets it: an order claims one of the capped places (a unique place number, so the
 * claim is atomic under any number of parallel orders) and pays the offer price; once the places are gone or
 * the end date has passed, orders pay the normal price.
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

/** The offer as it stands now, with the places left from the real count; null when none is configured. */
export async function currentOffer(): Promise<OfferStatus | null> {
  const offer = configuredOffer();
  if (!offer) return null;
  let left: number | undefined;
  if (offer.cap !== undefined) {
    await connectToDatabase();
    left = Math.max(0, offer.cap - (await countMatching(OfferSlot, { offer: offerKey(offer) })));
  }
  return { price: offer.price, normalPrice: ONE_TIME_PLAN.price, endsAt: offer.endsAt, cap: offer.cap, left };
}

/** Whether the offer is open now (for the pricing pages); they show none otherwise. */
export async function openOffer(now = Date.now()): Promise<OfferStatus | null> {
  const offer = await currentOffer();
  return offerIsOpen(offer, now) ? offer : null;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Takes one place of a capped offer for `userId`: the lowest free place number, inserted under the unique
 * index; a place another order took first is skipped. False once every place is taken.
 */
async function claimPlace(offer: Offer & { cap: number }, userId: string): Promise<boolean> {
  await connectToDatabase();
  await ensureIndexes();
  const key = offerKey(offer);
  for (let slot = (await countMatching(OfferSlot, { offer: key })) + 1; slot <= offer.cap; slot++) {
    try {
      await OfferSlot.create({ offer: key, slot, user: userId });
      return true;
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  return false;
}

/** What an order for `plan` charges, in rupees: the offer price when the plan has an open offer and a place was taken for this order. */
export async function chargeFor(plan: Plan, userId: string, now = Date.now()): Promise<{ price: number; offer: boolean }> {
  const offer = plan.id === ONE_TIME_PLAN.id ? configuredOffer() : null;
  if (!offer || (offer.endsAt && Date.parse(offer.endsAt) <= now)) return { price: plan.price, offer: false };
  if (offer.cap !== undefined && !(await claimPlace({ ...offer, cap: offer.cap }, userId))) {
    return { price: plan.price, offer: false };
  }
  return { price: offer.price, offer: true };
}
