import { POST } from "@/app/api/property/property/[id]/view/route";
import { Property } from "@/test/models";
import { createProperty } from "@/test/factories";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const view = async (id: string) => {
  const response = await POST(
    jsonRequest(`/api/property/property/${id}/view`, { method: "POST" }),
    routeContext({ id }),
  );
  return { status: response.status, body: await response.json() };
};

beforeAll(resetDatabase);

describe("POST /api/property/property/{id}/view", () => {
  it("adds one view per call without touching the listing's updatedAt", async () => {
    const property = await createProperty({ views: 7 });
    const before = await Property.findById(property._id).lean();
    expect(await view(property.id)).toEqual({ status: 200, body: { success: true } });
    expect(await view(property.id)).toEqual({ status: 200, body: { success: true } });
    const after = await Property.findById(property._id).lean();
    expect(after!.views).toBe(9);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it("answers 404 for unknown, inactive and malformed ids and counts nothing", async () => {
    const inactive = await createProperty({ isActive: false, views: 0 });
    for (const id of ["64b7f0c2a1b2c3d4e5f60718", inactive.id, "abc", '{"$gt":""}']) {
      const { status, body } = await view(id);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Property not found" });
    }
    expect((await Property.findById(inactive._id).lean())!.views).toBe(0);
  });
});
