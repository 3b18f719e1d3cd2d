import { GET } from "@/app/api/admin/properties/misfiled/route";
import { PUT } from "@/app/api/property/property/[id]/route";
import { findMisfiledListings } from "@/lib/listings";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { Property } from "@/test/models";

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

const at = (title: string, address: string, locality: string) =>
  createProperty({ title, location: { address, locality, city: "Bhubaneswar", state: "Odisha", zipCode: "751024" } });

describe("GET /api/admin/properties/misfiled", () => {
  it("reports each listing whose address names another known locality, and the admin moves it with one edit", async () => {
    const { admin, user } = await adminAndUser();
    await at("Patia flat", "Lane 2, Patia", "Patia");
    await at("KIIT Square flat", "Near KIIT Square", "KIIT Square");
    const misfiled = await at("Campus flat", "Behind KIIT Campus 6, Patia", "KIIT Square");
    // Names its own locality as well as another: filed where its address says.
    await at("Both named", "Patia Road, near KIIT Square", "KIIT Square");
    await at("No known name", "Plot 9, Sector 3", "Nayapalli");

    expect((await callRoute(GET, "/api/admin/properties/misfiled", { cookie: user.cookie })).status).toBe(403);
    const { status, body } = await callRoute(GET, "/api/admin/properties/misfiled", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.listings).toEqual([
      {
        id: misfiled.id,
        title: "Campus flat",
        address: "Behind KIIT Campus 6, Patia",
        locality: "KIIT Square",
        named: "Patia",
      },
    ]);

    // The dashboard's "Move to Patia": the listing's own edit, with the locality the address names.
    const moved = await callRoute(PUT, `/api/property/property/${misfiled.id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { location: { locality: "Patia" } },
      params: { id: misfiled.id },
    });
    expect(moved.status).toBe(200);
    expect((await Property.findById(misfiled.id).lean())?.location?.locality).toBe("Patia");
    expect(await findMisfiledListings()).toEqual([]);
  });
});
