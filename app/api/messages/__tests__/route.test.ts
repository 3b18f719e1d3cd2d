import { GET, POST } from "@/app/api/messages/route";
import { DELETE } from "@/app/api/messages/[id]/route";
import { AuditEntry, Message } from "@/test/models";
import { LIMITS } from "@/lib/rate-limit";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

const valid = {
  name: "Sonali Pradhan",
  email: "Sonali.Pradhan@Example.in",
  phone: "98610 12345",
  subject: "rental-service",
  message: "Looking for a 2BHK near Patia from next month.",
};

const post = (json: unknown) => POST(jsonRequest("/api/messages", { method: "POST", json }), routeContext({}));

beforeEach(resetDatabase);

describe("POST /api/messages", () => {
  it("stores a contact message and answers 'Message sent successfully!'", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Message sent successfully!" });

    const stored = await Message.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Sonali Pradhan",
      email: "sonali.pradhan@example.in",
      phone: "9861012345",
      subject: "rental-service",
      kind: "contact",
    });
    expect(stored[0].timestamp).toBeInstanceOf(Date);
  });

  it("refuses a flood from one address with 429 and Retry-After, writing nothing more", async () => {
    const fromOneAddress = () =>
      POST(
        jsonRequest("/api/messages", { method: "POST", json: valid, headers: fromAddress("203.0.113.9") }),
        routeContext({}),
      );
    for (let i = 0; i < 20; i++) expect((await fromOneAddress()).status).toBe(201);
    const refused = await fromOneAddress();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    expect(await Message.countDocuments()).toBe(20);
  });

  it("a new X-Forwarded-For on every message does not escape the limit: the address appended to it counts", async () => {
    await clearRateLimits();
    const { points } = LIMITS.contactMessagePerIp;
    const send = (i: number) =>
      POST(
        jsonRequest("/api/messages", {
          method: "POST",
          json: valid,
          headers: fromAddress("203.0.113.10", `198.51.100.${i}, 192.0.2.${i}`),
        }),
        routeContext({}),
      );
    for (let i = 0; i < points; i++) expect((await send(i)).status).toBe(201);
    expect((await send(points)).status).toBe(429);
    expect(await Message.countDocuments()).toBe(points);
  });

  it("refuses a body over 64 KB with 413, storing nothing", async () => {
    const response = await post({ ...valid, message: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
    expect(await Message.countDocuments()).toBe(0);
  });

  it("accepts a message without a phone number", async () => {
    const { phone, ...withoutPhone } = valid;
    expect(phone).toBeTruthy();
    expect((await post(withoutPhone)).status).toBe(201);
    expect((await post({ ...withoutPhone, phone: "" })).status).toBe(201);
    expect(await Message.countDocuments({ phone: "" })).toBe(2);
  });

  it.each([
    ["a missing name", { name: undefined }, "Full name is required"],
    ["a blank name", { name: "   " }, "Full name is required"],
    ["a missing e-mail", { email: undefined }, "Email is required"],
    ["a malformed e-mail", { email: "sonali-at-example" }, "Email is invalid"],
    ["an unknown subject", { subject: "spam" }, "Please choose a subject"],
    ["a missing subject", { subject: undefined }, "Please choose a subject"],
    ["a short phone number", { phone: "98610" }, "Enter valid 10-digit phone number"],
    ["a phone number with letters", { phone: "98610abcde" }, "Enter valid 10-digit phone number"],
    ["a missing message", { message: undefined }, "Message is required"],
    ["an overlong message", { message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
  ])("refuses %s with 400 and writes nothing", async (_, change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(await Message.countDocuments()).toBe(0);
  });

  it("refuses operator-shaped values, extra fields and malformed JSON", async () => {
    for (const body of [
      { ...valid, email: { $gt: "" } },
      { ...valid, name: { $ne: null } },
      { ...valid, kind: "report" },
      { ...valid, $where: "1" },
      [valid],
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
    const malformed = await POST(
      jsonRequest("/api/messages", {
        method: "POST",
        body: "{not json",
        headers: { "content-type": "application/json" },
      }),
      routeContext({}),
    );
    expect(malformed.status).toBe(400);
    expect(await Message.countDocuments()).toBe(0);
  });
});

describe("GET /api/messages", () => {
  it("lists messages newest first, one page at a time, for admins", async () => {
    const base = Date.now();
    await Message.insertMany(
      ["oldest", "middle", "newest"].map((name, i) => ({
        ...valid,
        name,
        timestamp: new Date(base - (3 - i) * 60_000),
      })),
    );
    const { cookie } = await userWithSession({ role: "admin" });

    const first = await GET(authedRequest("/api/messages?limit=2", cookie), routeContext({}));
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(3);
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(["newest", "middle"]);
    expect(body.data[0]).toMatchObject({ email: valid.email.toLowerCase(), subject: "rental-service" });
    expect(typeof body.data[0]._id).toBe("string");

    const second = await (await GET(authedRequest("/api/messages?limit=2&page=2", cookie), routeContext({}))).json();
    expect(second.data.map((m: { name: string }) => m.name)).toEqual(["oldest"]);
  });

  it("caps the page size and refuses unknown parameters", async () => {
    const { cookie } = await userWithSession({ role: "admin" });
    expect((await GET(authedRequest("/api/messages?limit=101", cookie), routeContext({}))).status).toBe(400);
    expect((await GET(authedRequest("/api/messages?email[$ne]=x", cookie), routeContext({}))).status).toBe(400);
    expect((await GET(authedRequest("/api/messages?sort=name", cookie), routeContext({}))).status).toBe(400);
  });

  it("is for admins only: 401 signed out, 403 for other roles", async () => {
    await Message.create(valid);
    expect((await GET(jsonRequest("/api/messages"), routeContext({}))).status).toBe(401);
    for (const role of ["user", "broker"] as const) {
      const { cookie } = await userWithSession({ role });
      const response = await GET(authedRequest("/api/messages", cookie), routeContext({}));
      expect(response.status).toBe(403);
      expect((await response.json()).data).toBeUndefined();
    }
  });
});

describe("DELETE /api/messages/{id}", () => {
  const remove = (id: string, cookie?: string) => {
    const url = `/api/messages/${id}`;
    const request = cookie ? authedRequest(url, cookie, { method: "DELETE" }) : jsonRequest(url, { method: "DELETE" });
    return DELETE(request, routeContext({ id }));
  };

  it("lets an admin delete a message", async () => {
    const [kept, removed] = await Message.insertMany([valid, valid]);
    const { cookie } = await userWithSession({ role: "admin" });
    const response = await remove(String(removed._id), cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Message deleted" });
    expect(await Message.exists({ _id: removed._id })).toBeNull();
    expect(await Message.exists({ _id: kept._id })).not.toBeNull();
  });

  it("records who deleted the message in the audit log", async () => {
    const message = await Message.create(valid);
    const { cookie, user } = await userWithSession({ role: "admin" });
    expect((await remove(String(message._id), cookie)).status).toBe(200);
    const entry = await AuditEntry.findOne({ action: "message.delete" }).lean();
    expect(entry?.targetId).toBe(String(message._id));
    expect(String(entry?.actor?.id)).toBe(String(user._id));
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { cookie } = await userWithSession({ role: "admin" });
    expect((await remove("64b7f0c2a1b2c3d4e5f60718", cookie)).status).toBe(404);
    expect((await remove("not-an-id", cookie)).status).toBe(404);
  });

  it("refuses signed-out visitors (401) and non-admins (403) and keeps the message", async () => {
    const message = await Message.create(valid);
    const id = String(message._id);
    expect((await remove(id)).status).toBe(401);
    const { cookie } = await userWithSession();
    expect((await remove(id, cookie)).status).toBe(403);
    expect(await Message.countDocuments()).toBe(1);
  });
});
