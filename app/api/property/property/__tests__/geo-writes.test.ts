import { POST } from "@/app/api/property/property/route";
import { PUT } from "@/app/api/property/property/[id]/route";
import { POST as submit } from "@/app/api/property/submissions/route";
import { GET as getMine, PATCH } from "@/app/api/my/listings/[id]/route";
import { backgroundWorkSettled } from "@/lib/http/after-response";
import { findPropertyById } from "@/lib/listings";
import { localityCentre } from "@/domain/geo";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Property, type UserDoc } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

// Every form that writes a listing stores the pin a person placed as exact, refuses a pin outside Odisha
// with nothing stored, and without a pin puts the listing at its locality's centre, approximate.

const PIN = { lat: 20.3561, lng: 85.8201 };
const KOLKATA = { lat: 22.5726, lng: 88.3639 };
const centre = (locality: string) => {
  const { lat, lng } = localityCentre("Bhubaneswar", locality)!;
  return { lat, lng, approximate: true };
};
const storedGeo = async (id: string) => (await Property.findById(id).lean())!.location!.geo;

temporaryUploads("geo-writes-");
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

const patia = { address: "Lane 3, Patia", locality: "Patia", city: "Bhubaneswar", zipCode: "751024" };

describe("the admin's Add and Edit", () => {
  const create = (cookie: string, json: unknown) =>
    callRoute(POST, "/api/property/property", { method: "POST", cookie, json });
  const put = (cookie: string, id: string, json: unknown) =>
    callRoute(PUT, `/api/property/property/${id}`, { method: "PUT", cookie, json, params: { id } });

  it("stores a placed pin as exact, and a listing without one at its locality's centre", async () => {
    const { admin } = await adminAndUser();
    const pinned = await create(admin.cookie, { ...validListing(), location: patia, geo: PIN });
    expect(pinned.status).toBe(201);
    expect(pinned.body.property.location.geo).toEqual({ ...PIN, approximate: false });
    expect((await findPropertyById(pinned.body.property._id))!.location!.geo).toEqual({ ...PIN, approximate: false });

    const unpinned = await create(admin.cookie, { ...validListing(), location: patia });
    expect(await storedGeo(unpinned.body.property._id)).toEqual(centre("Patia"));
  });

  it("takes the pin from a multipart form as geo.lat and geo.lng, and a blank pin as none", async () => {
    const { admin } = await adminAndUser();
    const send = async (extra: Record<string, string>) => {
      const form = new FormData();
      const fields: Record<string, string> = {
        title: "3BHK in Nayapalli",
        price: "25000",
        type: "rent",
        propertyType: "Flats/Apartments",
        bhk: "3",
        bathrooms: "2",
        furnishing: "Furnished",
        "location.locality": "Nayapalli",
        "location.city": "Bhubaneswar",
        contactNumber: "9437055555",
        ...extra,
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("images", new File([PNG], "front.png", { type: "image/png" }));
      const response = await POST(
        new Request("http://localhost:3000/api/property/property", {
          method: "POST",
          body: form,
          headers: { cookie: admin.cookie },
        }),
        routeContext({}),
      );
      return { status: response.status, body: await response.json() };
    };
    const pinned = await send({ "geo.lat": "20.2931", "geo.lng": "85.8129", areaOnly: "on" });
    expect(pinned.status).toBe(201);
    expect(await storedGeo(pinned.body.property._id)).toEqual({ lat: 20.2931, lng: 85.8129, approximate: false });
    // Shown only as the area: the public answer is the locality's centre.
    expect((await findPropertyById(pinned.body.property._id))!.location).toMatchObject({
      geo: centre("Nayapalli"),
      areaOnly: true,
    });
    const blank = await send({ "geo.lat": "", "geo.lng": "" });
    expect(blank.status).toBe(201);
    expect(await storedGeo(blank.body.property._id)).toEqual(centre("Nayapalli"));
  });

  it("refuses a pin outside Odisha or out of range, naming geo, with nothing stored", async () => {
    const { admin } = await adminAndUser();
    for (const geo of [KOLKATA, { lat: 91, lng: 85 }, { lat: "north", lng: 85 }, { lat: 20.3 }]) {
      const { status, body } = await create(admin.cookie, { ...validListing(), location: patia, geo });
      expect({ geo, status }).toEqual({ geo, status: 400 });
      expect(Object.keys(body.errors).some((field) => field.startsWith("geo"))).toBe(true);
    }
    expect((await create(admin.cookie, { ...validListing(), location: patia, geo: KOLKATA })).body.errors.geo).toMatch(
      /inside Odisha/,
    );
    expect(await Property.countDocuments()).toBe(0);

    const listing = await createProperty({ location: patia });
    const { status, body } = await put(admin.cookie, String(listing._id), { geo: KOLKATA, title: "Moved" });
    expect(status).toBe(400);
    expect(body.errors.geo).toMatch(/inside Odisha/);
    expect((await Property.findById(listing._id).lean())!).toMatchObject({
      title: listing.title,
      location: { geo: centre("Patia") },
    });
  });

  it("moves a listing to its new locality's centre when no new pin comes with the move", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty({ location: { ...patia, geo: { ...PIN, approximate: false } } });
    const id = String(listing._id);
    const moved = await put(admin.cookie, id, { location: { locality: "Saheed Nagar" } });
    expect(moved.status).toBe(200);
    expect(await storedGeo(id)).toEqual(centre("Saheed Nagar"));

    const pinned = await put(admin.cookie, id, {
      location: { locality: "Rasulgarh" },
      geo: { lat: 20.2925, lng: 85.8612 },
    });
    expect(pinned.status).toBe(200);
    expect(await storedGeo(id)).toEqual({ lat: 20.2925, lng: 85.8612, approximate: false });

    // null takes the pin away: back to the centre.
    await put(admin.cookie, id, { geo: null });
    expect(await storedGeo(id)).toEqual(centre("Rasulgarh"));
  });
});

describe("the public List Your Property form", () => {
  const send = async (extra: Record<string, string>) => {
    const form = listingSubmissionForm("owner@example.in", [new File([PNG], "a.png", { type: "image/png" })]);
    for (const [key, value] of Object.entries(extra)) form.append(key, value);
    const response = await submit(
      siteRequest("POST", "/api/property/submissions", "203.0.113.9", { body: form }),
      routeContext({}),
    );
    return { status: response.status, body: await response.json() };
  };

  it("stores the pin as exact, and without one the locality's centre", async () => {
    const pinned = await send({ "geo.lat": String(PIN.lat), "geo.lng": String(PIN.lng), areaOnly: "true" });
    expect(pinned.status).toBe(201);
    expect((await Property.findById(pinned.body.id).lean())!.location).toMatchObject({
      geo: { ...PIN, approximate: false },
      areaOnly: true,
    });
    const plain = await send({});
    expect(await storedGeo(plain.body.id)).toEqual(centre("Patia"));
  });

  it("refuses a pin outside Odisha with nothing stored", async () => {
    const { status, body } = await send({ "geo.lat": String(KOLKATA.lat), "geo.lng": String(KOLKATA.lng) });
    expect(status).toBe(400);
    expect(body.errors.geo).toMatch(/inside Odisha/);
    expect(await Property.countDocuments()).toBe(0);
  });
});

describe("the owner's edit", () => {
  async function ownersLiveListing(location: Record<string, unknown>) {
    const { user, cookie } = await userWithSession();
    const doc = await createProperty({
      source: "public",
      account: user._id,
      owner: { name: "Owner", phone: "9437012345", email: (user.toObject() as UserDoc).email },
      location,
      isActive: true,
    });
    return { cookie, id: String(doc._id) };
  }
  const edit = async (cookie: string, id: string, json: unknown) => {
    const response = await PATCH(
      siteRequest("PATCH", `/api/my/listings/${id}`, "203.0.113.7", { cookie, json }),
      routeContext({ id }),
    );
    const body = await response.json();
    await backgroundWorkSettled();
    return { status: response.status, body };
  };

  it("holds a new pin for review on a live listing, stores it exact on approval, and hides the house at once", async () => {
    const { cookie, id } = await ownersLiveListing(patia);
    const asked = await edit(cookie, id, { geo: PIN });
    expect(asked.status).toBe(200);
    expect(asked.body.review).toBe(true);
    expect(await storedGeo(id)).toEqual(centre("Patia"));
    expect((await Property.findById(id).lean())!.pendingEdit!.changes).toEqual([
      { field: "geo", before: null, after: PIN },
    ]);
    const admin = await userWithSession({ role: "admin" });
    const approved = await callRoute(PUT, `/api/property/property/${id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { isActive: true },
      params: { id },
    });
    expect(approved.status).toBe(200);
    expect(await storedGeo(id)).toEqual({ ...PIN, approximate: false });

    const hidden = await edit(cookie, id, { areaOnly: true });
    expect(hidden.body.review).toBe(false);
    expect((await findPropertyById(id))!.location).toMatchObject({ geo: centre("Patia"), areaOnly: true });
    const mine = await getMine(
      siteRequest("GET", `/api/my/listings/${id}`, "203.0.113.7", { cookie }),
      routeContext({ id }),
    );
    expect(await mine.json()).toMatchObject({ listing: { geo: PIN, areaOnly: true } });
  });

  it("refuses a pin outside Odisha with nothing stored", async () => {
    const { cookie, id } = await ownersLiveListing(patia);
    const { status, body } = await edit(cookie, id, { geo: KOLKATA, title: "Elsewhere" });
    expect(status).toBe(400);
    expect(body.errors.geo).toMatch(/inside Odisha/);
    expect(await Property.findById(id).lean()).toMatchObject({ title: expect.not.stringMatching("Elsewhere") });
    expect((await Property.findById(id).lean())!.pendingEdit).toBeUndefined();
  });

  it("moves a listing without a new pin to the new locality's centre", async () => {
    const { cookie, id } = await ownersLiveListing({ ...patia, geo: { ...PIN, approximate: false } });
    await Property.updateOne({ _id: id }, { $set: { isActive: false, awaitingReview: true } });
    const moved = await edit(cookie, id, { location: { locality: "Nayapalli" } });
    expect(moved.status).toBe(200);
    expect(await storedGeo(id)).toEqual(centre("Nayapalli"));
  });
});
