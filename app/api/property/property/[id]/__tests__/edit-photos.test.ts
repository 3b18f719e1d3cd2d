import { POST } from "@/app/api/property/property/route";
import { GET as getListing, PUT } from "@/app/api/property/property/[id]/route";
import { adminAndUser } from "@/test/admin-helpers";
import { resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { AuditEntry, Property } from "@/test/models";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

// The admin's Edit dialog changes a listing's photos: removes and reorders the stored ones and adds new files
// through the same upload path as Add Property.

const png = (name: string, extra = 0) => new File([PNG, new Uint8Array([extra])], name, { type: "image/png" });

const uploads = temporaryUploads("admin-edit-photos-");
const storedFiles = uploads.listingPhotos;
const fileOf = (url: string) => url.split("/").pop()!;

beforeEach(resetDatabase);

function multipart(method: string, url: string, cookie: string, fields: Array<[string, string]>, files: File[]) {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  for (const file of files) form.append("images", file);
  return new Request(`http://localhost:3000${url}`, { method, body: form, headers: { cookie } });
}

/** A live listing added through the Add Property form with two uploaded photos. */
async function listingWithTwoPhotos(cookie: string) {
  const response = await POST(
    multipart(
      "POST",
      "/api/property/property",
      cookie,
      [
        ["title", "2BHK in Patia"],
        ["price", "15000"],
        ["propertyType", "Flats/Apartments"],
        ["bhk", "2"],
        ["bathrooms", "2"],
        ["furnishing", "Unfurnished"],
        ["location.address", "Lane 3, Patia"],
        ["location.locality", "Patia"],
        ["contactNumber", "9437012345"],
      ],
      [png("front.png", 1), png("hall.png", 2)],
    ),
    routeContext({}),
  );
  expect(response.status).toBe(201);
  const { property } = await response.json();
  return { id: property._id as string, urls: (property.images as Array<{ url: string }>).map((i) => i.url) };
}

async function editWithFiles(cookie: string, id: string, fields: Array<[string, string]>, files: File[]) {
  const response = await PUT(
    multipart("PUT", `/api/property/property/${id}`, cookie, fields, files),
    routeContext({ id }),
  );
  return { status: response.status, body: await response.json() };
}

describe("PUT /api/property/property/{id} with photos", () => {
  it("removes one stored photo and adds a new file in one save: the public listing shows the new set", async () => {
    const { admin } = await adminAndUser();
    const { id, urls } = await listingWithTwoPhotos(admin.cookie);
    const [front, hall] = urls;

    const { status, body } = await editWithFiles(
      admin.cookie,
      id,
      [
        ["price", "14500"],
        ["photos", hall],
      ],
      [png("balcony.png", 3)],
    );
    expect(status).toBe(200);
    expect(body.images).toEqual([{ name: "balcony.png", status: "Success" }]);
    const images = body.property.images as Array<{ url: string; isPrimary: boolean }>;
    expect(images).toHaveLength(2);
    expect(images[0]).toEqual({ url: hall, isPrimary: true });
    expect(images[1]).toMatchObject({ url: expect.stringMatching(/^\/uploads\/property\//), isPrimary: false });
    expect(body.property.price).toBe(14500);

    // The removed photo's file is gone, the new one stored.
    expect(storedFiles()).toEqual(expect.arrayContaining([fileOf(hall), fileOf(images[1].url)]));
    expect(storedFiles()).not.toContain(fileOf(front));
    const shown = await (
      await getListing(new Request(`http://localhost/api/property/property/${id}`), routeContext({ id }))
    ).json();
    expect(shown.property.images.map((i: { url: string }) => i.url)).toEqual([hall, images[1].url]);
    const audit = await AuditEntry.findOne({ action: "listing.update", targetId: id }).lean();
    expect(Object.keys(audit?.changes ?? {})).toEqual(expect.arrayContaining(["images", "price"]));
  });

  it("with a file, an emptied amenities list (one blank entry) clears them; a list left out stays", async () => {
    const { admin } = await adminAndUser();
    const { id } = await listingWithTwoPhotos(admin.cookie);
    await Property.updateOne({ _id: id }, { $set: { amenities: ["Gym"], highlights: ["Corner plot"] } });
    const { status, body } = await editWithFiles(admin.cookie, id, [["amenities", ""]], [png("gate.png", 4)]);
    expect(status).toBe(200);
    expect(body.property.amenities).toEqual([]);
    expect(body.property.highlights).toEqual(["Corner plot"]);
    expect(body.property.images).toHaveLength(3);
  });

  it("reorders and removes stored photos with JSON, no files", async () => {
    const { admin } = await adminAndUser();
    const { id, urls } = await listingWithTwoPhotos(admin.cookie);
    const response = await PUT(
      new Request(`http://localhost:3000/api/property/property/${id}`, {
        method: "PUT",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: JSON.stringify({ images: [{ url: urls[1], isPrimary: true }] }),
      }),
      routeContext({ id }),
    );
    expect(response.status).toBe(200);
    expect((await Property.findById(id).lean())?.images).toMatchObject([{ url: urls[1], isPrimary: true }]);
    expect(storedFiles()).toContain(fileOf(urls[1]));
    expect(storedFiles()).not.toContain(fileOf(urls[0]));
  });

  it.each([
    [
      "a photo of another listing",
      (urls: string[]) => [
        ["photos", "/uploads/property/someone-else.png"],
        ["photos", urls[0]],
      ],
      "photos",
    ],
    [
      "the same photo twice",
      (urls: string[]) => [
        ["photos", urls[0]],
        ["photos", urls[0]],
      ],
      "photos",
    ],
  ])("refuses keeping %s: 400, nothing stored or changed", async (_, keep, field) => {
    const { admin } = await adminAndUser();
    const { id, urls } = await listingWithTwoPhotos(admin.cookie);
    const before = storedFiles();
    const { status, body } = await editWithFiles(admin.cookie, id, keep(urls) as Array<[string, string]>, [
      png("new.png", 9),
    ]);
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(field);
    expect(storedFiles()).toEqual(before);
    expect((await Property.findById(id).lean())?.images?.map((i) => i.url)).toEqual(urls);
  });

  it("refuses more than 20 photos in all before storing any file, and a bad field before storing any", async () => {
    const { admin } = await adminAndUser();
    const { id, urls } = await listingWithTwoPhotos(admin.cookie);
    const before = storedFiles();
    const many = Array.from({ length: 19 }, (_, i) => png(`p${i}.png`, 10 + i));
    const tooMany = await editWithFiles(admin.cookie, id, [], many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.images).toMatch(/At most 20 images/);
    const badField = await editWithFiles(admin.cookie, id, [["location.locality", " "]], [png("new.png", 9)]);
    expect(badField.status).toBe(400);
    expect(badField.body.errors["location.locality"]).toBe("Enter the locality: pick a known one or type a new one");
    expect(storedFiles()).toEqual(before);
    expect((await Property.findById(id).lean())?.images?.map((i) => i.url)).toEqual(urls);
  });

  it("keeping no stored photo and sending no file leaves the listing without photos: refused", async () => {
    const { admin } = await adminAndUser();
    const { id } = await listingWithTwoPhotos(admin.cookie);
    const response = await PUT(
      new Request(`http://localhost:3000/api/property/property/${id}`, {
        method: "PUT",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: JSON.stringify({ images: [] }),
      }),
      routeContext({ id }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors.images).toBe("Please select at least one image");
  });

  it("a non-admin cannot upload", async () => {
    const { user } = await adminAndUser();
    const listing = await createProperty();
    const before = storedFiles();
    const { status } = await editWithFiles(user.cookie, String(listing._id), [], [png("new.png")]);
    expect(status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});
