import { mailsTo, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { GET as listVisits } from "@/app/api/admin/visits/route";
import { PUT as updateVisit } from "@/app/api/admin/visits/[id]/route";
import { GET as buyerVisits } from "@/app/api/visits/route";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { subscriberWithSession } from "@/test/session-helpers";
import { AuditEntry, Property, User, Visit } from "@/test/models";
import { useJobWorker } from "@/test/job-helpers";

const outbox = useTemporaryOutbox();
beforeEach(resetDatabase);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A buyer with an active plan of `visitsTotal` visits, `visitsUsed` of them used. */
const buyer = (visitsTotal = 3, visitsUsed = 1) =>
  subscriberWithSession(visitsTotal, visitsUsed, { name: "Ravi Buyer", phone: "9437011111" });

async function visitOf(user: unknown, overrides: Record<string, unknown> = {}) {
  const listing = await createProperty({ title: "Sunny 2BHK in Patia" });
  return new Visit({
    user,
    property: listing._id,
    preferredDate: "2026-12-05",
    preferredTime: "morning",
    note: "Call first",
    ...overrides,
  }).save();
}

const put = (cookie: string, id: string, json: unknown) =>
  callRoute(updateVisit, `/api/admin/visits/${id}`, { method: "PUT", cookie, json, params: { id } });

const visitsUsedBy = async (id: unknown) => (await User.findById(id).lean())!.subscription!.visitsUsed;

async function eventuallyMailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = (await mailsTo(outbox, address)).find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

describe("GET /api/admin/visits", () => {
  it("lists visit requests newest first with the buyer and listing, one page at a time, filtered by status", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    const days = ["2026-01-03", "2026-01-05", "2026-01-01", "2026-01-04", "2026-01-02"];
    const ids: Record<string, string> = {};
    for (const [i, day] of days.entries()) {
      const visit = await visitOf(user._id, {
        createdAt: new Date(`${day}T10:00:00Z`),
        status: i % 2 === 0 ? "requested" : "scheduled",
      });
      ids[day] = visit.id;
    }

    const first = await callRoute(listVisits, "/api/admin/visits?page=1&limit=2", { cookie: admin.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    expect(first.body.visits.map((v: { _id: string }) => v._id)).toEqual([ids["2026-01-05"], ids["2026-01-04"]]);
    expect(first.body.visits[0]).toEqual({
      _id: ids["2026-01-05"],
      user: { _id: user.id, name: "Ravi Buyer", email: user.email, phone: "9437011111" },
      property: { _id: expect.any(String), title: "Sunny 2BHK in Patia", location: "Lane 1, Patia, Bhubaneswar" },
      preferredDate: "2026-12-05",
      preferredTime: "morning",
      note: "Call first",
      status: "scheduled",
      scheduledFor: null,
      cancelReason: "",
      createdAt: "2026-01-05T10:00:00.000Z",
      updatedAt: expect.any(String),
    });

    const third = await callRoute(listVisits, "/api/admin/visits?page=3&limit=2", { cookie: admin.cookie });
    expect(third.body.visits.map((v: { _id: string }) => v._id)).toEqual([ids["2026-01-01"]]);

    const requested = await callRoute(listVisits, "/api/admin/visits?status=requested", { cookie: admin.cookie });
    expect(requested.body.total).toBe(3);
    expect(requested.body.visits.map((v: { _id: string }) => v._id)).toEqual([
      ids["2026-01-03"],
      ids["2026-01-02"],
      ids["2026-01-01"],
    ]);
  });

  it("shows a deleted listing as null and a deleted buyer's account as empty contact details", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    const visit = await visitOf(user._id);
    await Property.deleteOne({ _id: visit.property });
    await User.deleteOne({ _id: user._id });
    const { body } = await callRoute(listVisits, "/api/admin/visits", { cookie: admin.cookie });
    expect(body.visits).toHaveLength(1);
    expect(body.visits[0].property).toBeNull();
    expect(body.visits[0].user).toEqual({ _id: user.id, name: "", email: "", phone: "" });
  });

  it("shows the number given for a visit over the profile's", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    await visitOf(user._id, { phone: "9861022222" });
    const { body } = await callRoute(listVisits, "/api/admin/visits", { cookie: admin.cookie });
    expect(body.visits[0].user).toMatchObject({ name: "Ravi Buyer", phone: "9861022222" });
  });

  it("refuses an unknown status, a bad page or an unknown parameter with 400", async () => {
    const { admin } = await adminAndUser();
    for (const query of ["status=done", "page=0", "limit=1000", "sort=oldest", "status[$ne]=x"]) {
      const { status, body } = await callRoute(listVisits, `/api/admin/visits?${query}`, { cookie: admin.cookie });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });
});

describe("PUT /api/admin/visits/{id}", () => {
  useJobWorker();
  it("schedules a visit for a future time, records it in the audit log and mails the buyer", async () => {
    const { admin } = await adminAndUser();
    const { user, cookie } = await buyer();
    const visit = await visitOf(user._id);
    const when = inDays(2);

    const { status, body } = await put(admin.cookie, visit.id, { status: "scheduled", scheduledFor: when });
    expect(status).toBe(200);
    expect(body.message).toMatch(/scheduled/);
    expect(body.visit).toMatchObject({ _id: visit.id, status: "scheduled", scheduledFor: when, cancelReason: "" });

    const stored = (await Visit.findById(visit.id).lean())!;
    expect(stored.status).toBe("scheduled");
    expect(stored.scheduledFor?.toISOString()).toBe(when);
    expect(await visitsUsedBy(user._id)).toBe(1);

    const entries = await AuditEntry.find({ targetId: visit.id }).lean();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "visit.update",
      targetType: "visit",
      actor: { name: "Site Admin" },
      changes: { status: { before: "requested", after: "scheduled" }, scheduledFor: { before: null, after: when } },
    });

    const mail = await eventuallyMailTo(user.email, /scheduled/);
    expect(mail.text).toContain("Sunny 2BHK in Patia");

    // The buyer's own list shows the time.
    const mine = await callRoute(buyerVisits, "/api/visits", { cookie });
    expect(mine.body.visits[0]).toMatchObject({
      id: visit.id,
      status: "scheduled",
      scheduledFor: when,
      cancelReason: "",
    });
  });

  it("refuses to schedule without a time, in the past, or with a field of another status; nothing changes", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    const visit = await visitOf(user._id);
    const refused = [
      { status: "scheduled" },
      { status: "scheduled", scheduledFor: inDays(-1) },
      { status: "scheduled", scheduledFor: "tomorrow at ten" },
      { status: "scheduled", scheduledFor: inDays(400) },
      { status: "completed", scheduledFor: inDays(2) },
      { status: "scheduled", scheduledFor: inDays(2), reason: "why" },
      { status: "done" },
      { status: "scheduled", scheduledFor: inDays(2), user: "someone else" },
    ];
    for (const json of refused) {
      const { status, body } = await put(admin.cookie, visit.id, json);
      expect({ json, status }).toEqual({ json, status: 400 });
      expect(body.success).toBe(false);
    }
    const stored = (await Visit.findById(visit.id).lean())!;
    expect(stored.status).toBe("requested");
    expect(stored.scheduledFor).toBeUndefined();
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("cancels with a reason, returns the visit to the buyer's plan and mails the reason; a cancelled visit is final", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer(3, 2);
    const visit = await visitOf(user._id);

    const noReason = await put(admin.cookie, visit.id, { status: "cancelled" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toMatch(/why/);
    expect((await put(admin.cookie, visit.id, { status: "cancelled", reason: "   " })).status).toBe(400);
    expect(await visitsUsedBy(user._id)).toBe(2);

    const cancelled = await put(admin.cookie, visit.id, {
      status: "cancelled",
      reason: "The owner has sold the flat.",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.visit).toMatchObject({ status: "cancelled", cancelReason: "The owner has sold the flat." });
    expect(await visitsUsedBy(user._id)).toBe(1);

    const mail = await eventuallyMailTo(user.email, /cancelled/);
    expect(mail.text).toContain("The owner has sold the flat.");
    expect(mail.text).toContain("2 visits left");

    for (const json of [
      { status: "cancelled", reason: "Again" },
      { status: "requested" },
      { status: "scheduled", scheduledFor: inDays(1) },
    ]) {
      const { status, body } = await put(admin.cookie, visit.id, json);
      expect(status).toBe(409);
      expect(body.message).toMatch(/cannot be changed/);
    }
    expect(await visitsUsedBy(user._id)).toBe(1);
    expect(await AuditEntry.find({ targetId: visit.id }).lean()).toEqual([
      expect.objectContaining({
        action: "visit.update",
        changes: {
          status: { before: "requested", after: "cancelled" },
          cancelReason: { before: "", after: "The owner has sold the flat." },
        },
      }),
    ]);
  });

  it("returns exactly one visit when two cancels of the same visit race", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer(3, 3);
    const visit = await visitOf(user._id);

    const answers = await Promise.all([
      put(admin.cookie, visit.id, { status: "cancelled", reason: "First" }),
      put(admin.cookie, visit.id, { status: "cancelled", reason: "Second" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await visitsUsedBy(user._id)).toBe(2);
    expect(await AuditEntry.countDocuments({ targetId: visit.id })).toBe(1);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await Visit.findById(visit.id).lean())!.cancelReason).toBe(winner.body.visit.cancelReason);
  });

  it("never takes a plan's used visits below zero when cancelling", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer(3, 0);
    const visit = await visitOf(user._id);
    expect((await put(admin.cookie, visit.id, { status: "cancelled", reason: "Agent unwell" })).status).toBe(200);
    expect(await visitsUsedBy(user._id)).toBe(0);
  });

  it("marks a scheduled visit done keeping its time, and can set it back to requested, clearing the time", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    const when = new Date(Date.now() + DAY);
    const visit = await visitOf(user._id, { status: "scheduled", scheduledFor: when });

    const done = await put(admin.cookie, visit.id, { status: "completed" });
    expect(done.status).toBe(200);
    expect(done.body.visit).toMatchObject({ status: "completed", scheduledFor: when.toISOString() });

    const reopened = await put(admin.cookie, visit.id, { status: "requested" });
    expect(reopened.body.visit).toMatchObject({ status: "requested", scheduledFor: null });
    expect((await Visit.findById(visit.id).lean())!.scheduledFor).toBeUndefined();
    expect(await AuditEntry.countDocuments({ targetId: visit.id, action: "visit.update" })).toBe(2);
    expect(await visitsUsedBy(user._id)).toBe(1);
  });

  it("answers 'Nothing changed' without an audit entry when the visit already is as asked", async () => {
    const { admin } = await adminAndUser();
    const { user } = await buyer();
    const visit = await visitOf(user._id);
    const { status, body } = await put(admin.cookie, visit.id, { status: "requested" });
    expect(status).toBe(200);
    expect(body.message).toBe("Nothing changed");
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("answers 404 for an id that names no visit", async () => {
    const { admin } = await adminAndUser();
    for (const id of ["0123456789abcdef01234567", "not-an-id"]) {
      const { status, body } = await put(admin.cookie, id, { status: "completed" });
      expect(status).toBe(404);
      expect(body.message).toBe("Visit not found");
    }
  });
});
