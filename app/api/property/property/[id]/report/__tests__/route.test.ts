import { POST } from "@/app/api/property/property/[id]/report/route";
import { REPORTS_PER_LISTING_PER_DAY } from "@/lib/messages";
import { LIMITS } from "@/lib/rate-limit";
import { Message } from "@/test/models";
import { createProperty } from "@/test/factories";
import { fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const report = async (id: string, json: unknown, headers: Record<string, string> = {}) => {
  const response = await POST(
    jsonRequest(`/api/property/property/${id}/report`, { method: "POST", json, headers }),
    routeContext({ id }),
  );
  return { status: response.status, body: await response.json() };
};

beforeEach(resetDatabase);

describe("POST /api/property/property/{id}/report", () => {
  it("stores the report as a message for the admins, linked to the listing", async () => {
    const property = await createProperty({ title: "Plot in Tamando" });
    const { status, body } = await report(property.id, {
      reason: "Already rented or sold",
      details: "Owner said it was sold last week.",
      email: "Visitor@Example.in",
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const stored = await Message.findOne({ property: property.id }).lean();
    expect(stored).toMatchObject({
      kind: "report",
      email: "visitor@example.in",
      subject: "listing-report",
      message: "Already rented or sold: Owner said it was sold last week.",
      propertyDetails: { title: "Plot in Tamando", reason: "Already rented or sold" },
    });
  });

  it("refuses bad input, including injection-shaped bodies, and stores nothing", async () => {
    const property = await createProperty();
    const cases: Array<[unknown, string | RegExp]> = [
      [{ reason: "Because", email: "a@b.in" }, "Choose a reason"],
      [{ reason: "Other", email: "a@b.in" }, "Tell us what is wrong with this listing"],
      [{ reason: "Duplicate listing", email: "nope" }, "Enter a valid email address"],
      [{ reason: { $ne: null }, email: "a@b.in" }, "Choose a reason"],
      [{ reason: "Duplicate listing", email: { $gt: "" } }, "Enter a valid email address"],
      [{ reason: "Duplicate listing", email: "a@b.in", property: "x" }, /Unrecognized key/],
      [{ reason: "Other", details: "x".repeat(1001), email: "a@b.in" }, /under 1000/],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await report(property.id, json);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect(await Message.countDocuments()).toBe(0);
  });

  it("answers 404 for unknown, inactive and malformed ids", async () => {
    const inactive = await createProperty({ isActive: false });
    for (const id of ["64b7f0c2a1b2c3d4e5f60718", inactive.id, "6"]) {
      const { status } = await report(id, { reason: "Duplicate listing", email: "a@b.in" });
      expect(status).toBe(404);
    }
    expect(await Message.countDocuments()).toBe(0);
  });

  it("takes one report per reporter and listing a day, and caps reports per listing", async () => {
    const property = await createProperty();
    const first = await report(property.id, { reason: "Duplicate listing", email: "same@example.in" });
    expect(first.status).toBe(201);
    const again = await report(property.id, { reason: "Incorrect details", email: "same@example.in" });
    expect(again.status).toBe(409);

    await Message.insertMany(
      Array.from({ length: REPORTS_PER_LISTING_PER_DAY }, (_, i) => ({
        name: `r${i}`,
        email: `r${i}@example.in`,
        subject: "listing-report",
        message: "Duplicate listing",
        kind: "report",
        property: property._id,
      })),
    );
    const capped = await report(property.id, { reason: "Duplicate listing", email: "new@example.in" });
    expect(capped.status).toBe(429);
    expect(await Message.countDocuments({ property: property.id })).toBe(REPORTS_PER_LISTING_PER_DAY + 1);
  });

  it("limits how many reports one client address sends in an hour, across listings", async () => {
    const listings = [await createProperty(), await createProperty()];
    const headers = fromAddress("203.0.113.30");
    for (let i = 0; i < LIMITS.listingReportPerIp.points; i++) {
      const { status } = await report(
        listings[i % 2].id,
        { reason: "Duplicate listing", email: `r${i}@example.in` },
        headers,
      );
      expect(status).toBe(201);
    }
    const refused = await report(listings[0].id, { reason: "Duplicate listing", email: "late@example.in" }, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many reports from your network/);
  });
});
