import { GET } from "@/app/api/admin/properties/route";
import { backfillListingFields } from "@/lib/listings";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { Property } from "@/test/models";

let cookie = "";
const list = async (query: string) => (await callRoute(GET, `/api/admin/properties${query}`, { cookie })).body;
const titles = (body: { properties: Array<{ title: string }> }) => body.properties.map((p) => p.title);

beforeAll(async () => {
  await resetDatabase();
  cookie = (await adminAndUser()).admin.cookie;
  const day = 24 * 3600 * 1000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  await createProperty({ title: "Live Flat Patia", price: 20000, createdAt: at(5) });
  const elsewhere = { address: "Road 2, Nayapalli", city: "Bhubaneswar", state: "Odisha", zipCode: "751012" };
  await createProperty({
    title: "Switched Off Flat",
    price: 8000,
    isActive: false,
    createdAt: at(4),
    location: elsewhere,
  });
  await createProperty({
    title: "Waiting Owner Flat Patia",
    price: 15000,
    source: "public",
    isActive: false,
    owner: { name: "Owner", phone: "9437123456", email: "o@example.in" },
    createdAt: at(3),
  });
  await createProperty({
    title: "Live Villa Khandagiri",
    price: 9_000_000,
    type: "sale",
    createdAt: at(2),
    location: elsewhere,
  });
});

describe("GET /api/admin/properties", () => {
  it("lists every listing newest first, with paging and the total", async () => {
    const body = await list("?page=1&limit=3");
    expect(body).toMatchObject({ success: true, total: 4, page: 1, limit: 3 });
    expect(titles(body)).toEqual(["Live Villa Khandagiri", "Waiting Owner Flat Patia", "Switched Off Flat"]);
    expect(titles(await list("?page=2&limit=3"))).toEqual(["Live Flat Patia"]);
  });

  it("filters by status: active, inactive, and pending submissions", async () => {
    expect(titles(await list("?status=active"))).toEqual(["Live Villa Khandagiri", "Live Flat Patia"]);
    expect(titles(await list("?status=inactive"))).toEqual(["Switched Off Flat"]);
    const pending = await list("?status=pending");
    expect(titles(pending)).toEqual(["Waiting Owner Flat Patia"]);
    expect(pending.properties[0]).toMatchObject({
      status: "pending",
      source: "submission",
      owner: { phone: "9437123456" },
    });
  });

  it("sorts by age and price, and searches title and place words", async () => {
    expect(titles(await list("?sort=oldest"))[0]).toBe("Live Flat Patia");
    expect(titles(await list("?sort=price-asc"))).toEqual([
      "Switched Off Flat",
      "Waiting Owner Flat Patia",
      "Live Flat Patia",
      "Live Villa Khandagiri",
    ]);
    expect(titles(await list("?sort=price-desc"))[0]).toBe("Live Villa Khandagiri");
    expect(titles(await list("?q=patia&sort=price-asc"))).toEqual(["Waiting Owner Flat Patia", "Live Flat Patia"]);
    expect(titles(await list("?q=patia&status=pending"))).toEqual(["Waiting Owner Flat Patia"]);
    expect((await list("?q=nowhere")).total).toBe(0);
  });

  it("names the price orders as the public list does, price_asc and price_desc, keeping the older names", async () => {
    expect(titles(await list("?sort=price_asc"))).toEqual(titles(await list("?sort=price-asc")));
    expect(titles(await list("?sort=price_desc"))).toEqual(titles(await list("?sort=price-desc")));
    expect(titles(await list("?sort=price_desc"))[0]).toBe("Live Villa Khandagiri");
  });

  it("refuses unknown statuses, sorts and operator-shaped queries", async () => {
    for (const query of ["?status=deleted", "?sort=views", "?q[$ne]=x", "?limit=500"]) {
      expect((await callRoute(GET, `/api/admin/properties${query}`, { cookie })).status).toBe(400);
    }
  });

  it("puts submissions stored before the review flag existed into the pending queue", async () => {
    const legacy = await createProperty({ title: "Legacy Submission", source: "public", isActive: false });
    await Property.updateOne({ _id: legacy._id }, { $unset: { awaitingReview: 1, createdMonth: 1 } });
    await backfillListingFields();
    expect(titles(await list("?status=pending"))).toContain("Legacy Submission");
    expect((await Property.findById(legacy._id).lean())?.createdMonth).toMatch(/^\d{4}-\d{2}$/);
    await Property.deleteOne({ _id: legacy._id });
  });
});
