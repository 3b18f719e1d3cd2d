import { POST } from "@/app/api/contact-agent/route";
import { GET as listProperties } from "@/app/api/property/property/route";
import { LIMITS } from "@/lib/rate-limit";
import { Message } from "@/test/models";
import { createProperty } from "@/test/factories";
import { fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const send = async (json: unknown, headers: Record<string, string> = {}) => {
  const response = await POST(jsonRequest("/api/contact-agent", { method: "POST", json, headers }), routeContext({}));
  return { status: response.status, body: await response.json() };
};

const visitor = {
  name: "Ritika Mishra",
  phone: "98610 12345",
  email: "Ritika@Example.in",
  message: "Can I visit on Saturday morning?",
  subject: "site-visit-request",
};

beforeEach(resetDatabase);

describe("POST /api/contact-agent", () => {
  it("stores the message linked to the listing, with the listing's facts from the database", async () => {
    const property = await createProperty({ title: "3BHK in Saheed Nagar", price: 32000 });
    const { status, body } = await send({
      ...visitor,
      // The old client's payload carries its own copy of the listing, here deliberately wrong except for the id.
      propertyDetails: {
        id: property.id,
        title: "Something else",
        price: 1,
        type: "rent",
        location: "Patia, Bhubaneswar",
        area: 1200,
        bhk: 3,
        propertyType: "Flats/Apartments",
        description: "Nice",
        images: ["/images/listings/apartment-1.jpg", { url: "/images/listings/interior-1.jpg", isPrimary: false }],
      },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, routedTo: "team", message: "Message sent successfully!" });

    const stored = await Message.findOne({ property: property.id }).lean();
    expect(stored).toMatchObject({
      kind: "agent",
      name: "Ritika Mishra",
      email: "ritika@example.in",
      phone: "9861012345",
      subject: "site-visit-request",
      message: "Can I visit on Saturday morning?",
      propertyDetails: { title: "3BHK in Saheed Nagar", price: 32000, type: "rent" },
    });
    expect((stored as { propertyDetails?: { images?: string[] } }).propertyDetails?.images).toEqual([
      "/images/listings/apartment-1.jpg",
    ]);
  });

  it("accepts propertyDetails built, as the old client builds them, from the list API's own answer", async () => {
    const property = await createProperty({
      title: "2BHK near Infocity",
      location: {
        address: "Plot 12, Lane 3",
        locality: "Patia",
        city: "Bhubaneswar",
        state: "Odisha",
        zipCode: "751024",
      },
      superBuiltupArea: { value: 1150, unit: "sqft" },
      images: [
        { url: "/images/listings/apartment-1.jpg", isPrimary: true },
        { url: "/images/listings/interior-1.jpg", isPrimary: false },
        { url: "/images/listings/interior-2.jpg", isPrimary: false },
      ],
    });
    const answer = await listProperties(jsonRequest("/api/property/property?q=infocity"), routeContext({}));
    const { properties } = (await answer.json()) as { properties: Array<Record<string, unknown>> };
    const listing = properties.find((p) => p._id === property.id)!;
    expect(listing.location).toMatchObject({ locality: "Patia" });

    const { status, body } = await send({
      ...visitor,
      propertyDetails: {
        id: listing._id,
        title: listing.title,
        price: listing.price,
        type: listing.type,
        location: listing.location,
        area: listing.superBuiltupArea,
        bhk: listing.bhk,
        propertyType: listing.propertyType,
        description: listing.description,
        images: (listing.images as unknown[]).slice(0, 2),
      },
    });
    expect({ status, body }).toEqual({
      status: 201,
      body: { success: true, routedTo: "team", message: "Message sent successfully!" },
    });
    expect(await Message.countDocuments({ property: property.id })).toBe(1);
  });

  it("still refuses unknown keys inside the listing's location, area and images", async () => {
    const property = await createProperty();
    for (const propertyDetails of [
      { id: property.id, location: { city: "Bhubaneswar", $where: "1" } },
      { id: property.id, location: { city: "Bhubaneswar", owner: "x" } },
      { id: property.id, area: { value: 10, unit: "sqft", __proto__x: 1 } },
      { id: property.id, images: [{ url: "/a.jpg", isPrimary: true, onload: "alert(1)" }] },
    ]) {
      expect((await send({ ...visitor, propertyDetails })).status).toBe(400);
    }
    expect(await Message.countDocuments()).toBe(0);
  });

  it("refuses missing or malformed fields with a message naming the field and stores nothing", async () => {
    const property = await createProperty();
    const propertyDetails = { id: property.id };
    const cases: Array<[unknown, string]> = [
      [{ ...visitor, name: "  ", propertyDetails }, "Name is required"],
      [{ ...visitor, phone: "12345", propertyDetails }, "Enter valid 10-digit phone number"],
      [{ ...visitor, email: "not-an-email", propertyDetails }, "Enter a valid email address"],
      [{ ...visitor, message: "", propertyDetails }, "Message is required"],
      [{ ...visitor }, "Property details are required"],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await send(json);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message });
    }
    expect(await Message.countDocuments()).toBe(0);
  });

  it("answers 400 for injection-shaped bodies, unknown keys, more than two images and bad JSON", async () => {
    const property = await createProperty();
    const bodies: unknown[] = [
      { ...visitor, name: { $gt: "" }, propertyDetails: { id: property.id } },
      { ...visitor, propertyDetails: { id: { $ne: null } } },
      { ...visitor, propertyDetails: { id: property.id, $where: "1" } },
      { ...visitor, isAdmin: true, propertyDetails: { id: property.id } },
      { ...visitor, propertyDetails: { id: property.id, images: ["a.jpg", "b.jpg", "c.jpg"] } },
      [visitor],
    ];
    for (const json of bodies) expect((await send(json)).status).toBe(400);
    const malformed = await POST(
      jsonRequest("/api/contact-agent", {
        method: "POST",
        body: "{not json",
        headers: { "content-type": "application/json" },
      }),
      routeContext({}),
    );
    expect(malformed.status).toBe(400);
    expect(await Message.countDocuments()).toBe(0);
  });

  it("answers 404 for an unknown or inactive listing", async () => {
    const inactive = await createProperty({ isActive: false });
    for (const id of ["64b7f0c2a1b2c3d4e5f60718", inactive.id]) {
      const { status, body } = await send({ ...visitor, propertyDetails: { id } });
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Property not found" });
    }
    expect(await Message.countDocuments()).toBe(0);
  });

  it("limits how many messages one client address sends in an hour", async () => {
    const property = await createProperty();
    const headers = fromAddress("203.0.113.20");
    const json = { ...visitor, propertyDetails: { id: property.id } };
    for (let i = 0; i < LIMITS.agentMessagePerIp.points; i++) expect((await send(json, headers)).status).toBe(201);
    const refused = await send(json, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages from your network/);
    expect(await Message.countDocuments()).toBe(LIMITS.agentMessagePerIp.points);
  });
});
