import { POST } from "@/app/api/contact-agent/route";
import { GET as listProperties } from "@/app/api/property/property/route";
import { ENQUIRY_MAIL_WINDOW_MINUTES } from "@/lib/owners/notify";
import { LIMITS } from "@/lib/rate-limit";
import { Message } from "@/test/models";
import { createProperty } from "@/test/factories";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { clearJobs, jobsNamed } from "@/test/job-helpers";
import { userWithSession } from "@/test/session-helpers";

const send = async (json: unknown, headers: Record<string, string> = {}) => {
  const response = await POST(jsonRequest("/api/contact-agent", { method: "POST", json, headers }), routeContext({}));
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
};

const visitor = {
  name: "Ritika Mishra",
  phone: "98610 12345",
  email: "Ritika@Example.in",
  message: "Can I visit on Saturday morning?",
  subject: "site-visit-request",
};

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  await clearJobs();
});

/** The queued mails to one address. */
const mailJobsTo = async (to: string) =>
  (await jobsNamed("mail.send")).filter((job) => (job.data as { to?: string }).to === to);

/** A live listing that belongs to an owner account. */
async function ownersListing() {
  const { user } = await userWithSession({ email: `owner-${Date.now()}@example.in` });
  const property = await createProperty({ account: user._id });
  return { id: String(property._id), ownerEmail: user.email };
}

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

  it("asks for a phone on the team's listings only: an owner answers in the conversation and never sees one", async () => {
    const { name, email, message } = visitor;
    const team = await createProperty();
    const refused = await send({ name, email, message, propertyDetails: { id: team.id } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: "Enter valid 10-digit phone number",
      errors: { phone: "Enter valid 10-digit phone number" },
    });
    expect(await Message.countDocuments()).toBe(0);

    const { user } = await userWithSession({ email: "plot-owner@example.in" });
    const byOwner = await createProperty({ source: "public", postedBy: "owner", account: user._id });
    const sent = await send({ name, email, message, propertyDetails: { id: byOwner.id } });
    expect(sent.status).toBe(201);
    expect(sent.body.routedTo).toBe("owner");
    const stored = await Message.findOne({ property: byOwner.id }).lean();
    expect(stored).toMatchObject({ email: "ritika@example.in", message });
    expect(stored?.phone ?? "").toBe("");
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
    const json = (i: number) => ({ ...visitor, email: `visitor${i}@example.in`, propertyDetails: { id: property.id } });
    for (let i = 0; i < LIMITS.agentMessagePerIp.points; i++) expect((await send(json(i), headers)).status).toBe(201);
    const refused = await send(json(99), headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages from your network/);
    expect(await Message.countDocuments()).toBe(LIMITS.agentMessagePerIp.points);
  });

  it("limits how many messages one listing gets in an hour, whatever the addresses and senders", async () => {
    const property = await createProperty();
    const json = (i: number) => ({ ...visitor, email: `asker${i}@example.in`, propertyDetails: { id: property.id } });
    for (let i = 0; i < LIMITS.agentMessagePerListing.points; i++) {
      expect((await send(json(i), fromAddress(`198.51.100.${i + 1}`))).status).toBe(201);
    }
    const refused = await send(json(99), fromAddress("192.0.2.200"));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^This listing has had many messages in the last hour\. Please try again in/);
    expect(await Message.countDocuments()).toBe(LIMITS.agentMessagePerListing.points);

    // Another listing is not held up by this one's.
    const other = await createProperty();
    const elsewhere = await send({ ...json(99), propertyDetails: { id: other.id } }, fromAddress("192.0.2.200"));
    expect(elsewhere.status).toBe(201);
  });

  it("limits how many messages one sender e-mail sends in an hour, from any address, about any listing", async () => {
    for (let i = 0; i < LIMITS.agentMessagePerEmail.points; i++) {
      const property = await createProperty();
      expect(
        (await send({ ...visitor, propertyDetails: { id: property.id } }, fromAddress(`198.51.100.${i + 1}`))).status,
      ).toBe(201);
    }
    const property = await createProperty();
    // The same address spelt differently is the same sender.
    const refused = await send(
      { ...visitor, email: "RITIKA@example.IN", propertyDetails: { id: property.id } },
      fromAddress("192.0.2.201"),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many messages from this e-mail address\. Please try again in/);
    expect(await Message.countDocuments()).toBe(LIMITS.agentMessagePerEmail.points);

    const someoneElse = await send(
      { ...visitor, email: "someone@example.in", propertyDetails: { id: property.id } },
      fromAddress("192.0.2.201"),
    );
    expect(someoneElse.status).toBe(201);
  });

  it("mails the owner once for a sender's repeats about a listing, racing or not; every message is kept", async () => {
    const listing = await ownersListing();
    const json = { ...visitor, propertyDetails: { id: listing.id } };
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send({ ...json, message: `Question ${i}` }, fromAddress(`198.51.100.${i + 1}`)),
      ),
    );
    expect(racing.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(racing.every((answer) => answer.body.routedTo === "owner")).toBe(true);
    const later = await send({ ...json, message: "One more thing" }, fromAddress("198.51.100.9"));
    expect(later.body.routedTo).toBe("owner");

    expect(await Message.countDocuments({ property: listing.id })).toBe(6);
    const mails = await mailJobsTo(listing.ownerEmail);
    expect(mails).toHaveLength(1);
    expect((mails[0].data as { text: string }).text).toContain(`next ${ENQUIRY_MAIL_WINDOW_MINUTES} minutes`);

    // Another sender is another mail; the first sender about another listing too.
    await send({ ...json, email: "second@example.in" }, fromAddress("198.51.100.10"));
    expect(await mailJobsTo(listing.ownerEmail)).toHaveLength(2);
    const otherListing = await ownersListing();
    await send({ ...json, propertyDetails: { id: otherListing.id } }, fromAddress("198.51.100.11"));
    expect(await mailJobsTo(otherListing.ownerEmail)).toHaveLength(1);
  });

  it("mails the owner again about a sender once the window has passed", async () => {
    const listing = await ownersListing();
    const json = { ...visitor, propertyDetails: { id: listing.id } };
    expect((await send(json, fromAddress("198.51.100.1"))).status).toBe(201);
    const start = Date.now();
    // Only the clock moves; the database driver's timers stay real.
    jest.useFakeTimers({
      doNotFake: [
        "nextTick",
        "setImmediate",
        "clearImmediate",
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    try {
      jest.setSystemTime(start + (ENQUIRY_MAIL_WINDOW_MINUTES - 1) * 60_000);
      expect((await send(json, fromAddress("198.51.100.2"))).status).toBe(201);
      expect(await mailJobsTo(listing.ownerEmail)).toHaveLength(1);

      jest.setSystemTime(start + (ENQUIRY_MAIL_WINDOW_MINUTES + 1) * 60_000);
      const answers = await Promise.all([
        send(json, fromAddress("198.51.100.3")),
        send(json, fromAddress("198.51.100.4")),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(await mailJobsTo(listing.ownerEmail)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
