import { connectToDatabase } from "@/lib/db";
import { centrePoint, publicPoint } from "@/domain/geo/listing-point";
import { placeKeys } from "@/domain/geo/centres";
import { placeSlug } from "@/domain/geo/place-slug";
import { LocalityCentre } from "@/models/LocalityCentre";
import { Property, placeKeyFor } from "@/models/Property";

/**
 * Stored listings brought up to the place pages and the map: every listing gets its place key (what the
 * place directory counts by), a listing without a locality gets the known locality its address names, if
 * one does, and a listing without a point gets its locality's centre, approximate (domain/geo), or is reported
 * when its place has no known centre. Safe to run again: it only touches listings that still lack one.
 */

export type LocalityFill = { id: string; title: string; locality?: string; address: string };
export type MigrationReport = {
  placeKeys: number;
  filled: LocalityFill[];
  unmatched: LocalityFill[];
  /** Listings given their place's centre; and those whose place has no known centre. */
  placed: number;
  unplaced: LocalityFill[];
};

/** The known locality an address names, as whole words (the longest when several fit), or undefined. */
export function localityInAddress(address: string, known: readonly string[]): string | undefined {
  const words = `-${placeSlug(address)}-`;
  return [...known]
    .filter((name) => placeSlug(name) && words.includes(`-${placeSlug(name)}-`))
    .sort((a, b) => placeSlug(b).length - placeSlug(a).length)[0];
}

const lacksLocality = {
  $or: [{ "location.locality": { $exists: false } }, { "location.locality": { $in: [null, ""] } }],
};

export async function migrateListingPlaces(): Promise<MigrationReport> {
  await connectToDatabase();
  const values: unknown[] = await Property.distinct("location.locality");
  const known = [...new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== ""))];

  const filled: LocalityFill[] = [];
  const unmatched: LocalityFill[] = [];
  for (const doc of await Property.find(lacksLocality)) {
    const address = doc.location?.address ?? "";
    const entry = { id: String(doc._id), title: doc.title, address };
    const locality = localityInAddress(address, known);
    if (!locality) {
      unmatched.push(entry);
      continue;
    }
    // Saved through the model, so its keywords and place key follow the new locality.
    doc.set("location.locality", locality);
    await doc.save({ timestamps: false });
    filled.push({ ...entry, locality });
  }

  // Listings stored before the place key existed, or written around the model: the key from their place.
  const missing = await Property.find({ placeKey: { $exists: false } }, { location: 1 }).lean();
  if (missing.length) {
    await Property.bulkWrite(
      missing.map((doc) => ({
        updateOne: { filter: { _id: doc._id }, update: { $set: { placeKey: placeKeyFor(doc.location) } } },
      })),
      { timestamps: false },
    );
  }
  return { placeKeys: missing.length, filled, unmatched, ...(await placeListings()) };
}

/**
 * Points for listings without one (their place's centre, approximate), and the public point of listings
 * that have a point but were written around the model. Written with one bulk write, around the model: only
 * these two fields change.
 */
async function placeListings(): Promise<Pick<MigrationReport, "placed" | "unplaced">> {
  const unplaced: LocalityFill[] = [];
  const writes = [];
  let placed = 0;
  const docs = await Property.find(
    { $or: [{ "location.geo.lat": { $exists: false } }, { "mapPoint.lat": { $exists: false } }] },
    { title: 1, location: 1 },
  ).lean();
  // The centres admins set for localities typed new (lib/listings/locality-centres.ts), before the city's.
  const centres = new Map(
    (await LocalityCentre.find({}, { citySlug: 1, localitySlug: 1, lat: 1, lng: 1 }).lean()).map((c) => [
      `${c.citySlug}|${c.localitySlug}`,
      { lat: c.lat, lng: c.lng },
    ]),
  );
  for (const doc of docs) {
    const location: NonNullable<typeof doc.location> | Record<string, never> = doc.location ?? {};
    const keys = placeKeys(location);
    const stored = keys ? centres.get(`${keys.city}|${keys.locality}`) : undefined;
    const geo = location.geo?.lat != null ? location.geo : centrePoint(location, stored);
    if (!geo) {
      unplaced.push({
        id: String(doc._id),
        title: doc.title,
        locality: location.locality ?? undefined,
        address: location.address ?? "",
      });
      continue;
    }
    if (!location.geo) placed += 1;
    writes.push({
      updateOne: {
        filter: { _id: doc._id },
        update: { $set: { "location.geo": geo, mapPoint: publicPoint({ ...location, geo }, stored) } },
      },
    });
  }
  if (writes.length) await Property.bulkWrite(writes, { timestamps: false });
  return { placed, unplaced };
}

/** A listing filed under one locality whose address names another known one, and where it belongs. */
export type MisfiledListing = { id: string; title: string; address: string; locality: string; named: string };

/** The most listings one report names; the rest show once these are moved. */
export const MISFILED_REPORT_CAP = 200;

/**
 * Listings whose address names a known locality other than the one they are filed under, and not the one
 * they are filed under ("Behind KIIT Campus 6, Patia" filed under KIIT Square): `npm run migrate` reports
 * them and the admin's dashboard offers to move each to the locality its address names.
 */
export async function findMisfiledListings(limit = MISFILED_REPORT_CAP): Promise<MisfiledListing[]> {
  await connectToDatabase();
  const values: unknown[] = await Property.distinct("location.locality");
  const known = [...new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== ""))];
  const found: MisfiledListing[] = [];
  const docs = await Property.find(
    { "location.locality": { $nin: [null, ""] }, "location.address": { $nin: [null, ""] } },
    { title: 1, location: 1 },
  )
    .sort({ createdAt: -1, _id: -1 })
    .lean();
  for (const doc of docs) {
    const address = doc.location?.address ?? "";
    const locality = doc.location?.locality ?? "";
    const named = localityInAddress(address, known);
    if (!named || placeSlug(named) === placeSlug(locality)) continue;
    // The address names the filed locality too (e.g. a landmark of another one): not misfiled.
    if (localityInAddress(address, [locality])) continue;
    found.push({ id: String(doc._id), title: doc.title, address, locality, named });
    if (found.length >= limit) break;
  }
  return found;
}
