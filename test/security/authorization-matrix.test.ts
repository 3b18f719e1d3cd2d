import { NextRequest } from "next/server";
import webpush from "web-push";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { unsubscribeToken } from "@/lib/alerts";
import { guestToken, startConversation } from "@/lib/conversations";
import { messageMailsOffToken } from "@/lib/notifications";
import { availabilityToken } from "@/lib/freshness/links";
import { Message, Property, PushSubscription, SavedSearch, User, type UserDoc } from "@/test/models";
import { sessionCookieFor, userWithSession } from "@/test/session-helpers";
import { apiRoutes, fillPath, type ApiRoute } from "@/test/security/route-inventory";

/**
 * Who may call what: every route in app/api with the status each kind of caller gets. `user` owns the
 * resource the call names (their own profile, their order); `otherUser` is a different signed-in user
 * calling the same URL; `admin` is an admin who does not own it. A route missing from this table fails the
 * suite, so adding a route means adding its row here.
 */
useTemporaryOutbox();
// Push is offered (a key pair made for this run), so its routes answer as they do on a configured site.
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;

/** A browser subscription of the push service the site delivers to, new for each call. */
const pushDevice = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${Math.random().toString(36).slice(2)}`,
  keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: Buffer.alloc(16, 7).toString("base64url") },
});

type Caller = "signedOut" | "user" | "otherUser" | "admin";
type Expected = Record<Caller, number>;
type Fixtures = {
  owner: { id: string; email: string; password: string; cookie: string };
  propertyId: string;
  messageId: string;
  cookieOf: (caller: Caller) => string | undefined;
};
type Call = { params?: Record<string, string | string[]>; json?: unknown; body?: BodyInit; query?: string };
type Row = { call?: (f: Fixtures) => Promise<Call> | Call; expect: Expected } | { excluded: string };

const PUBLIC = (status: number): Expected => ({ signedOut: status, user: status, otherUser: status, admin: status });
const SIGNED_IN = (status: number): Expected => ({ signedOut: 401, user: status, otherUser: status, admin: status });
const ADMIN_ONLY = (status: number): Expected => ({ signedOut: 401, user: 403, otherUser: 403, admin: status });
const OWNER_OR_ADMIN = (status: number): Expected => ({ signedOut: 401, user: status, otherUser: 403, admin: status });
const OWNER_ONLY = (status: number, others: number): Expected => ({
  signedOut: 401,
  user: status,
  otherUser: others,
  admin: others,
});

/** A saved search of the owner's, new for each call. */
async function ownersSavedSearch(f: Fixtures): Promise<string> {
  const search = await SavedSearch.create({ user: f.owner.id, name: "Matrix", query: "type=rent", frequency: "daily" });
  return String(search._id);
}

/** A simulated checkout order of the owner's, for the payment calls. */
async function ownersOrder(f: Fixtures): Promise<string> {
  const { POST } = await import("@/app/api/order/route");
  const answer = await POST(request("POST", "/api/order", { json: { planId: "one-time-visit" } }, f.owner.cookie), {
    params: Promise.resolve({}),
  });
  return ((await answer.json()) as { id: string }).id;
}

/** A live listing the owner submitted while signed in. */
async function ownersListing(f: Fixtures, overrides: Record<string, unknown> = {}): Promise<string> {
  const listing = await createProperty({
    source: "public",
    account: f.owner.id,
    owner: { name: "Owner", phone: "9437012345", email: f.owner.email },
    isActive: !overrides.closedAt,
    ...overrides,
  });
  return String(listing._id);
}

/** A thread the owner started about a team listing (the owner is its enquirer). */
async function ownersThread(f: Fixtures): Promise<string> {
  const started = await startConversation(f.propertyId, { kind: "user", userId: f.owner.id, name: "Owner" }, "Hello");
  return started.id;
}

/** A thread someone else started about the owner's own listing (the owner answers it). */
async function threadAboutOwnersListing(f: Fixtures): Promise<string> {
  const listing = await ownersListing(f);
  const { user } = await userWithSession();
  const started = await startConversation(listing, { kind: "user", userId: String(user._id), name: "Asker" }, "Hi");
  return started.id;
}

/** A signed-out visitor's thread about a team listing, and its signed link's token. */
async function guestThreadToken(f: Fixtures): Promise<string> {
  const email = `guest-${Math.random()}@example.in`;
  const started = await startConversation(f.propertyId, { kind: "guest", email, name: "Guest" }, "Hello");
  return guestToken(started.id);
}

/** A mobile number of its own for each call, so the per-number SMS limits never decide an answer here. */
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A submission (signed out) that waits for the code texted to its number. */
async function submissionAwaitingCode(): Promise<string> {
  const listing = await createProperty({
    source: "public",
    isActive: false,
    awaitingPhone: true,
    awaitingReview: false,
    contactNumber: freshMobile(),
  });
  return String(listing._id);
}

export const MATRIX: Record<string, Row> = {
  "POST /api/user/phone/send-otp": { call: () => ({ json: { phone: freshMobile() } }), expect: SIGNED_IN(200) },
  "POST /api/user/phone/verify": {
    // Only the code texted to this account for this number verifies it.
    call: () => ({ json: { phone: freshMobile(), otp: "000000" } }),
    expect: SIGNED_IN(400),
  },
  "POST /api/auth/user/phone/send-otp": { call: () => ({ json: { phone: freshMobile() } }), expect: PUBLIC(200) },
  "POST /api/auth/user/phone/login": {
    call: () => ({ json: { phone: freshMobile(), otp: "000000" } }),
    expect: PUBLIC(401),
  },
  "POST /api/property/submissions/[id]/phone/send-otp": {
    // Whoever submitted it, signed in or not, may ask again; the code only ever goes to its own number.
    call: async () => ({ params: { id: await submissionAwaitingCode() } }),
    expect: PUBLIC(200),
  },
  "POST /api/property/submissions/[id]/phone/verify": {
    call: async () => ({ params: { id: await submissionAwaitingCode() }, json: { otp: "000000" } }),
    expect: PUBLIC(400),
  },
  "GET /api/auth/[...nextauth]": { excluded: "next-auth's own routes: CSRF-checked by next-auth, no app data" },
  "POST /api/auth/[...nextauth]": { excluded: "next-auth's own routes: CSRF-checked by next-auth, no app data" },
  "GET /api/auth/user/google": { expect: PUBLIC(303) },
  "POST /api/auth/user/logout": { expect: PUBLIC(200) },
  "POST /api/auth/user/send-otp": {
    call: () => ({ json: { email: `matrix-${Math.random()}@example.in`, purpose: "register" } }),
    expect: PUBLIC(200),
  },
  "POST /api/auth/user/verify-otp": {
    call: (f) => ({ json: { email: f.owner.email, otp: "000000", purpose: "reset" } }),
    expect: PUBLIC(400),
  },
  "POST /api/contact-agent": {
    call: (f) => ({
      json: {
        name: "Asha",
        phone: "9437012345",
        email: "asha@example.in",
        message: "Is it available?",
        propertyDetails: { id: f.propertyId },
      },
    }),
    expect: PUBLIC(201),
  },
  "GET /api/favourites": { expect: SIGNED_IN(200) },
  "GET /api/saved-searches": { expect: SIGNED_IN(200) },
  "POST /api/saved-searches": {
    call: () => ({ json: { query: "type=rent", frequency: "daily" } }),
    expect: SIGNED_IN(201),
  },
  "PATCH /api/saved-searches/[id]": {
    call: async (f) => ({ params: { id: await ownersSavedSearch(f) }, json: { paused: true } }),
    expect: OWNER_ONLY(200, 404),
  },
  "DELETE /api/saved-searches/[id]": {
    call: async (f) => ({ params: { id: await ownersSavedSearch(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "GET /api/alerts/unsubscribe": {
    call: async (f) => ({ query: `?token=${encodeURIComponent(unsubscribeToken(await ownersSavedSearch(f)))}` }),
    expect: PUBLIC(303),
  },
  "POST /api/alerts/unsubscribe": {
    call: async (f) => ({ query: `?token=${encodeURIComponent(unsubscribeToken(await ownersSavedSearch(f)))}` }),
    expect: PUBLIC(200),
  },
  "PUT /api/favourites/[propertyId]": {
    call: (f) => ({ params: { propertyId: f.propertyId } }),
    expect: SIGNED_IN(200),
  },
  "DELETE /api/favourites/[propertyId]": {
    call: (f) => ({ params: { propertyId: f.propertyId } }),
    expect: SIGNED_IN(200),
  },
  "GET /api/conversations": { expect: SIGNED_IN(200) },
  "POST /api/conversations": {
    call: (f) => ({ json: { propertyId: f.propertyId, message: "Is it available?" } }),
    expect: SIGNED_IN(201),
  },
  "GET /api/conversations/unread": { expect: SIGNED_IN(200) },
  "GET /api/conversations/stream": { expect: SIGNED_IN(200) },
  // Someone else's thread is not found, never forbidden, and admins read none through these routes.
  "GET /api/conversations/[id]": {
    call: async (f) => ({ params: { id: await ownersThread(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/conversations/[id]/messages": {
    call: async (f) => ({ params: { id: await ownersThread(f) }, json: { text: "Any news?" } }),
    expect: OWNER_ONLY(201, 404),
  },
  "POST /api/conversations/[id]/report": {
    call: async (f) => ({ params: { id: await ownersThread(f) }, json: { reason: "Asked for money" } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/conversations/[id]/block": {
    call: async (f) => ({ params: { id: await ownersThread(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/conversations/[id]/share-number": {
    call: async (f) => ({ params: { id: await threadAboutOwnersListing(f) } }),
    expect: OWNER_ONLY(201, 404),
  },
  // The signed link is the key, whoever holds it (signed in or not).
  "GET /api/conversations/guest": {
    call: async (f) => ({ query: `?token=${encodeURIComponent(await guestThreadToken(f))}` }),
    expect: PUBLIC(200),
  },
  "POST /api/conversations/guest": {
    call: async (f) => ({ json: { token: await guestThreadToken(f), text: "Thanks" } }),
    expect: PUBLIC(201),
  },
  "POST /api/conversations/guest/report": {
    call: async (f) => ({ json: { token: await guestThreadToken(f), reason: "Asked for money" } }),
    expect: PUBLIC(200),
  },
  "POST /api/conversations/guest/block": {
    call: async (f) => ({ json: { token: await guestThreadToken(f) } }),
    expect: PUBLIC(200),
  },
  // The owner's own by-owner listing: they see their number; others (no plan) are told it needs one.
  "GET /api/property/property/[id]/owner-number": {
    call: async (f) => ({ params: { id: await ownersListing(f, { postedBy: "owner" }) } }),
    expect: SIGNED_IN(200),
  },
  "POST /api/property/property/[id]/owner-number": {
    call: async (f) => ({ params: { id: await ownersListing(f, { postedBy: "owner" }) } }),
    expect: OWNER_ONLY(200, 403),
  },
  "GET /api/admin/conversations": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/conversations/[id]": {
    call: async (f) => ({ params: { id: await ownersThread(f) } }),
    expect: ADMIN_ONLY(200),
  },
  "POST /api/admin/conversations/[id]/messages": {
    call: async (f) => ({ params: { id: await ownersThread(f) }, json: { text: "The team here" } }),
    expect: ADMIN_ONLY(201),
  },
  "GET /api/health": { expect: PUBLIC(200) },
  "GET /api/messages": { expect: ADMIN_ONLY(200) },
  "POST /api/messages": {
    call: () => ({
      json: { name: "Asha", email: "asha@example.in", subject: "general-inquiry", message: "Hello there" },
    }),
    expect: PUBLIC(201),
  },
  "DELETE /api/messages/[id]": { call: (f) => ({ params: { id: f.messageId } }), expect: ADMIN_ONLY(200) },
  "POST /api/order": { call: () => ({ json: { planId: "one-time-visit" } }), expect: SIGNED_IN(200) },
  "GET /api/payments": { expect: SIGNED_IN(200) },
  "POST /api/payments/simulate": {
    call: async (f) => ({ json: { orderId: await ownersOrder(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "GET /api/property/property": { expect: PUBLIC(200) },
  "GET /api/property/property/[id]": { call: (f) => ({ params: { id: f.propertyId } }), expect: PUBLIC(200) },
  "POST /api/property/property/[id]/report": {
    call: (f) => ({ params: { id: f.propertyId }, json: { reason: "Incorrect details", email: "asha@example.in" } }),
    expect: PUBLIC(201),
  },
  "POST /api/property/property/[id]/view": { call: (f) => ({ params: { id: f.propertyId } }), expect: PUBLIC(200) },
  "GET /api/property/similar/[id]": { call: (f) => ({ params: { id: f.propertyId } }), expect: PUBLIC(200) },
  "POST /api/property/submissions": {
    // Anyone may submit; an empty form is refused for what it lacks, not for who sent it.
    call: () => ({ body: new FormData() }),
    expect: PUBLIC(400),
  },
  "POST /api/razorpay/webhook": {
    // Signed by Razorpay, not by a session: without the signature nobody gets in.
    call: () => ({ json: { event: "payment.captured" } }),
    expect: PUBLIC(400),
  },
  "GET /api/user/home": { expect: SIGNED_IN(200) },
  "PATCH /api/user/notifications": { call: () => ({ json: { alerts: { push: false } } }), expect: SIGNED_IN(200) },
  "GET /api/push/public-key": { expect: PUBLIC(200) },
  "GET /api/notifications/message-mails": {
    call: (f) => ({ query: `?token=${encodeURIComponent(messageMailsOffToken(f.owner.id))}` }),
    expect: PUBLIC(303),
  },
  "POST /api/notifications/message-mails": {
    call: (f) => ({ query: `?token=${encodeURIComponent(messageMailsOffToken(f.owner.id))}` }),
    expect: PUBLIC(200),
  },
  "POST /api/push/subscriptions": { call: () => ({ json: pushDevice() }), expect: SIGNED_IN(201) },
  "DELETE /api/push/subscriptions": {
    // Another account's device is not found, an admin's call included.
    call: async (f) => {
      const device = pushDevice();
      await PushSubscription.create({ user: f.owner.id, ...device });
      return { json: { endpoint: device.endpoint } };
    },
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/user/login": {
    call: (f) => ({ json: { email: f.owner.email, password: f.owner.password } }),
    expect: PUBLIC(200),
  },
  "POST /api/user/register": {
    // Without the proof cookie of the browser that verified the address, nobody registers it.
    call: () => ({
      json: { name: "Mallory", email: "someone@example.in", password: "Kalinga#2026", confirmPassword: "Kalinga#2026" },
    }),
    expect: PUBLIC(400),
  },
  "POST /api/user/reset-password": {
    call: (f) => ({ json: { email: f.owner.email, otp: "000000", newPassword: "Kalinga#2026" } }),
    expect: PUBLIC(400),
  },
  "PUT /api/user/update/[id]": {
    call: (f) => ({ params: { id: f.owner.id }, json: { name: "Renamed" } }),
    expect: OWNER_OR_ADMIN(200),
  },
  "POST /api/verify-payment": {
    call: async (f) => {
      const { POST } = await import("@/app/api/payments/simulate/route");
      const paid = await POST(
        request("POST", "/api/payments/simulate", { json: { orderId: await ownersOrder(f) } }, f.owner.cookie),
        { params: Promise.resolve({}) },
      );
      const { success: _s, ...checkout } = (await paid.json()) as Record<string, unknown>;
      void _s;
      return { json: checkout };
    },
    expect: OWNER_ONLY(200, 404),
  },
  "GET /api/visits": { expect: SIGNED_IN(200) },
  "POST /api/visits": {
    // The owner holds a visit plan; callers without one are refused, whoever they are.
    call: async (f) => {
      await User.updateOne(
        { _id: f.owner.id },
        {
          $set: {
            "subscription.isActive": true,
            "subscription.planId": "3-house-plan",
            "subscription.visitsTotal": 3,
            "subscription.visitsUsed": 0,
            "subscription.expiresAt": new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
          },
        },
      );
      return { json: { propertyId: f.propertyId, preferredDate: tomorrow() } };
    },
    expect: OWNER_ONLY(201, 403),
  },
  "POST /api/admin/login": {
    // The owner's right password: signing in to the admin panel needs the admin role, whoever asks.
    call: (f) => ({ json: { email: f.owner.email, password: f.owner.password } }),
    expect: PUBLIC(403),
  },
  "POST /api/admin/logout": { expect: PUBLIC(200) },
  "POST /api/auth/admin/logout": { expect: PUBLIC(200) },
  "GET /api/auth/admin/google": { expect: PUBLIC(303) },
  "GET /api/auth/admin/google/complete": { expect: PUBLIC(303) },
  "GET /api/admin/home": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/stats": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/jobs": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/audit": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/user-list": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/properties": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/properties/misfiled": { expect: ADMIN_ONLY(200) },
  "GET /api/admin/localities": { expect: ADMIN_ONLY(200) },
  "PUT /api/admin/localities": {
    // A locality the built-in data does not know, new for each call.
    call: () => ({
      json: {
        city: "Bhubaneswar",
        locality: `Matrix Nagar ${Math.random().toString(36).slice(2)}`,
        lat: 20.3,
        lng: 85.8,
      },
    }),
    expect: ADMIN_ONLY(200),
  },
  "GET /api/admin/properties/[id]": { call: (f) => ({ params: { id: f.propertyId } }), expect: ADMIN_ONLY(200) },
  "PUT /api/admin/user/[id]": {
    call: (f) => ({ params: { id: f.owner.id }, json: { name: "Renamed", email: f.owner.email, phone: "9437012345" } }),
    expect: ADMIN_ONLY(200),
  },
  "PUT /api/user/[id]/subscription": {
    // Switching off needs no running plan: the row does not depend on the rows before it.
    call: (f) => ({ params: { id: f.owner.id }, json: { isActive: false, remark: "Paid at the office" } }),
    expect: ADMIN_ONLY(200),
  },
  "POST /api/admin/user/[id]/plan": {
    call: (f) => ({
      params: { id: f.owner.id },
      json: {
        planId: "one-time-visit",
        visits: 1,
        expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        reason: "complaint",
        remark: "Visit missed by the agent",
      },
    }),
    expect: ADMIN_ONLY(200),
  },
  "DELETE /api/user/[id]": {
    // A account of its own for each caller: the owner must survive for the rows after this one.
    call: async () => ({ params: { id: String((await userWithSession()).user._id) } }),
    expect: ADMIN_ONLY(200),
  },
  "POST /api/property/property": {
    // The role is checked before the body is read: an empty listing is refused only once an admin sends it.
    call: () => ({ json: {} }),
    expect: ADMIN_ONLY(400),
  },
  "PUT /api/property/property/[id]": {
    call: (f) => ({ params: { id: f.propertyId }, json: { title: "Renamed listing" } }),
    expect: ADMIN_ONLY(200),
  },
  "DELETE /api/property/property/[id]": { call: (f) => ({ params: { id: f.propertyId } }), expect: ADMIN_ONLY(200) },
  "GET /api/property/localities": { expect: PUBLIC(200) },
  "GET /api/insights/prices": { call: () => ({ query: "?city=bhubaneswar&type=rent" }), expect: PUBLIC(200) },
  "GET /api/insights/prices/csv": { call: () => ({ query: "?city=bhubaneswar" }), expect: PUBLIC(200) },
  "GET /api/admin/visits": { expect: ADMIN_ONLY(200) },
  "PUT /api/admin/visits/[id]": {
    // No such request: only an admin gets far enough to be told so.
    call: () => ({ params: { id: "64b7f0c2a1b2c3d4e5f60718" }, json: { status: "completed" } }),
    expect: ADMIN_ONLY(404),
  },
  // The owner's listings: someone else's listing (an admin's too) is not found, never forbidden.
  "GET /api/my/listings": { expect: SIGNED_IN(200) },
  "GET /api/my/listings/[id]": {
    call: async (f) => ({ params: { id: await ownersListing(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "PATCH /api/my/listings/[id]": {
    call: async (f) => ({ params: { id: await ownersListing(f) }, json: { price: 17500 } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/my/listings/[id]/close": {
    call: async (f) => ({ params: { id: await ownersListing(f) }, json: { reason: "rented" } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/my/listings/[id]/reopen": {
    call: async (f) => ({ params: { id: await ownersListing(f, { closedAt: new Date(), closedReason: "sold" }) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/my/listings/[id]/renew": {
    call: async (f) => ({ params: { id: await ownersListing(f) } }),
    expect: OWNER_ONLY(200, 404),
  },
  "POST /api/listing-availability": {
    // The mail's signed link works for anyone who holds it, signed in or not.
    call: async (f) => {
      const id = await ownersListing(f);
      const stored = await Property.findById(id).lean();
      const token = availabilityToken({ listingId: id, cycle: stored!.freshAt!.getTime(), answer: "available" });
      return { query: `?token=${encodeURIComponent(token)}` };
    },
    expect: PUBLIC(200),
  },
  "POST /api/my/listings/[id]/photos": {
    // An upload without files: the owner is told what is missing, anyone else that there is no such listing.
    call: async (f) => ({ params: { id: await ownersListing(f) }, body: new FormData() }),
    expect: OWNER_ONLY(400, 404),
  },
  "POST /api/waitlist": { call: () => ({ json: { email: `wait-${Math.random()}@example.in` } }), expect: PUBLIC(200) },
};

function tomorrow(): string {
  return new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function request(method: string, url: string, call: Call, cookie: string | undefined): NextRequest {
  const headers: Record<string, string> = { host: "localhost:3000", origin: "http://localhost:3000" };
  if (cookie) headers.cookie = cookie;
  if (call.json !== undefined) headers["content-type"] = "application/json";
  return new NextRequest(new URL(`${url}${call.query ?? ""}`, "http://localhost:3000"), {
    method,
    headers,
    body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
  });
}

const routes = apiRoutes();
type Person = { id: string; email: string; password: string; doc: UserDoc };
let people: Record<Exclude<Caller, "signedOut">, Person>;

beforeAll(async () => {
  await resetDatabase();
  const make = async (role: "user" | "admin", password: string) => {
    const { user } = await userWithSession({ role, password });
    return { id: String(user._id), email: user.email, password, doc: user.toObject() as UserDoc };
  };
  people = {
    user: await make("user", "Owner#Pass1"),
    otherUser: await make("user", "Other#Pass2"),
    admin: await make("admin", "Admin#Pass3"),
  };
});

/** Fresh data and fresh sessions for every call (a logout call ends the session it is sent with). */
async function fixtures(): Promise<Fixtures> {
  const cookies = {
    user: await sessionCookieFor(people.user.doc),
    otherUser: await sessionCookieFor(people.otherUser.doc),
    admin: await sessionCookieFor(people.admin.doc),
  };
  const property = await createProperty();
  const message = await Message.create({
    name: "Visitor",
    email: "v@example.in",
    subject: "General Inquiry",
    message: "Hi",
  });
  return {
    owner: { ...people.user, cookie: cookies.user },
    propertyId: property.id,
    messageId: String(message._id),
    cookieOf: (caller) => (caller === "signedOut" ? undefined : cookies[caller]),
  };
}

describe("authorisation matrix", () => {
  it("lists every route in app/api, and nothing that is not one", () => {
    const found = routes.map((r) => r.key).sort();
    expect(found.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !found.includes(key))).toEqual([]);
  });

  const callable = routes.filter((route) => !("excluded" in (MATRIX[route.key] ?? { excluded: "" })));
  it.each(callable.map((route) => [route.key, route] as [string, ApiRoute]))("%s", async (_key, route) => {
    const row = MATRIX[route.key] as Exclude<Row, { excluded: string }>;
    const seen: Partial<Expected> = {};
    for (const caller of ["signedOut", "otherUser", "user", "admin"] as Caller[]) {
      await clearRateLimits();
      const f = await fixtures();
      const call = (await row.call?.(f)) ?? {};
      const params = call.params ?? {};
      const response = await route.handler(
        request(route.method, fillPath(route.path, params), call, f.cookieOf(caller)),
        {
          params: Promise.resolve(params),
        },
      );
      seen[caller] = response.status;
    }
    expect(seen).toEqual(row.expect);
  });
});
