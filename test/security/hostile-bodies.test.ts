import { createHash } from "node:crypto";
import mongoose from "mongoose";
import { NextRequest } from "next/server";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { startConversation } from "@/lib/conversations";
import { Message, type UserDoc } from "@/test/models";
import { sessionCookieFor, userWithSession } from "@/test/session-helpers";
import { apiRoutes, fillPath } from "@/test/security/route-inventory";

/**
 * Every state-changing route (POST, PUT, DELETE) against 200 generated hostile bodies each: wrong types,
 * `$` operators, prototype keys, huge strings, deep nesting, broken JSON and wrong content types. Every one
 * must answer 4xx (never 5xx) and leave the database exactly as it was. The generator is seeded, so a
 * failure names a body that the next run produces again.
 */
useTemporaryOutbox();
process.env.UPLOAD_DIR = `${process.env.MAIL_OUTBOX_DIR}/uploads`;

const BODIES_PER_ROUTE = 200;
const SEED = 20261123;

/** mulberry32: a small seeded PRNG, so runs are reproducible. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names the API uses, so hostile values land where schemas look. */
const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "name",
  "otp",
  "purpose",
  "phone",
  "message",
  "subject",
  "propertyId",
  "text",
  "token",
  "planId",
  "orderId",
  "amount",
  "reason",
  "details",
  "preferredDate",
  "propertyDetails",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "picture",
  "role",
  "isActive",
];

type Hostile = { body: string; contentType?: string };

function generator(seed: number) {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const deep = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);
  const values: Array<() => unknown> = [
    () => ({ $gt: "" }),
    () => ({ $ne: null }),
    () => ({ $where: "sleep(1000)" }),
    () => ({ $regex: ".*" }),
    () => [pick(["a@example.in", "x", 1])],
    () => null,
    () => true,
    () => Math.floor(random() * 1e9) - 5e8,
    () => 1e308 * 10, // Infinity turns into null in JSON
    () => "x".repeat(1 + Math.floor(random() * 20_000)),
    () => "\u0000\ud800<script>alert(1)</script>",
    () => "' OR 1=1 --",
    () => ({ nested: { deeper: { $gt: 1 } } }),
  ];
  const rawBodies: Array<() => Hostile> = [
    () => ({ body: '{"__proto__": {"role": "admin", "isAdmin": true}}' }),
    () => ({ body: `{"constructor": {"prototype": {"role": "admin"}}, "${pick(FIELDS)}": "x"}` }),
    () => ({ body: `{"${pick(FIELDS)}": {"__proto__": {"polluted": true}}}` }),
    () => ({ body: "{" }),
    () => ({ body: '{"email": }' }),
    () => ({ body: "nul" }),
    () => ({ body: "" }),
    () => ({ body: deep(5_000 + Math.floor(random() * 5_000), "[", "]") }),
    () => ({ body: '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000) }),
    () => ({ body: JSON.stringify({ [pick(FIELDS)]: "y".repeat(70 * 1024) }) }),
    () => ({ body: JSON.stringify(pick([1, "text", [], null, true, [{}]])) }),
    () => ({ body: "email=a%40example.in&password=x", contentType: "application/x-www-form-urlencoded" }),
    () => ({ body: JSON.stringify({ email: "a@example.in" }), contentType: "text/plain" }),
    () => ({ body: "<xml><email>a</email></xml>", contentType: "application/xml" }),
    () => ({
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      contentType: "multipart/form-data; boundary=x",
    }),
    () => ({ body: "not a form", contentType: "multipart/form-data" }),
    () => ({ body: JSON.stringify({ email: "a@example.in" }), contentType: undefined }),
  ];
  /** An object of API field names with at least one hostile value or an unknown `$` key. */
  const hostileObject = (): Hostile => {
    const body: Record<string, unknown> = {};
    const count = 1 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) body[pick(FIELDS)] = pick(values)();
    if (random() < 0.3) body[pick(["$set", "$where", "role", "isAdmin", "_id", "sessionVersion"])] = { $gt: "" };
    return { body: JSON.stringify(body), contentType: "application/json" };
  };
  return (): Hostile => (random() < 0.5 ? hostileObject() : { contentType: "application/json", ...pick(rawBodies)() });
}

/** Every document of every collection, hashed: any write shows up as a different digest. */
async function databaseDigest(): Promise<Record<string, string>> {
  const names = Object.values(mongoose.connection.models).map((m) => m.collection.collectionName);
  const digest: Record<string, string> = {};
  for (const name of names.sort()) {
    const docs = await mongoose.connection.collection(name).find({}).sort({ _id: 1 }).toArray();
    digest[name] = `${docs.length}:${createHash("sha1").update(JSON.stringify(docs)).digest("hex")}`;
  }
  return digest;
}

/**
 * Routes that count each request against a limit before reading its body, by design: an upload's limit must
 * hold before up to 200 MB stream in. For them the limit counters may move; nothing else may.
 */
const COUNTED_BEFORE_READING = new Set(["POST /api/my/listings/[id]/photos"]);

const withoutCounters = (digest: Record<string, string>) => {
  const { limit_counters: _counters, ...rest } = digest;
  return rest;
};

/** A number from a route's key ("PUT /api/user/update/[id]"). */
const keySeed = (key: string) => [...key].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 0);

const routes = apiRoutes().filter(
  (route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && !route.path.includes("[...nextauth]"),
);

let cookie: string;
let params: Record<string, string>;

beforeAll(async () => {
  await resetDatabase();
  const { user } = await userWithSession({ role: "admin", password: "Hostile#Admin1" });
  cookie = await sessionCookieFor(user.toObject() as UserDoc);
  const property = await createProperty();
  const message = await Message.create({ name: "V", email: "v@example.in", subject: "general-inquiry", message: "Hi" });
  params = { id: String(user._id), propertyId: property.id };
  // A thread the admin started about a team listing: theirs as enquirer, and the team's to answer.
  const team = await createProperty();
  threadId = (await startConversation(team.id, { kind: "user", userId: String(user._id), name: "Admin" }, "Hello")).id;
  // Message ids and listing ids share the [id] segment; each route gets the one it names.
  messageId = String(message._id);
  listingId = property.id;
});
let messageId: string;
let threadId: string;
let listingId: string;

function paramsFor(routePath: string): Record<string, string> {
  if (routePath.startsWith("/api/messages/")) return { id: messageId };
  if (routePath.includes("/conversations/")) return { id: threadId };
  if (routePath.startsWith("/api/property/")) return { id: listingId };
  return params;
}

describe("hostile bodies", () => {
  it("covers every state-changing route", () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    "%s answers 4xx to 200 hostile bodies and changes nothing",
    async (_key, route) => {
      // Seeded by the route's own key, so adding a route elsewhere does not change another route's bodies.
      const next = generator(SEED + keySeed(route.key));
      const routeParams = paramsFor(route.path);
      const url = new URL(fillPath(route.path, routeParams), "http://localhost:3000");
      const before = await databaseDigest();
      const failures: string[] = [];
      for (let i = 0; i < BODIES_PER_ROUTE; i++) {
        const { body, contentType } = next();
        const headers: Record<string, string> = { cookie, host: "localhost:3000", origin: "http://localhost:3000" };
        if (contentType) headers["content-type"] = contentType;
        const response = await route.handler(new NextRequest(url, { method: route.method, headers, body }), {
          params: Promise.resolve(routeParams),
        });
        if (response.status < 400 || response.status >= 500) {
          failures.push(`#${i} ${response.status} ${contentType ?? "-"} ${body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
      const after = await databaseDigest();
      if (COUNTED_BEFORE_READING.has(route.key)) expect(withoutCounters(after)).toEqual(withoutCounters(before));
      else expect(after).toEqual(before);
    },
  );
});
