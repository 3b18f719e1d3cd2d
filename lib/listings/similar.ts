import type { QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

/** Similar listings shown under a listing's page. */
export const SIMILAR_LIMIT = 8;

type Base = { type: string; price: number; bhk?: number | null; location?: { locality?: string | null; city?: string | null } | null };

/**
 * The steps similar listings are taken in, most similar first: the same kind always (plots beside plots);
 * for homes the same BHK first, then one either side; within each, the same locality, then the rest of the
 * city. Each step's listings come closest in price first.
 *
 * Nearest: once listings carry coordinates, a step "the rest of the city, nearest first" replaces the
 * price order of the city steps (keep the BHK and locality steps as they are).
 */
export function similarSteps(base: Base): Array<QueryFilter<PropertyDoc>> {
  const locality = base.location?.locality?.trim();
  const city = base.location?.city?.trim();
  const places: Array<QueryFilter<PropertyDoc>> = [];
  if (city && locality) places.push({ "location.city": city, "location.locality": locality });
  if (city) places.push({ "location.city": city, ...(locality ? { "location.locality": { $ne: locality } } : {}) });
  const bhk = base.type !== "land" && base.bhk ? base.bhk : 0;
  const bedrooms: Array<QueryFilter<PropertyDoc>> = bhk
    ? [{ bhk }, { bhk: { $in: [bhk - 1, bhk + 1].filter((n) => n > 0) } }]
    : [{}];
  return bedrooms.flatMap((rooms) => places.map((where) => ({ ...rooms, ...where })));
}

/** Up to `limit` active listings matching `filter`, closest in price first: one index-backed scan each side of the price. */
async function closestInPrice(filter: QueryFilter<PropertyDoc>, price: number, limit: number) {
  const [above, below] = await Promise.all([
    Property.find({ ...filter, price: { $gte: price } }).sort({ price: 1, _id: 1 }).limit(limit).lean(),
    Property.find({ ...filter, price: { $lt: price } }).sort({ price: -1, _id: -1 }).limit(limit).lean(),
  ]);
  return [...above, ...below].sort((a, b) => Math.abs(a.price - price) - Math.abs(b.price - price)).slice(0, limit);
}

/**
 * The listings a family looking at this one would also consider (similarSteps), up to SIMILAR_LIMIT: empty
 * only when no active listing of its kind, BHK within one and city exists. Null when the listing is not live.
 */
export async function findSimilarProperties(id: string): Promise<PropertyJson[] | null> {
  await connectToDatabase();
  const base = await Property.findOne({ _id: id, isActive: true }, { type: 1, price: 1, bhk: 1, location: 1 }).lean();
  if (!base) return null;
  const found: PropertyDoc[] = [];
  for (const step of similarSteps(base)) {
    if (found.length >= SIMILAR_LIMIT) break;
    const filter = { ...step, isActive: true, type: base.type, _id: { $nin: [base._id, ...found.map((d) => d._id)] } };
    found.push(...((await closestInPrice(filter, base.price, SIMILAR_LIMIT - found.length)) as PropertyDoc[]));
  }
  return found.map(toPublicListing);
}
