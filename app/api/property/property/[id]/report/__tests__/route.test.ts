import { POST } from "@/app/api/property/property/[id]/report/route";
import { ALREADY_REPORTED } from "@/lib/messages";
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

  it("takes one report per reporter and listing a day", async () => {
    const property = await createProperty();
    const first = await report(property.id, { reason: "Duplicate listing", email: "same@example.in" });
    expect(first.status).toBe(201);
    const again = await report(property.id, { reason: "Incorrect details", email: "Same@Example.in" });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: ALREADY_REPORTED } });
    const elsewhere = await report((await createProperty()).id, {
      reason: "Duplicate listing",
      email: "same@example.in",
    });
    expect(elsewhere.status).toBe(201);
  });

  it("stores exactly one of six identical reports sent at once; the others answer 409", async () => {
    const property = await createProperty();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        report(property.id, { reason: "Duplicate listing", email: "burst@example.in" }, fromAddress("203.0.113.80")),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe(ALREADY_REPORTED);
    expect(await Message.countDocuments({ property: property.id, kind: "report" })).toBe(1);
  });

  it("does not let other reporters use up a listing's reports: a genuine one still gets through", async () => {
    const property = await createProperty();
    for (let i = 0; i < 20; i++) {
      const { status } = await report(
        property.id,
        { reason: "Duplicate listing", email: `flood${i}@example.in` },
        fromAddress(`198.51.100.${i + 1}`),
      );
      expect(status).toBe(201);
    }
    const genuine = await report(
      property.id,
      { reason: "Already rented or sold", email: "neighbour@example.in" },
      fromAddress("203.0.113.81"),
    );
    expect(genuine.status).toBe(201);
    expect(await Message.countDocuments({ property: property.id, kind: "report" })).toBe(21);
  });

  it("limits how many reports one e-mail address sends in a day, whatever the network", async () => {
    const limit = LIMITS.listingReportPerEmail.points;
    for (let i = 0; i < limit; i++) {
      const { status } = await report(
        (await createProperty()).id,
        { reason: "Duplicate listing", email: "busy@example.in" },
        fromAddress(`198.51.100.${100 + i}`),
      );
      expect(status).toBe(201);
    }
    const refused = await report(
      (await createProperty()).id,
      { reason: "Duplicate listing", email: "BUSY@example.in" },
      fromAddress("203.0.113.82"),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many reports from this e-mail address/);
    expect(await Message.countDocuments({ email: "busy@example.in" })).toBe(limit);
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
