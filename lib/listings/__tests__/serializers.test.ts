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
});
