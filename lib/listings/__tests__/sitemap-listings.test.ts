import { findSitemapListings } from "@/lib/listings";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";

beforeEach(resetDatabase);

describe("findSitemapListings", () => {
  it("lists active listings newest first with their cover picture, and drops one once deactivated", async () => {
    const older = await createProperty({ images: [{ url: "/images/listings/villa-1.jpg", isPrimary: true }] });
    const newer = await createProperty({ images: [], pictures: ["/images/listings/plot-2.jpg"] });
    await createProperty({ isActive: false });

    const listed = await findSitemapListings();
    expect(listed.map((p) => p._id)).toEqual([String(newer._id), String(older._id)]);
    expect(listed[0]).toMatchObject({ cover: "/images/listings/plot-2.jpg", updatedAt: expect.any(String) });
    expect(listed[1].cover).toBe("/images/listings/villa-1.jpg");

    await Property.updateOne({ _id: newer._id }, { $set: { isActive: false } });
    expect((await findSitemapListings()).map((p) => p._id)).toEqual([String(older._id)]);
  });
});
