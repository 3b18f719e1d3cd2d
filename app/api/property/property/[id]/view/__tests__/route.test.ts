import { POST } from "@/app/api/property/property/[id]/view/route";
import { Property } from "@/test/models";
import { createProperty } from "@/test/factories";
import { fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

/** A view from a visitor at `address`, with whatever X-Forwarded-For it chose to send. */
const view = async (id: string, address = "203.0.113.20", forwardedFor?: string) => {
  const headers = fromAddress(address, forwardedFor);
  const response = await POST(
    jsonRequest(`/api/property/property/${id}/view`, { method: "POST", headers }),
    routeContext({ id }),
  );
  return { status: response.status, body: await response.json() };
};

beforeAll(resetDatabase);

describe("POST /api/property/property/{id}/view", () => {
  it("counts one view per visitor per listing per day, without touching the listing's updatedAt", async () => {
    const property = await createProperty({ views: 7 });
    const before = await Property.findById(property._id).lean();
    for (let i = 0; i < 5; i++) {
      expect(await view(property.id, "203.0.113.21")).toEqual({ status: 200, body: { success: true } });
    }
    // A new X-Forwarded-For on every call does not make a new visitor: the address appended to it decides.
    for (const forwardedFor of ["10.9.9.9", "10.9.9.10, 198.51.100.1"]) {
      expect(await view(property.id, "203.0.113.21", forwardedFor)).toEqual({ status: 200, body: { success: true } });
    }
    expect(await view(property.id, "203.0.113.22")).toEqual({ status: 200, body: { success: true } });
    const after = await Property.findById(property._id).lean();
    expect(after!.views).toBe(9);
    expect(after!.updatedAt).toEqual(before!.updatedAt);

    const other = await createProperty({ views: 0 });
    await view(other.id, "203.0.113.21");
    expect((await Property.findById(other._id).lean())!.views).toBe(1);
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
