import type { QueryFilter, Types } from "mongoose";
import { boundsAround, haversineKm, type LatLng } from "@/domain/geo";
import { connectToDatabase } from "@/lib/db";
import { toPublicListing } from "@/lib/listings/serializers";
import type { PropertyJson } from "@/lib/listings/types";
import { Property, type PropertyDoc } from "@/models/Property";

/** Similar listings shown under a listing's page. */
export const SIMILAR_LIMIT = 8;

type Base = {
  type: string;
  price: number;
  bhk?: number | null;
  location?: { locality?: string | null; city?: string | null } | null;
};

/** One step of similar listings: which listings, and whether the nearest or the closest in price come first. */
export type SimilarStep = { filter: QueryFilter<PropertyDoc>; order: "price" | "nearest" };

/**
 * The steps similar listings are taken in, most similar first: the same kind always (plots beside plots);
 * for homes the same BHK first, then one either side; within each, the same locality (closest in price
 * first), then the rest of the city, nearest first (by the public points; closest in price first for a
 * listing without one).
 */
export function similarSteps(base: Base): SimilarStep[] {
  const locality = base.location?.locality?.trim();
  const city = base.location?.city?.trim();
  const places: SimilarStep[] = [];
  if (city && locality)
    places.push({ filter: { "location.city": city, "location.locality": locality }, order: "price" });
  if (city) {
    const elsewhere = locality ? { "location.locality": { $ne: locality } } : {};
    places.push({ filter: { "location.city": city, ...elsewhere }, order: "nearest" });
  }
  const bhk = base.type !== "land" && base.bhk ? base.bhk : 0;
  const bedrooms: Array<QueryFilter<PropertyDoc>> = bhk
    ? [{ bhk }, { bhk: { $in: [bhk - 1, bhk + 1].filter((n) => n > 0) } }]
    : [{}];
  return bedrooms.flatMap((rooms) => places.map((step) => ({ ...step, filter: { ...rooms, ...step.filter } })));
}

/** Up to `limit` active listings matching `filter`, closest in price first: one index-backed scan each side of the price. */
async function closestInPrice(filter: QueryFilter<PropertyDoc>, price: number, limit: number) {
  const [above, below] = await Promise.all([
    Property.find({ ...filter, price: { $gte: price } })
      .sort({ price: 1, _id: 1 })
      .limit(limit)
      .lean(),
    Property.find({ ...filter, price: { $lt: price } })
      .sort({ price: -1, _id: -1 })
      .limit(limit)
      .lean(),
  ]);
  return [...above, ...below].sort((a, b) => Math.abs(a.price - price) - Math.abs(b.price - price)).slice(0, limit);
}

/**
 * Squares around the listing searched in turn for its nearest neighbours, in km from its point to a side:
 * most searches stop at the first that holds enough, reading only the points of the listings inside it
 * (indexed latitude and longitude ranges); the city as a whole is the last resort.
 */
const NEAREST_REACH_KM = [3, 10, 30];

/** Up to `limit` listings matching `filter`, nearest to `point` first (ties: closest in price). */
async function nearest(filter: QueryFilter<PropertyDoc>, point: LatLng, price: number, limit: number) {
  type Candidate = { _id: Types.ObjectId; mapPoint?: LatLng | null; price: number };
  let candidates: Candidate[] = [];
  for (const km of NEAREST_REACH_KM) {
    const box = boundsAround(point, km);
    const within = {
      "mapPoint.lat": { $gte: box.south, $lte: box.north },
      "mapPoint.lng": { $gte: box.west, $lte: box.east },
    };
    candidates = await Property.find({ ...filter, ...within }, { mapPoint: 1, price: 1 }).lean<Candidate[]>();
    if (candidates.length >= limit) break;
  }
  if (candidates.length < limit)
    candidates = await Property.find(filter, { mapPoint: 1, price: 1 }).lean<Candidate[]>();
  const away = (c: Candidate) => (c.mapPoint ? haversineKm(point, c.mapPoint) : Number.POSITIVE_INFINITY);
  const chosen = candidates
    .map((c) => ({ c, km: away(c) }))
    .sort((a, b) => a.km - b.km || Math.abs(a.c.price - price) - Math.abs(b.c.price - price))
    .slice(0, limit)
    .map(({ c }) => String(c._id));
  const docs = await Property.find({ _id: { $in: chosen } }).lean();
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  return chosen.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The listings a family looking at this one would also consider (similarSteps), up to SIMILAR_LIMIT: empty
 * only when no active listing of its kind, BHK within one and city exists. Null when the listing is not live.
 */
export async function findSimilarProperties(id: string): Promise<PropertyJson[] | null> {
  await connectToDatabase();
  const base = await Property.findOne(
    { _id: id, isActive: true },
    { type: 1, price: 1, bhk: 1, location: 1, mapPoint: 1 },
  ).lean();
  if (!base) return null;
  const found: PropertyDoc[] = [];
  for (const step of similarSteps(base)) {
    const wanted = SIMILAR_LIMIT - found.length;
    if (wanted <= 0) break;
    const filter = {
      ...step.filter,
      isActive: true,
      type: base.type,
      _id: { $nin: [base._id, ...found.map((d) => d._id)] },
    };
    const point = base.mapPoint;
    found.push(
      ...((step.order === "nearest" && point
        ? await nearest(filter, point, base.price, wanted)
        : await closestInPrice(filter, base.price, wanted)) as PropertyDoc[]),
    );
  }
  return found.map(toPublicListing);
}
