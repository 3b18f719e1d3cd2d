import { POST } from "@/app/api/property/property/route";
import { PUT } from "@/app/api/property/property/[id]/route";
import { LOCALITY_REQUIRED } from "@/lib/validation/listing";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { Property } from "@/test/models";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

// Every listing an admin writes names its locality: a new one must give it, an edit cannot take it away.

const uploads = temporaryUploads("admin-locality-");
const storedFiles = () => uploads.listingPhotos().length;
beforeEach(resetDatabase);

const withLocation = (location: Record<string, unknown> | undefined) => {
  const { location: valid, ...rest } = validListing();
  void valid;
  return location === undefined ? rest : { ...rest, location };
};

describe("POST /api/property/property refuses a listing without a locality", () => {
  it.each([
    ["left out with its address", { address: "Lane 3", city: "Bhubaneswar" }],
    ["blank", { address: "Lane 3", locality: "   " }],
    ["null", { address: "Lane 3", locality: null }],
    ["with no location at all", undefined],
  ])("JSON, locality %s: 400 on location.locality, nothing stored", async (_, location) => {
    const { admin } = await adminAndUser();
    const answer = await callRoute(POST, "/api/property/property", {
      method: "POST",
      cookie: admin.cookie,
      json: withLocation(location),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "location.locality": LOCALITY_REQUIRED });
    expect(await Property.countDocuments()).toBe(0);
  });

  it("the multipart Add Property form without one: 400 before any image is stored", async () => {
    const { admin } = await adminAndUser();
    const form = new FormData();
    const fields: Record<string, string> = {
      title: "Villa in Khandagiri",
      price: "9500000",
      type: "sale",
      propertyType: "Individual House/Villa",
      bhk: "3",
      bathrooms: "3",
      furnishing: "Furnished",
      "location.address": "Plot 12, Khandagiri",
      "location.locality": "",
      contactNumber: "9437055555",
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
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ "location.locality": LOCALITY_REQUIRED });
    expect(await Property.countDocuments()).toBe(0);
    expect(storedFiles()).toBe(0);
  });
});

describe("PUT /api/property/property/{id} cannot take a listing's locality away", () => {
  const edit = (cookie: string, id: string, json: unknown) =>
    callRoute(PUT, `/api/property/property/${id}`, { method: "PUT", cookie, json, params: { id } });

  it.each([
    ["blank", ""],
    ["spaces", "  "],
    ["null", null],
  ])("locality sent %s: 400 on location.locality, the listing unchanged", async (_, locality) => {
    const { admin } = await adminAndUser();
    const listing = await createProperty({
      location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar" },
    });
    const answer = await edit(admin.cookie, listing.id, { price: 99999, location: { address: "Lane 2", locality } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "location.locality": LOCALITY_REQUIRED });
    const stored = await Property.findById(listing.id).lean();
    expect(stored?.price).toBe(listing.price);
    expect(stored?.location).toMatchObject({ address: "Lane 1, Patia", locality: "Patia" });
  });

  it("an edit that leaves the locality out keeps it, and a new one is taken", async () => {
    const { admin } = await adminAndUser();
    const listing = await createProperty({
      location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar" },
    });
    expect((await edit(admin.cookie, listing.id, { location: { address: "Lane 2, Patia" } })).status).toBe(200);
    expect((await Property.findById(listing.id).lean())?.location).toMatchObject({
      address: "Lane 2, Patia",
      locality: "Patia",
    });
    expect((await edit(admin.cookie, listing.id, { location: { locality: "Saheed Nagar" } })).status).toBe(200);
    expect((await Property.findById(listing.id).lean())?.location?.locality).toBe("Saheed Nagar");
  });
});
