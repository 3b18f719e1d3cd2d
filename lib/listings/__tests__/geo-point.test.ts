import { findPropertyById } from "@/lib/listings";
import { cityCentre, localityCentre } from "@/domain/geo";
import { Property } from "@/models/Property";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

const at = (locality: string) => ({
  address: `Lane 4, ${locality}`,
  locality,
  city: "Bhubaneswar",
  state: "Odisha",
  zipCode: "751024",
});
const centreOf = (locality: string) => {
  const { lat, lng } = localityCentre("Bhubaneswar", locality)!;
  return { lat, lng };
};

describe("a listing's point", () => {
  it("is its locality's centre, approximate, when nobody placed a pin", async () => {
    const created = await createProperty({ location: at("Patia") });
    const listing = await findPropertyById(created.id);
    expect(listing!.location!.geo).toEqual({ ...centreOf("Patia"), approximate: true });
    expect(listing!.location!.areaOnly).toBe(false);
    expect(listing).not.toHaveProperty("mapPoint");
  });

  it("is the pin, exact, when one was placed", async () => {
    const pin = { lat: 20.3561, lng: 85.8201, approximate: false };
    const created = await createProperty({ location: { ...at("Patia"), geo: pin } });
    expect((await findPropertyById(created.id))!.location!.geo).toEqual(pin);
  });

  it("shows the public only the locality's centre when the owner asks for the area alone", async () => {
    const pin = { lat: 20.3561, lng: 85.8201, approximate: false };
    const created = await createProperty({ location: { ...at("Patia"), geo: pin, areaOnly: true } });
    const listing = await findPropertyById(created.id);
    expect(listing!.location!.geo).toEqual({ ...centreOf("Patia"), approximate: true });
    expect(listing!.location!.areaOnly).toBe(true);
    expect(JSON.stringify(listing)).not.toContain("20.3561");
    // The pin itself is kept for the owner's and the admin's forms.
    expect((await Property.findById(created.id).lean())!.location!.geo).toEqual(pin);
  });

  it("falls back to the new locality's centre when the listing moves without a new pin, and keeps a new pin", async () => {
    const created = await createProperty({
      location: { ...at("Patia"), geo: { lat: 20.3561, lng: 85.8201, approximate: false } },
    });
    const doc = (await Property.findById(created.id))!;
    doc.set("location.locality", "Nayapalli");
    await doc.save();
    expect((await findPropertyById(created.id))!.location!.geo).toEqual({
      ...centreOf("Nayapalli"),
      approximate: true,
    });

    doc.set("location.locality", "Saheed Nagar");
    doc.set("location.geo", { lat: 20.2901, lng: 85.8455, approximate: false });
    await doc.save();
    expect((await findPropertyById(created.id))!.location!.geo).toEqual({
      lat: 20.2901,
      lng: 85.8455,
      approximate: false,
    });
  });

  it("is its city's centre, approximate, for a locality typed new, and left out only when the city is unknown", async () => {
    const created = await createProperty({ location: at("Nowhere Nagar") });
    const { lat, lng } = cityCentre("Bhubaneswar")!;
    expect((await findPropertyById(created.id))!.location!.geo).toEqual({ lat, lng, approximate: true });
    const lost = await createProperty({ location: { ...at("Harbour"), city: "Atlantis" } });
    expect((await findPropertyById(lost.id))!.location).not.toHaveProperty("geo");
  });
});
