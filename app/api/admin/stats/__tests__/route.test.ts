import { GET } from "@/app/api/admin/stats/route";
import { backfillListingFields } from "@/lib/listings";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { Message, Property, User, Visit } from "@/test/models";

beforeEach(resetDatabase);

describe("GET /api/admin/stats", () => {
  it("counts users, listings, messages and visit requests, and listings per month in order, summing to all listings", async () => {
    const { admin, user } = await adminAndUser();
    const months = ["2025-11-03", "2026-01-15", "2025-11-28", "2026-02-01", "2026-01-02", "2025-12-31"];
    for (const [i, day] of months.entries()) {
      await createProperty({ createdAt: new Date(`${day}T10:00:00Z`), isActive: i % 2 === 0 });
    }
    await Message.create({ name: "A", email: "a@example.in", subject: "general-inquiry", message: "Hello" });
    const listing = await Property.findOne().lean();
    // Every request counts, whatever its status.
    for (const status of ["requested", "scheduled", "cancelled"] as const) {
      await Visit.create({ user: user.user._id, property: listing!._id, preferredDate: "2026-12-01", status });
    }

    const { status, body } = await callRoute(GET, "/api/admin/stats", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      users: await User.countDocuments(),
      properties: await Property.countDocuments(),
      messages: await Message.countDocuments(),
      visits: 3,
      propertiesPerMonth: [
        { month: "2025-11", count: 2 },
        { month: "2025-12", count: 1 },
        { month: "2026-01", count: 2 },
        { month: "2026-02", count: 1 },
      ],
      // The three live ones were posted months ago and never confirmed: each is due its reminder.
      freshness: { due: 3, reminded: 0, expired: 0 },
    });
    expect(body.users).toBe(2);
    expect(body.properties).toBe(6);
    expect(body.propertiesPerMonth.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(6);
  });

  it("counts listings stored without a month key by their creation date", async () => {
    const { admin } = await adminAndUser();
    await Property.collection.insertOne({
      title: "Imported",
      price: 1,
      type: "rent",
      propertyType: "Flats/Apartments",
      createdAt: new Date("2024-07-09T00:00:00Z"),
    });
    await createProperty({ createdAt: new Date("2024-08-01T00:00:00Z") });
    await backfillListingFields();
    const { body } = await callRoute(GET, "/api/admin/stats", { cookie: admin.cookie });
    expect(body.propertiesPerMonth).toEqual([
      { month: "2024-07", count: 1 },
      { month: "2024-08", count: 1 },
    ]);
  });
});
