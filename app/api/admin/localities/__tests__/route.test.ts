import { GET, PUT } from "@/app/api/admin/localities/route";
import { POST } from "@/app/api/property/property/route";
import { PUT as EDIT } from "@/app/api/property/property/[id]/route";
import { cityCentre } from "@/domain/geo/centres";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { createProperty } from "@/test/factories";
import { clearRateLimits, resetDatabase } from "@/test/db-helpers";
import { AuditEntry, LocalityCentre, Property } from "@/test/models";

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

const PATH = "/api/admin/localities";
const CITY = cityCentre("Bhubaneswar")!;
const CENTRE = { lat: 20.3123, lng: 85.7654 };

const list = (cookie: string) => callRoute(GET, PATH, { cookie });
const setCentre = (cookie: string, json: unknown) => callRoute(PUT, PATH, { method: "PUT", cookie, json });

/** A listing added through the admin's form, with no pin. */
async function addListing(cookie: string, title: string, locality: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await callRoute(POST, "/api/property/property", {
    method: "POST",
    cookie,
    json: { ...validListing(), title, location: { ...validListing().location, locality }, ...extra },
  });
  expect(status).toBe(201);
  return String(body.property._id);
}

const stored = async (id: string) => (await Property.findById(id).lean())!;

describe("GET /api/admin/localities", () => {
  it("refuses anyone but an admin", async () => {
    const { user } = await adminAndUser();
    expect((await list("")).status).toBe(401);
    const refused = await list(user.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });

  it("names each locality of live or waiting listings that has no centre, with its city, count and newest listing", async () => {
    const { admin } = await adminAndUser();
    const at = (title: string, locality: string, extra: Record<string, unknown> = {}) =>
      createProperty({
        title,
        location: { address: "Lane 1", locality, city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
        ...extra,
      });
    await at("Known place", "Patia");
    await at("First in the enclave", "Sunrise Enclave", { createdAt: new Date("2026-01-01") });
    const newest = await at("Newest in the enclave", "sunrise enclave", { createdAt: new Date("2026-03-01") });
    await at("Waiting in the enclave", "Sunrise Enclave", {
      isActive: false,
      source: "public",
      createdAt: new Date("2026-02-01"),
    });
    // Taken off the site by an admin, and not waiting: nobody is looking for it.
    await at("Switched off", "Hidden Colony", { isActive: false, awaitingReview: false });
    const lake = await at("By the lake", "Lake View Colony", {
      location: { locality: "Lake View Colony", city: "Cuttack" },
    });
    await LocalityCentre.create({
      citySlug: "bhubaneswar",
      localitySlug: "centred-colony",
      city: "Bhubaneswar",
      locality: "Centred Colony",
      ...CENTRE,
      setBy: { id: admin.user._id, name: "Site Admin" },
      setAt: new Date(),
    });
    await at("Already centred", "Centred Colony");

    const { status, body } = await list(admin.cookie);
    expect(status).toBe(200);
    expect(body.localities).toEqual([
      {
        city: "Bhubaneswar",
        locality: "Sunrise Enclave",
        listings: 3,
        example: { id: newest.id, title: "Newest in the enclave" },
      },
      { city: "Cuttack", locality: "Lake View Colony", listings: 1, example: { id: lake.id, title: "By the lake" } },
    ]);
  });
});

describe("PUT /api/admin/localities", () => {
  it("moves the locality's listings without a pin to the new centre, keeps pinned ones, and audits it", async () => {
    const { admin } = await adminAndUser();
    const pinless = await addListing(admin.cookie, "Flat in the enclave", "Sunrise Enclave");
    const pin = { lat: 20.3301, lng: 85.7702 };
    const pinned = await addListing(admin.cookie, "Pinned flat in the enclave", "Sunrise Enclave", { geo: pin });
    const areaOnly = await addListing(admin.cookie, "Private flat in the enclave", "Sunrise Enclave", {
      geo: pin,
      areaOnly: true,
    });
    const elsewhere = await addListing(admin.cookie, "Flat in another new place", "Moonrise Enclave");
    // Until a centre is set, the city's centre, approximate.
    expect((await stored(pinless)).location?.geo).toEqual({ lat: CITY.lat, lng: CITY.lng, approximate: true });
    const pinnedBefore = await stored(pinned);

    const { status, body } = await setCentre(admin.cookie, {
      city: "Bhubaneswar",
      locality: " Sunrise Enclave ",
      ...CENTRE,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      centre: { city: "Bhubaneswar", locality: "Sunrise Enclave", ...CENTRE },
      moved: 2,
    });

    const moved = await stored(pinless);
    expect(moved.location?.geo).toEqual({ ...CENTRE, approximate: true });
    expect(moved.mapPoint).toEqual({ ...CENTRE, approximate: true });
    // The pinned listing keeps its pin and its point.
    const kept = await stored(pinned);
    expect(kept.location?.geo).toEqual({ ...pin, approximate: false });
    expect(kept.mapPoint).toEqual(pinnedBefore.mapPoint);
    // One that shows only its area keeps its pin, and shows the locality's new centre.
    const privateOne = await stored(areaOnly);
    expect(privateOne.location?.geo).toEqual({ ...pin, approximate: false });
    expect(privateOne.mapPoint).toEqual({ ...CENTRE, approximate: true });
    // Another new locality stays at the city's centre.
    expect((await stored(elsewhere)).location?.geo).toEqual({ lat: CITY.lat, lng: CITY.lng, approximate: true });

    const centre = await LocalityCentre.findOne({ citySlug: "bhubaneswar", localitySlug: "sunrise-enclave" }).lean();
    expect(centre).toMatchObject({ city: "Bhubaneswar", locality: "Sunrise Enclave", ...CENTRE });
    expect(String(centre?.setBy?.id)).toBe(String(admin.user._id));
    const audit = await AuditEntry.findOne({ action: "locality.centre" }).lean();
    expect(audit).toMatchObject({
      targetType: "locality",
      targetId: "bhubaneswar/sunrise-enclave",
      changes: { centre: { before: null, after: CENTRE }, listingsMoved: { before: null, after: 2 } },
    });
    expect(String(audit?.actor?.id)).toBe(String(admin.user._id));

    // No longer listed; the other new locality still is.
    expect((await list(admin.cookie)).body.localities.map((l: { locality: string }) => l.locality)).toEqual([
      "Moonrise Enclave",
    ]);

    // A listing added there later without a pin, or moved there, stands at the centre.
    const later = await addListing(admin.cookie, "Later flat in the enclave", "sunrise enclave");
    expect((await stored(later)).location?.geo).toEqual({ ...CENTRE, approximate: true });
    const edited = await callRoute(EDIT, `/api/property/property/${elsewhere}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { location: { locality: "Sunrise Enclave" } },
      params: { id: elsewhere },
    });
    expect(edited.status).toBe(200);
    expect((await stored(elsewhere)).location?.geo).toEqual({ ...CENTRE, approximate: true });

    // Set again: the listings follow, and the audit says where it was.
    const again = { lat: 20.3, lng: 85.77 };
    expect((await setCentre(admin.cookie, { city: "Bhubaneswar", locality: "Sunrise Enclave", ...again })).status).toBe(
      200,
    );
    expect((await stored(pinless)).location?.geo).toEqual({ ...again, approximate: true });
    expect(await LocalityCentre.countDocuments()).toBe(1);
    const second = await AuditEntry.findOne({ action: "locality.centre" }).sort({ createdAt: -1, _id: -1 }).lean();
    expect(second?.changes).toMatchObject({ centre: { before: CENTRE, after: again } });
  });

  it("refuses anyone but an admin, points outside Odisha, missing fields and known localities, writing nothing", async () => {
    const { admin, user } = await adminAndUser();
    const pinless = await addListing(admin.cookie, "Flat in the enclave", "Sunrise Enclave");
    const good = { city: "Bhubaneswar", locality: "Sunrise Enclave", ...CENTRE };
    await AuditEntry.deleteMany({});

    expect((await setCentre("", good)).status).toBe(401);
    expect((await setCentre(user.cookie, good)).status).toBe(403);

    const outside = await setCentre(admin.cookie, { ...good, lat: 28.61, lng: 77.21 });
    expect(outside.status).toBe(400);
    expect(outside.body.success).toBe(false);
    expect(outside.body.errors).toEqual({
      lat: "Latitude must be inside Odisha (17.7 to 22.6)",
      lng: "Longitude must be inside Odisha (81.3 to 87.6)",
    });

    const missing = await setCentre(admin.cookie, { city: " ", lat: CENTRE.lat });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      city: "Enter the city",
      locality: "Enter the locality",
      lng: "Longitude must be a number of degrees",
    });

    const text = await setCentre(admin.cookie, { ...good, lat: "20.3" });
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual({ lat: "Latitude must be a number of degrees" });

    const known = await setCentre(admin.cookie, { ...good, locality: "patia" });
    expect(known.status).toBe(400);
    expect(known.body.errors).toEqual({ locality: "patia already has a centre on the map" });

    expect(await LocalityCentre.countDocuments()).toBe(0);
    expect(await AuditEntry.countDocuments()).toBe(0);
    expect((await stored(pinless)).location?.geo).toEqual({ lat: CITY.lat, lng: CITY.lng, approximate: true });
  });
});
