import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { confirmSubmissionNumber } from "@/test/listing-submission";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { GET as adminDetail } from "@/app/api/admin/properties/[id]/route";
import { GET as publicList } from "@/app/api/property/property/route";
import { DELETE, GET as publicDetail, PUT } from "@/app/api/property/property/[id]/route";
import { POST as submit } from "@/app/api/property/submissions/route";
import { getCachedProperties, getCachedProperty } from "@/lib/listings";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { AuditEntry, Favourite, Property } from "@/test/models";
import { eventually, useJobWorker } from "@/test/job-helpers";

const outbox = mkdtempSync(path.join(os.tmpdir(), "admin-listing-outbox-"));
process.env.MAIL_OUTBOX_DIR = outbox;
delete process.env.SMTP_URL;
process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-listing-uploads-"));

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

const edit = (cookie: string, id: string, json: unknown) =>
  callRoute(PUT, `/api/property/property/${id}`, { method: "PUT", cookie, json, params: { id } });
const remove = (cookie: string, id: string, json?: unknown) =>
  callRoute(DELETE, `/api/property/property/${id}`, { method: "DELETE", cookie, json, params: { id } });
const publicIds = async () => (await getCachedProperties({ sort: "newest" })).properties.map((p) => p._id);

/** A listing offered through the public form, as the form sends it. */
async function submitListing(ownerEmail = "owner.bikash@example.in") {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: "Owner's 2BHK near Patia",
    location: "Lane 9, Patia",
    locality: "Patia",
    price: "14000",
    type: "rent",
    propertyType: "Flats/Apartments",
    bedrooms: "2",
    bathrooms: "1",
    ownerName: "Bikash Rout",
    ownerPhone: "9437123456",
    ownerEmail,
  }))
    form.append(key, value);
  const response = await submit(
    new Request("http://localhost:3000/api/property/submissions", { method: "POST", body: form }),
    routeContext({}),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await confirmSubmissionNumber(id);
  return id;
}

describe("PUT /api/property/property/{id} (admin)", () => {
  it("an edit is on the next public read, and the audit log has the before and after", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty({ title: "Old Title", price: 12000 });
    const { status, body } = await edit(admin.cookie, listing.id, { title: "New Title in Saheed Nagar", price: 13500 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Property updated",
      property: { title: "New Title in Saheed Nagar", price: 13500 },
    });

    expect(await getCachedProperty(listing.id)).toMatchObject({ title: "New Title in Saheed Nagar", price: 13500 });
    // The search words follow the new title.
    expect((await getCachedProperties({ q: "saheed" })).properties.map((p) => p._id)).toEqual([listing.id]);
    const entry = await AuditEntry.findOne({ targetId: listing.id }).lean();
    expect(entry).toMatchObject({
      action: "listing.update",
      changes: {
        title: { before: "Old Title", after: "New Title in Saheed Nagar" },
        price: { before: 12000, after: 13500 },
      },
    });
    expect(Object.keys(entry!.changes as object).sort()).toEqual(["price", "title"]);
  });

  it("sets a rent's security deposit and its move-in day, as the owner's form does, and refuses bad ones naming the field", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty({ type: "rent", price: 15000 });
    const saved = await edit(admin.cookie, listing.id, { securityDeposit: "30000", availableFrom: "2026-12-15" });
    expect(saved.status).toBe(200);
    expect(await getCachedProperty(listing.id)).toMatchObject({
      securityDeposit: 30000,
      availableFrom: "2026-12-15T00:00:00.000Z",
    });
    for (const [json, field] of [
      [{ securityDeposit: "-1" }, "securityDeposit"],
      [{ securityDeposit: "12.5" }, "securityDeposit"],
      [{ availableFrom: "15/12/2026" }, "availableFrom"],
    ] as const) {
      const refused = await edit(admin.cookie, listing.id, json);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toContain(field);
    }
    expect(await Property.findById(listing.id).lean()).toMatchObject({ securityDeposit: 30000 });
  });

  it("a deactivation takes the listing off every public read at once", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty();
    expect(await publicIds()).toContain(listing.id);
    const { status, body } = await edit(admin.cookie, listing.id, { isActive: false });
    expect(status).toBe(200);
    expect(body.property).toMatchObject({ isActive: false, status: "inactive" });
    expect(await getCachedProperty(listing.id)).toBeNull();
    expect(await publicIds()).not.toContain(listing.id);
    const detail = await publicDetail(
      jsonRequest(`/api/property/property/${listing.id}`),
      routeContext({ id: listing.id }),
    );
    expect(detail.status).toBe(404);
    expect(await AuditEntry.findOne({ targetId: listing.id }).lean()).toMatchObject({
      action: "listing.deactivate",
      changes: { isActive: { before: true, after: false } },
    });
  });

  it("keeps partial nested edits to the given fields and applies the create rules", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty();
    const ok = await edit(admin.cookie, listing.id, { location: { address: "New Lane, Patia" } });
    expect(ok.status).toBe(200);
    expect(ok.body.property.location).toMatchObject({
      address: "New Lane, Patia",
      city: "Bhubaneswar",
      zipCode: "751024",
    });

    const before = await Property.findById(listing.id).lean();
    for (const json of [
      {},
      { title: "" },
      { title: "x".repeat(71) },
      { price: -1 },
      { carParking: 9 },
      { totalFloors: 0 },
      { images: [] },
      { role: "admin" },
      { isActive: "maybe" },
      { title: { $ne: null } },
    ]) {
      expect((await edit(admin.cookie, listing.id, json)).status).toBe(400);
    }
    expect(await Property.findById(listing.id).lean()).toEqual(before);
  });

  it("asks for bhk when a land listing becomes a flat, and zeroes it when a flat becomes land", async () => {
    const { admin } = await adminAndUser();
    const land = await createProperty({ type: "land", propertyType: "Plots & Land", bhk: 0 });
    const refused = await edit(admin.cookie, land.id, { propertyType: "Flats/Apartments" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ bhk: "Enter the number of bedrooms (BHK)" });
    const flat = await createProperty({ bhk: 3 });
    const zeroed = await edit(admin.cookie, flat.id, { propertyType: "Plots & Land", type: "land" });
    expect(zeroed.body.property).toMatchObject({ bhk: 0, propertyType: "Plots & Land" });
  });

  it("answers 404 for an unknown listing", async () => {
    const { admin } = await adminAndUser();
    expect((await edit(admin.cookie, "64b7f0c2a1b2c3d4e5f60718", { title: "X" })).status).toBe(404);
  });
});

describe("public submissions: review, approval and the owner's privacy", () => {
  useJobWorker();
  it("waits in the pending queue, is approved by switching it on, and never shows the owner's contact publicly", async () => {
    const { admin } = await adminAndUser();
    const id = await submitListing();
    expect(await getCachedProperty(id)).toBeNull();

    const detail = await callRoute(adminDetail, `/api/admin/properties/${id}`, {
      cookie: admin.cookie,
      params: { id },
    });
    expect(detail.body.property).toMatchObject({
      status: "pending",
      source: "submission",
      owner: { name: "Bikash Rout", phone: "9437123456", email: "owner.bikash@example.in" },
    });

    const approved = await edit(admin.cookie, id, { isActive: true });
    expect(approved.status).toBe(200);
    expect(approved.body.property).toMatchObject({ status: "active", isActive: true });
    expect(await AuditEntry.findOne({ targetId: id }).lean()).toMatchObject({ action: "listing.approve" });

    // Every public way to read it: the data the page renders, the list, and both JSON endpoints.
    const page = await getCachedProperty(id);
    const listed = (await getCachedProperties({ sort: "newest" })).properties.find((p) => p._id === id);
    const apiDetail = await (
      await publicDetail(jsonRequest(`/api/property/property/${id}`), routeContext({ id }))
    ).json();
    const apiList = await (await publicList(jsonRequest("/api/property/property"), routeContext({}))).json();
    for (const shown of [
      page,
      listed,
      apiDetail.property,
      apiList.properties.find((p: { _id: string }) => p._id === id),
    ]) {
      expect(shown).toBeTruthy();
      const text = JSON.stringify(shown);
      expect(text).not.toContain("9437123456");
      expect(text).not.toContain("owner.bikash@example.in");
      expect(text).not.toContain("Bikash Rout");
    }
    expect(page).toMatchObject({ contactNumber: "+91 94370 00000", contactEmail: "support@odishahomes.in" });

    // Switched off again later, it is inactive, not back in the queue.
    await edit(admin.cookie, id, { isActive: false });
    expect((await Property.findById(id).lean())?.awaitingReview).toBe(false);
  });

  it("approving mails the owner that the listing is live, with its link", async () => {
    const { admin } = await adminAndUser();
    const id = await submitListing("approve.me@example.in");
    expect((await edit(admin.cookie, id, { isActive: true })).status).toBe(200);
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(outbox, "approve.me@example.in");
      return mails.length > 0 && mails;
    });
    expect(mail.subject).toMatch(/Your listing is live/);
    expect(mail.text).toContain(`/properties/${id}`);
    expect(mail.text).toContain("Owner's 2BHK near Patia");
  });

  it("rejecting deletes the submission and mails the owner the reason", async () => {
    const { admin } = await adminAndUser();
    const id = await submitListing("reject.me@example.in");
    const { status, body } = await remove(admin.cookie, id, { reason: "The photos do not show the flat." });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Property deleted", ownerNotified: true });
    expect(await Property.exists({ _id: id })).toBeNull();
    // The mail goes through the job queue.
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(outbox, "reject.me@example.in");
      return mails.length > 0 && mails;
    });
    expect(mail.subject).toMatch(/not published/);
    expect(mail.text).toContain("The photos do not show the flat.");
    expect(await AuditEntry.findOne({ targetId: id }).lean()).toMatchObject({
      action: "listing.reject",
      changes: { reason: { before: null, after: "The photos do not show the flat." } },
    });
  });
});

describe("DELETE /api/property/property/{id} (admin)", () => {
  it("deletes the listing and its favourites; the public reads answer not found at once", async () => {
    const { admin, user } = await adminAndUser();
    const listing = await createProperty();
    const kept = await createProperty();
    await Favourite.create({ user: user.user._id, property: listing._id });
    await Favourite.create({ user: user.user._id, property: kept._id });

    const { status, body } = await remove(admin.cookie, listing.id);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Property deleted" });
    expect(await Property.exists({ _id: listing._id })).toBeNull();
    expect(await Favourite.countDocuments({ property: listing._id })).toBe(0);
    expect(await Favourite.countDocuments({ property: kept._id })).toBe(1);
    expect(await getCachedProperty(listing.id)).toBeNull();
    expect(await publicIds()).toEqual([kept.id]);
    expect(await AuditEntry.findOne({ targetId: listing.id }).lean()).toMatchObject({ action: "listing.delete" });
  });

  it("answers 404 for an unknown listing, 400 for a bad body", async () => {
    const { admin } = await adminAndUser();
    expect((await remove(admin.cookie, "64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
    const listing = await createProperty();
    expect((await remove(admin.cookie, listing.id, { reason: 5 })).status).toBe(400);
    expect((await remove(admin.cookie, listing.id, { why: "x" })).status).toBe(400);
    expect(await Property.exists({ _id: listing._id })).not.toBeNull();
  });
});
