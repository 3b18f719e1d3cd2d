import { cityCentre, localityCentre } from "@/domain/geo";
import { migrateListingPlaces } from "@/lib/listings/migrate";
import { seedDemoContent, seedSynthetic } from "@/scripts/seed-database";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";

beforeEach(resetDatabase);

/** A listing as stored before listings had points: written around the model, without one. */
async function fromBeforePoints(location: Record<string, unknown>) {
  const doc = await createProperty({ location });
  await Property.collection.updateOne({ _id: doc._id }, { $unset: { "location.geo": "", mapPoint: "" } });
  return String(doc._id);
}

describe("migrate gives listings their points", () => {
  it("places every listing without one at its locality's centre, approximate, and reports those it cannot place", async () => {
    const patia = await fromBeforePoints({ address: "Lane 1", city: "Bhubaneswar", locality: "Patia" });
    const cuttack = await fromBeforePoints({ address: "Lane 2", city: "Cuttack", locality: "buxi bazaar" });
    const nowhere = await fromBeforePoints({
      address: "Near the tank",
      city: "Bhubaneswar",
      locality: "Nowhere Nagar",
    });
    const pinned = await createProperty({
      location: { city: "Bhubaneswar", locality: "Patia", geo: { lat: 20.3561, lng: 85.8201, approximate: false } },
    });

    const atlantis = await fromBeforePoints({ address: "Pier 4", city: "Atlantis", locality: "Harbour" });

    const report = await migrateListingPlaces();
    // A locality typed new stands at its city's centre; only a listing of an unknown city has nowhere to go.
    expect(report.placed).toBe(3);
    expect(report.unplaced).toEqual([expect.objectContaining({ id: atlantis, locality: "Harbour" })]);
    const city = cityCentre("Bhubaneswar")!;
    expect((await Property.findById(nowhere).lean())!.location!.geo).toEqual({
      lat: city.lat,
      lng: city.lng,
      approximate: true,
    });

    const stored = async (id: string) => (await Property.findById(id).lean())!;
    const { lat, lng } = localityCentre("Bhubaneswar", "Patia")!;
    expect((await stored(patia)).location!.geo).toEqual({ lat, lng, approximate: true });
    expect((await stored(patia)).mapPoint).toEqual({ lat, lng, approximate: true });
    const buxi = localityCentre("Cuttack", "Buxi Bazaar")!;
    expect((await stored(cuttack)).location!.geo).toEqual({ lat: buxi.lat, lng: buxi.lng, approximate: true });
    expect((await stored(String(pinned._id))).location!.geo).toEqual({
      lat: 20.3561,
      lng: 85.8201,
      approximate: false,
    });

    // Run again: nothing more to place; the one of an unknown city is still reported.
    expect(await migrateListingPlaces()).toMatchObject({
      placed: 0,
      unplaced: [expect.objectContaining({ id: atlantis })],
    });
  });

  it("finds every demo and synthetic listing placed, a mix of exact pins and approximate centres", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    try {
      await seedDemoContent();
      await seedSynthetic(400);
    } finally {
      log.mockRestore();
    }
    expect(await migrateListingPlaces()).toMatchObject({ placed: 0, unplaced: [] });
    const total = await Property.countDocuments();
    expect(await Property.countDocuments({ "mapPoint.lat": { $exists: true } })).toBe(total);
    const exact = await Property.countDocuments({ "location.geo.approximate": false });
    expect(exact).toBeGreaterThan(total / 2);
    expect(exact).toBeLessThan(total);
  });
});
