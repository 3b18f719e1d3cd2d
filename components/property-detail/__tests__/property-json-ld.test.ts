import { propertyStructuredData } from "@/components/property-detail/property-json-ld";
import { findPropertyById } from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

beforeEach(resetDatabase);

const patia = { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" };
const pin = { lat: 20.3561, lng: 85.8201, approximate: false };
const structured = async (location: Record<string, unknown>) => {
  const created = await createProperty({ location });
  return propertyStructuredData((await findPropertyById(created.id))!).itemOffered as Record<string, unknown>;
};

describe("the listing's JSON-LD", () => {
  it("gives the coordinates of a pin placed on the map", async () => {
    expect((await structured({ ...patia, geo: pin })).geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: pin.lat,
      longitude: pin.lng,
    });
  });

  it("gives none for a locality's centre, nor for an owner who shows only the area", async () => {
    expect(await structured(patia)).not.toHaveProperty("geo");
    expect(await structured({ ...patia, geo: pin, areaOnly: true })).not.toHaveProperty("geo");
  });
});
