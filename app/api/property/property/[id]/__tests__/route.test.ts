import { GET } from "@/app/api/property/property/[id]/route";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const get = async (id: string) => {
  const response = await GET(jsonRequest(`/api/property/property/${id}`), routeContext({ id }));
  return { status: response.status, body: await response.json() };
};

beforeAll(resetDatabase);

describe("GET /api/property/property/{id}", () => {
  it("answers the listing", async () => {
    const property = await createProperty({ title: "Villa in Khandagiri" });
    const { status, body } = await get(property.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, property: { _id: property.id, title: "Villa in Khandagiri" } });
  });

  it("answers 404 for an unknown id", async () => {
    const { status, body } = await get("64b7f0c2a1b2c3d4e5f60718");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Property not found" });
  });

  it("answers 404, not 500, for a malformed id", async () => {
    for (const id of ["6", "not-an-id", '{"$gt":""}']) {
      expect((await get(id)).status).toBe(404);
    }
  });

  it("hides an inactive listing", async () => {
    const property = await createProperty({ isActive: false });
    expect((await get(property.id)).status).toBe(404);
  });
});
