import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { schedulePriceDropCheck } from "@/lib/insights/price-drop-jobs";
import { placeSlug } from "@/domain/geo/place-slug";
import type { ListingType } from "@/domain/listings/options";
import { log } from "@/lib/log";
import { Property } from "@/models/Property";
import { PriceSpan } from "@/models/PriceSpan";

/**
 * Listings' price histories (models/PriceSpan.ts): each write that can change what a listing asks, where,
 * or whether it is live calls `recordListingHistory` with the listing's id once the write is stored, before
 * the cached pages are expired, so the figures read after the expiry include it. A lowered price also
 * schedules the check behind price-drop alerts.
 */

/** The end an open span carries, so a window's spans are one range on `to`. */
export const OPEN_END = new Date("9999-12-31T00:00:00.000Z");
/** A cut of this share of the price or more is a price drop its savers hear of. */
export const PRICE_DROP_SHARE = 0.03;

const SQFT_PER_SQM = 10.7639;

type ListingFacts = {
  _id: unknown;
  isActive?: boolean | null;
  price: number;
  type: ListingType;
  bhk?: number | null;
  location?: { city?: string | null; locality?: string | null } | null;
  superBuiltupArea?: { value?: number | null; unit?: string | null } | null;
};

/** What a span records of a listing. */
export type SpanFacts = {
  type: ListingType;
  bhk: number;
  citySlug: string;
  localitySlug: string;
  price: number;
  sqft?: number;
};

const FACT_FIELDS = { isActive: 1, price: 1, type: 1, bhk: 1, location: 1, superBuiltupArea: 1 } as const;

/** A listing's area in sq ft, when its owner gave one. */
function sqftOf(area: ListingFacts["superBuiltupArea"]): number | undefined {
  const value = area?.value;
  if (!value || value <= 0) return undefined;
  return area?.unit === "sqm" ? Math.round(value * SQFT_PER_SQM) : value;
}

/** The facts a span keeps of a live listing; null when it is not live or names no city. */
export function spanFactsOf(listing: ListingFacts): SpanFacts | null {
  const citySlug = placeSlug(listing.location?.city?.trim() ?? "");
  if (listing.isActive !== true || !citySlug) return null;
  const sqft = sqftOf(listing.superBuiltupArea);
  return {
    type: listing.type,
    bhk: listing.bhk ?? 0,
    citySlug,
    localitySlug: placeSlug(listing.location?.locality?.trim() ?? ""),
    price: listing.price,
    ...(sqft ? { sqft } : {}),
  };
}

const sameFacts = (a: SpanFacts, b: SpanFacts) =>
  a.type === b.type &&
  a.bhk === b.bhk &&
  a.citySlug === b.citySlug &&
  a.localitySlug === b.localitySlug &&
  a.price === b.price &&
  (a.sqft ?? null) === (b.sqft ?? null);

/** Whether a new price is a drop worth telling savers about: same kind, same place, 3% or more lower. */
export const isPriceDrop = (before: SpanFacts, after: SpanFacts) =>
  before.type === after.type &&
  before.citySlug === after.citySlug &&
  before.localitySlug === after.localitySlug &&
  after.price <= before.price * (1 - PRICE_DROP_SHARE);

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Brings one listing's history up to date with the listing as stored: ends its open span when the listing
 * went off the site or changed what the span records, and opens one when it is live. Running it twice
 * changes nothing the second time; two runs at once leave one open span (the unique index). Never throws:
 * the write it follows stands, and a failure is logged.
 */
export async function recordListingHistory(id: string | Types.ObjectId, now = new Date()): Promise<void> {
  try {
    await connectToDatabase();
    const listing = await Property.findById(id, FACT_FIELDS).lean<ListingFacts>();
    const facts = listing ? spanFactsOf(listing) : null;
    const open = await PriceSpan.findOne({ listing: id, open: true }).lean();
    const openFacts: SpanFacts | null = open
      ? {
          type: open.type,
          bhk: open.bhk ?? 0,
          citySlug: open.citySlug,
          localitySlug: open.localitySlug ?? "",
          price: open.price,
          ...(open.sqft ? { sqft: open.sqft } : {}),
        }
      : null;
    if (openFacts && facts && sameFacts(openFacts, facts)) return;
    if (open) await PriceSpan.updateOne({ _id: open._id, open: true }, { $set: { open: false, to: now } });
    if (!facts) return;
    try {
      await PriceSpan.create({ listing: id, ...facts, from: now, to: OPEN_END, open: true });
    } catch (error) {
      // Another write of the same listing opened its span at the same moment: that one stands.
      if (!isDuplicateKey(error)) throw error;
      return;
    }
    if (openFacts && isPriceDrop(openFacts, facts)) {
      await schedulePriceDropCheck({ listingId: String(id), fromPrice: openFacts.price, droppedAt: now });
    }
  } catch (error) {
    log.error({ err: error, listingId: String(id) }, "Recording a listing's price history failed");
  }
}

/** Listings stored before price histories were kept: read in batches of this many. */
const BACKFILL_BATCH = 1000;

type BackfillListing = ListingFacts & {
  createdAt?: Date;
  priceSince?: Date | null;
  previousPrice?: number | null;
  closedAt?: Date | null;
  expiredAt?: Date | null;
};

/**
 * The spans a listing stored before histories were kept is given, from what it records: live since it
 * was made (at its `previousPrice` until `priceSince` when it was cut), and ended when it was closed or
 * expired. A listing that is off the site for another reason (waiting, rejected, switched off) may never
 * have been live, so it gets none.
 */
export function backfillSpans(listing: BackfillListing, now = new Date()) {
  const ended = listing.closedAt ?? listing.expiredAt ?? null;
  const facts = spanFactsOf({ ...listing, isActive: listing.isActive === true || ended !== null });
  const createdAt = listing.createdAt ?? now;
  if (!facts) return [];
  const to = listing.isActive ? OPEN_END : (ended ?? now);
  const open = listing.isActive === true;
  const cutAt = listing.priceSince;
  if (listing.previousPrice && cutAt && cutAt > createdAt && cutAt < to) {
    return [
      { listing: listing._id, ...facts, price: listing.previousPrice, from: createdAt, to: cutAt, open: false },
      { listing: listing._id, ...facts, from: cutAt, to, open },
    ];
  }
  return [{ listing: listing._id, ...facts, from: createdAt, to, open }];
}

/** Gives every listing without a history one (`npm run migrate`, the seed). Answers how many it gave one. */
export async function backfillPriceHistory(now = new Date()): Promise<number> {
  await connectToDatabase();
  await PriceSpan.createIndexes();
  const known = new Set(((await PriceSpan.distinct("listing")) as unknown[]).map(String));
  let done = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const batch: BackfillListing[] = await Property.find(after ? { _id: { $gt: after } } : {}, {
      ...FACT_FIELDS,
      createdAt: 1,
      priceSince: 1,
      previousPrice: 1,
      closedAt: 1,
      expiredAt: 1,
    })
      .sort({ _id: 1 })
      .limit(BACKFILL_BATCH)
      .lean<BackfillListing[]>();
    if (!batch.length) return done;
    after = batch[batch.length - 1]._id as Types.ObjectId;
    const spans = batch.filter((listing) => !known.has(String(listing._id))).flatMap((l) => backfillSpans(l, now));
    if (spans.length) {
      await PriceSpan.insertMany(spans, { ordered: false });
      done += new Set(spans.map((span) => String(span.listing))).size;
    }
  }
}
