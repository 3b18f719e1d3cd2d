import { findGoneListing } from "@/lib/owners";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

beforeEach(resetDatabase);

const place = (locality: string) => ({
  address: `Lane 2, ${locality}`,
  locality,
  city: "Bhubaneswar",
  state: "Odisha",
});

describe("a closed listing's page", () => {
  it("names similar live listings of its kind in the same locality, never itself or closed ones", async () => {
    const closed = await createProperty({
      source: "public",
      location: place("Patia"),
      isActive: false,
      closedAt: new Date(),
      closedReason: "rented",
    });
    const near = await createProperty({ location: place("Patia") });
    await createProperty({ location: place("Patia"), type: "sale" });
    await createProperty({ location: place("Nayapalli") });
    await createProperty({ location: place("Patia"), isActive: false });

    const gone = await findGoneListing(String(closed._id));
    expect(gone).toMatchObject({ reason: "rented", location: { city: "Bhubaneswar", locality: "Patia" } });
    expect(gone?.similar.map((l) => l._id)).toEqual([String(near._id)]);
  });

  it("falls back to the city when the locality has nothing live", async () => {
    const closed = await createProperty({ location: place("Patia"), isActive: false, closedAt: new Date() });
    const elsewhere = await createProperty({ location: place("Nayapalli") });
    const gone = await findGoneListing(String(closed._id));
    expect(gone?.similar.map((l) => l._id)).toEqual([String(elsewhere._id)]);
  });

  it("is null for a live, a pending or an unknown listing (those pages show it or say 404)", async () => {
    const live = await createProperty();
    const pending = await createProperty({ source: "public", isActive: false });
    for (const id of [String(live._id), String(pending._id), "64b7f0c2a1b2c3d4e5f60718", "not-an-id"]) {
      expect(await findGoneListing(id)).toBeNull();
    }
  });
});
