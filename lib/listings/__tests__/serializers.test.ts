import { Types } from "mongoose";
import { findPropertyById } from "@/lib/listings";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";

beforeEach(resetDatabase);

describe("a listing as it leaves the server", () => {
  it("carries string ids and ISO dates, and never the search keywords", async () => {
    const created = await createProperty({ title: "Sea-facing flat in Puri" });
    const listing = await findPropertyById(created.id);

    expect(listing).toMatchObject({ _id: created.id, title: "Sea-facing flat in Puri", type: "rent" });
    expect(listing!.createdAt).toBe(created.createdAt.toISOString());
    expect(listing!.updatedAt).toBe(created.updatedAt.toISOString());
    for (const hidden of ["keywords", "nearbyKeywords", "__v"]) expect(listing).not.toHaveProperty(hidden);
    const values = Object.values(listing!);
    expect(values.some((v) => v instanceof Date || v instanceof Types.ObjectId)).toBe(false);
  });

  it("carries what a renter asks: furnishing, deposit, available-from date, owner or agent; older listings leave them out", async () => {
    const created = await createProperty({
      furnishing: "Semi-Furnished",
      securityDeposit: 32000,
      availableFrom: new Date("2026-08-01T00:00:00Z"),
      postedBy: "owner",
    });
    expect(await findPropertyById(created.id)).toMatchObject({
      furnishing: "Semi-Furnished",
      securityDeposit: 32000,
      availableFrom: "2026-08-01T00:00:00.000Z",
      postedBy: "owner",
    });
    const older = await findPropertyById((await createProperty()).id);
    expect(older!.availableFrom).toBeUndefined();
    expect(older!.postedBy).toBeUndefined();
    expect(older!.securityDeposit).toBeUndefined();
  });
});
