import { GET as home } from "@/app/api/admin/home/route";
import { GET as audit } from "@/app/api/admin/audit/route";
import { GET as listProperties } from "@/app/api/admin/properties/route";
import { GET as propertyDetail } from "@/app/api/admin/properties/[id]/route";
import { GET as stats } from "@/app/api/admin/stats/route";
import { PUT as updateUser } from "@/app/api/admin/user/[id]/route";
import { GET as userList } from "@/app/api/admin/user-list/route";
import { GET as listVisits } from "@/app/api/admin/visits/route";
import { PUT as updateVisit } from "@/app/api/admin/visits/[id]/route";
import { GET as messages } from "@/app/api/messages/route";
import { DELETE as deleteMessage } from "@/app/api/messages/[id]/route";
import { POST as createProperty } from "@/app/api/property/property/route";
import { DELETE as deleteProperty, PUT as updateProperty } from "@/app/api/property/property/[id]/route";
import { DELETE as deleteUser } from "@/app/api/user/[id]/route";
import { PUT as subscription } from "@/app/api/user/[id]/subscription/route";
import { callRoute, validListing } from "@/test/admin-helpers";
import { createProperty as makeListing } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";
import { AuditEntry, Favourite, Message, Property, User, Visit } from "@/test/models";

/** Everything an admin call could change, read straight from the database. */
async function snapshot() {
  const [users, properties, messages, favourites, visits, audits] = await Promise.all([
    User.find({}, { passwordHash: 0 }).sort({ _id: 1 }).lean(),
    Property.find().sort({ _id: 1 }).lean(),
    Message.find().sort({ _id: 1 }).lean(),
    Favourite.find().sort({ _id: 1 }).lean(),
    Visit.find().sort({ _id: 1 }).lean(),
    AuditEntry.countDocuments(),
  ]);
  return JSON.stringify({ users, properties, messages, favourites, visits, audits });
}

let target: { user: string; listing: string; message: string; visit: string };

beforeAll(async () => {
  await resetDatabase();
  const { user } = await userWithSession({ name: "Target Person" });
  const listing = await makeListing({ title: "Target Listing" });
  await Favourite.create({ user: user._id, property: listing._id });
  const message = await Message.create({ name: "A", email: "a@example.in", subject: "general-inquiry", message: "Hi" });
  const visit = await Visit.create({ user: user._id, property: listing._id, preferredDate: "2026-12-01" });
  target = { user: user.id, listing: listing.id, message: message.id, visit: visit.id };
});

type Call = { name: string; run: (cookie: string) => ReturnType<typeof callRoute> };

const calls: Call[] = [
  { name: "GET /admin/home", run: (cookie) => callRoute(home, "/api/admin/home", { cookie }) },
  { name: "GET /api/admin/stats", run: (cookie) => callRoute(stats, "/api/admin/stats", { cookie }) },
  { name: "GET /admin/user-list", run: (cookie) => callRoute(userList, "/api/admin/user-list?q=target", { cookie }) },
  {
    name: "PUT /admin/user/{id}",
    run: (cookie) =>
      callRoute(updateUser, `/api/admin/user/${target.user}`, {
        method: "PUT",
        cookie,
        json: { name: "Renamed" },
        params: { id: target.user },
      }),
  },
  {
    name: "PUT /user/{id}/subscription",
    run: (cookie) =>
      callRoute(subscription, `/api/user/${target.user}/subscription`, {
        method: "PUT",
        cookie,
        json: { isActive: true, remark: "free month" },
        params: { id: target.user },
      }),
  },
  {
    name: "DELETE /user/{id}",
    run: (cookie) =>
      callRoute(deleteUser, `/api/user/${target.user}`, { method: "DELETE", cookie, params: { id: target.user } }),
  },
  {
    name: "GET /api/admin/properties",
    run: (cookie) => callRoute(listProperties, "/api/admin/properties?status=all", { cookie }),
  },
  {
    name: "GET /api/admin/properties/{id}",
    run: (cookie) =>
      callRoute(propertyDetail, `/api/admin/properties/${target.listing}`, { cookie, params: { id: target.listing } }),
  },
  {
    name: "POST /property/property",
    run: (cookie) =>
      callRoute(createProperty, "/api/property/property", { method: "POST", cookie, json: validListing() }),
  },
  {
    name: "PUT /property/property/{id}",
    run: (cookie) =>
      callRoute(updateProperty, `/api/property/property/${target.listing}`, {
        method: "PUT",
        cookie,
        json: { title: "Changed", isActive: false },
        params: { id: target.listing },
      }),
  },
  {
    name: "DELETE /property/property/{id}",
    run: (cookie) =>
      callRoute(deleteProperty, `/api/property/property/${target.listing}`, {
        method: "DELETE",
        cookie,
        params: { id: target.listing },
      }),
  },
  {
    name: "GET /api/admin/visits",
    run: (cookie) => callRoute(listVisits, "/api/admin/visits?status=requested", { cookie }),
  },
  {
    name: "PUT /api/admin/visits/{id}",
    run: (cookie) =>
      callRoute(updateVisit, `/api/admin/visits/${target.visit}`, {
        method: "PUT",
        cookie,
        json: { status: "cancelled", reason: "Not allowed" },
        params: { id: target.visit },
      }),
  },
  { name: "GET /api/admin/audit", run: (cookie) => callRoute(audit, "/api/admin/audit", { cookie }) },
  { name: "GET /api/messages", run: (cookie) => callRoute(messages, "/api/messages", { cookie }) },
  {
    name: "DELETE /api/messages/{id}",
    run: (cookie) =>
      callRoute(deleteMessage, `/api/messages/${target.message}`, {
        method: "DELETE",
        cookie,
        params: { id: target.message },
      }),
  },
];

describe("admin calls refuse everyone but admins and change nothing for them", () => {
  it.each(calls.map((call) => [call.name, call] as const))("%s: 401 signed out, 403 for a user", async (_, call) => {
    const before = await snapshot();

    const signedOut = await call.run("");
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.success).toBe(false);

    const { user: caller, cookie } = await userWithSession({ role: "user" });
    const afterUserCreated = await snapshot();
    const asUser = await call.run(cookie);
    expect(asUser.status).toBe(403);
    expect(asUser.body.success).toBe(false);

    // Besides the user made for this check, nothing in the database moved.
    expect(await snapshot()).toBe(afterUserCreated);
    await User.deleteOne({ _id: caller._id });
    expect(await snapshot()).toBe(before);
  });

  it("a session whose cookie says admin but whose account no longer is gets 403", async () => {
    const { user, cookie } = await userWithSession({ role: "admin" });
    await User.updateOne({ _id: user._id }, { $set: { role: "user" } });
    const before = await snapshot();
    for (const call of calls) expect((await call.run(cookie)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
