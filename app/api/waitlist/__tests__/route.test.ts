import { POST } from "@/app/api/waitlist/route";
import { Waitlist } from "@/test/models";
import { jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";

const join = (json: unknown) => POST(jsonRequest("/api/waitlist", { method: "POST", json }), routeContext({}));

beforeAll(async () => {
  await resetDatabase();
  await Waitlist.createIndexes();
});
beforeEach(() => Waitlist.deleteMany({}));

describe("POST /api/waitlist", () => {
  it("stores an e-mail once, however often it is sent", async () => {
    const first = await join({ email: "Early.Bird@Example.in" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: "Thank you! We'll notify you when we launch." });
    expect((await join({ email: "early.bird@example.in" })).status).toBe(200);
    expect((await join({ email: " EARLY.BIRD@example.in " })).status).toBe(200);

    const stored = await Waitlist.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0].email).toBe("early.bird@example.in");
    expect(stored[0].createdAt).toBeInstanceOf(Date);
  });

  it("keeps one document when the same address arrives at the same moment", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => join({ email: "rush@example.in" })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await Waitlist.countDocuments({ email: "rush@example.in" })).toBe(1);
  });

  it.each([
    ["no e-mail", {}, "Email is required"],
    ["an empty e-mail", { email: "" }, "Email is required"],
    ["a malformed e-mail", { email: "not-an-email" }, "Email is invalid"],
  ])("refuses %s with 400", async (_, body, message) => {
    const response = await join(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await Waitlist.countDocuments()).toBe(0);
  });

  it("refuses operator-shaped values and extra fields", async () => {
    expect((await join({ email: { $gt: "" } })).status).toBe(400);
    expect((await join({ email: "a@example.in", admin: true })).status).toBe(400);
    expect(await Waitlist.countDocuments()).toBe(0);
  });
});
