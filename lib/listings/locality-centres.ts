import type { QueryFilter } from "mongoose";
import { recordAudit, type AdminActor } from "@/lib/admin/audit";
import { expireListing, listingCacheState } from "@/lib/listings/cache";
import { connectToDatabase } from "@/lib/db";
import { InvalidInputError } from "@/lib/errors";
import { localityCentre, placeKeys } from "@/domain/geo/centres";
import { centrePoint, publicPoint } from "@/domain/geo/listing-point";
import type { LatLng } from "@/domain/geo/places-data";
import type { LocalityCentreInput } from "@/lib/validation/localities";
import { LocalityCentre } from "@/models/LocalityCentre";
import { distinctValues } from "@/lib/db/embedded-engine-gaps";
import { Property, type PropertyDoc } from "@/models/Property";

// The centres admins set for localities the built-in data (domain/geo/places-data.ts) does not know: one typed
// new on a listing form stands at its city's centre until an admin sets one; from then on its listings
// without a pin stand there. The domain code that makes a listing's point is browser-safe and reads no
// database: the centre is read here and handed to it (through the model's `$locals` on a save).

type Place = { city?: string | null; locality?: string | null };

/** The centre an admin set for a place's locality; undefined when the built-in data knows it, or none was set. */
export async function storedLocalityCentre(place: Place): Promise<LatLng | undefined> {
  const keys = placeKeys(place);
  if (!keys || localityCentre(place.city, place.locality)) return undefined;
  await connectToDatabase();
  const found = await LocalityCentre.findOne(
    { citySlug: keys.city, localitySlug: keys.locality },
    { lat: 1, lng: 1 },
  ).lean();
  return found ? { lat: found.lat, lng: found.lng } : undefined;
}

/**
 * Hands a listing about to be saved the centre set for its locality, so the model places it there when it
 * has no pin (models/Property.ts). Call it after the listing's place is set, just before `save()`.
 */
export async function withLocalityCentre<D extends { location?: Place | null; $locals: Record<string, unknown> }>(
  doc: D,
): Promise<D> {
  doc.$locals.localityCentre = await storedLocalityCentre(doc.location ?? {});
  return doc;
}

/** A locality that listings name and that has no centre: neither built in nor set by an admin. */
export type LocalityWithoutCentre = {
  city: string;
  locality: string;
  /** Live or waiting listings filed under it (any spelling of the same name). */
  listings: number;
  /** The newest of them. */
  example: { id: string; title: string };
};

/** The most localities one answer names; the rest show once these have centres. */
const WITHOUT_CENTRE_CAP = 100;

/** Live listings and those waiting for review: the ones an admin looks after. */
const LOOKED_AFTER: QueryFilter<PropertyDoc> = { $or: [{ isActive: true }, { awaitingReview: true }] };

/**
 * The localities named by live or waiting listings that have no centre, most listings first: each with its
 * city and the newest listing, for the admin to set one. Spellings with one slug ("New Colony", "new colony")
 * are one locality, named as most of its listings spell it.
 */
export async function localitiesWithoutCentre(limit = WITHOUT_CENTRE_CAP): Promise<LocalityWithoutCentre[]> {
  await connectToDatabase();
  const rows: Array<{ _id: unknown; n: number }> = await Property.aggregate([
    { $match: { ...LOOKED_AFTER, "location.locality": { $nin: [null, ""] } } },
    { $group: { _id: "$placeKey", n: { $sum: 1 } } },
  ]);
  const stored = await LocalityCentre.find({}, { citySlug: 1, localitySlug: 1 }).lean();
  const set = new Set(stored.map((c) => `${c.citySlug}|${c.localitySlug}`));
  type Entry = { city: string; locality: string; listings: number; spellings: Map<string, number>; keys: string[] };
  const found = new Map<string, Entry>();
  for (const row of rows) {
    if (typeof row._id !== "string") continue;
    const [city = "", locality = ""] = row._id.split("|");
    const keys = placeKeys({ city, locality });
    if (!keys || localityCentre(city, locality)) continue;
    const key = `${keys.city}|${keys.locality}`;
    if (set.has(key)) continue;
    const entry: Entry = found.get(key) ?? { city, locality, listings: 0, spellings: new Map(), keys: [] };
    entry.listings += row.n;
    entry.spellings.set(row._id, (entry.spellings.get(row._id) ?? 0) + row.n);
    entry.keys.push(row._id);
    found.set(key, entry);
  }
  const entries = [...found.values()]
    .map((entry) => {
      const [commonest] = [...entry.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const [city, locality] = commonest[0].split("|");
      return { ...entry, city, locality };
    })
    .sort((a, b) => b.listings - a.listings || a.city.localeCompare(b.city) || a.locality.localeCompare(b.locality))
    .slice(0, limit);
  const answer: LocalityWithoutCentre[] = [];
  for (const entry of entries) {
    const example = await Property.findOne({ ...LOOKED_AFTER, placeKey: { $in: entry.keys } }, { title: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean();
    if (!example) continue;
    answer.push({
      city: entry.city,
      locality: entry.locality,
      listings: entry.listings,
      example: { id: String(example._id), title: example.title },
    });
  }
  return answer;
}

/** A centre as the dashboard reads it. */
export type LocalityCentreJson = { city: string; locality: string; lat: number; lng: number; setAt: string };

const samePoint = (a: LatLng | null | undefined, b: LatLng | null | undefined) =>
  a?.lat === b?.lat && a?.lng === b?.lng;

/**
 * Sets (or moves) the centre of a locality the built-in data does not know. Every listing of that locality
 * without a pin of its own (its point approximate, as the city fallback placed it) moves to the new centre,
 * and one that shows only its area shows it there; pinned listings keep their pins. The pages that can show
 * a moved listing expire, and the change is in the audit log.
 */
export async function setLocalityCentre(
  actor: AdminActor,
  input: LocalityCentreInput,
): Promise<{ centre: LocalityCentreJson; moved: number }> {
  const keys = placeKeys(input);
  if (!keys) {
    const message = "Enter a locality and a city with letters or digits";
    throw new InvalidInputError(message, { locality: message });
  }
  if (localityCentre(input.city, input.locality)) {
    const message = `${input.locality} already has a centre on the map`;
    throw new InvalidInputError(message, { locality: message });
  }
  await connectToDatabase();
  const filter = { citySlug: keys.city, localitySlug: keys.locality };
  const previous = await LocalityCentre.findOne(filter).lean();
  const point = { lat: input.lat, lng: input.lng };
  const setAt = new Date();
  await LocalityCentre.updateOne(
    filter,
    {
      $set: {
        ...filter,
        city: input.city,
        locality: input.locality,
        ...point,
        setBy: { id: actor._id, name: actor.name ?? "" },
        setAt,
      },
    },
    { upsert: true, runValidators: true },
  );

  // The listings filed under the locality, in any spelling of it.
  const placeKeysUsed = await distinctValues(Property, "placeKey");
  const spellings = placeKeysUsed.filter((key): key is string => {
    if (typeof key !== "string") return false;
    const [city = "", locality = ""] = key.split("|");
    const found = placeKeys({ city, locality });
    return found?.city === keys.city && found.locality === keys.locality;
  });
  const docs = spellings.length
    ? await Property.find({ placeKey: { $in: spellings } }, { type: 1, isActive: 1, location: 1, mapPoint: 1 }).lean()
    : [];
  const writes = [];
  const changed = [];
  for (const doc of docs) {
    const location: NonNullable<typeof doc.location> | Record<string, never> = doc.location ?? {};
    const pinned = location.geo?.lat != null && location.geo.approximate === false;
    const geo = pinned ? location.geo : centrePoint(location, point);
    const mapPoint = publicPoint({ ...location, geo }, point);
    if (samePoint(geo, location.geo) && samePoint(mapPoint, doc.mapPoint)) continue;
    writes.push({
      updateOne: { filter: { _id: doc._id }, update: { $set: { "location.geo": geo, mapPoint } } },
    });
    changed.push(doc);
  }
  if (writes.length) await Property.bulkWrite(writes, { timestamps: false });
  for (const doc of changed) expireListing(listingCacheState(doc), listingCacheState(doc));
  await recordAudit(
    actor,
    "locality.centre",
    { type: "locality", id: `${keys.city}/${keys.locality}` },
    {
      centre: { before: previous ? { lat: previous.lat, lng: previous.lng } : null, after: point },
      ...(changed.length ? { listingsMoved: { before: null, after: changed.length } } : {}),
    },
  );
  return {
    centre: { city: input.city, locality: input.locality, ...point, setAt: setAt.toISOString() },
    moved: changed.length,
  };
}
