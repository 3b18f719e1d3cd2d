import { findPlaceDirectory } from "@/lib/listings";
import { localityInAddress, migrateListingPlaces } from "@/lib/listings/migrate";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";

beforeEach(resetDatabase);

describe("localityInAddress", () => {
  const known = ["Patia", "Saheed Nagar", "Nagar", "Old Town"];
  it("finds a known locality named as whole words, the longest when several fit", () => {
    expect(localityInAddress("Plot 5, near Big Bazaar, Saheed Nagar, Bhubaneswar", known)).toBe("Saheed Nagar");
    expect(localityInAddress("Lane 3, PATIA square", known)).toBe("Patia");
    expect(localityInAddress("Old-Town, near Lingaraj", known)).toBe("Old Town");
    expect(localityInAddress("Patiala House", known)).toBeUndefined();
    expect(localityInAddress("", known)).toBeUndefined();
  });
});

describe("migrateListingPlaces", () => {
  it("fills missing localities from addresses, reports the rest, and stores every place key", async () => {
    await createProperty({ location: { address: "Lane 1", city: "Bhubaneswar", locality: "Patia" } });
    const named = await createProperty({ location: { address: "Lane 9, Patia, Bhubaneswar", city: "Bhubaneswar" } });
    const vague = await createProperty({ location: { address: "Near the big temple", city: "Bhubaneswar" } });
    // A listing written around the model, from before the place key existed.
    const old = await createProperty({ location: { address: "Lane 2", city: "Cuttack", locality: "Buxi Bazaar" } });
    await Property.collection.updateOne({ _id: old._id }, { $unset: { placeKey: "" } });

    const report = await migrateListingPlaces();
    expect(report.filled).toEqual([expect.objectContaining({ id: String(named._id), locality: "Patia" })]);
    expect(report.unmatched).toEqual([expect.objectContaining({ id: String(vague._id) })]);
    expect(report.placeKeys).toBe(1);

    const stored = await Property.findById(named._id).select("+keywords").lean();
    expect(stored!.location!.locality).toBe("Patia");
    expect(stored!.placeKey).toBe("Bhubaneswar|Patia");
    expect((await Property.findById(old._id).lean())!.placeKey).toBe("Cuttack|Buxi Bazaar");
    const directory = await findPlaceDirectory();
    expect(directory.cities.find((c) => c.slug === "bhubaneswar")!.localities[0]).toMatchObject({
      name: "Patia",
      counts: { rent: 2, sale: 0, land: 0 },
    });

    // Run again: nothing more to do.
    expect(await migrateListingPlaces()).toMatchObject({ placeKeys: 0, filled: [] });
  });
});
