import { POST } from "@/app/api/property/property/route";
import { findPropertyById } from "@/lib/listings";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { resetDatabase, routeContext } from "@/test/db-helpers";
import { AuditEntry, Property } from "@/test/models";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

const uploads = temporaryUploads("admin-create-");
const storedFiles = () => uploads.listingPhotos().length;
beforeEach(resetDatabase);

const createJson = (cookie: string, json: unknown) =>
  callRoute(POST, "/api/property/property", { method: "POST", cookie, json });

async function createMultipart(cookie: string, fields: Record<string, string | string[]>, files: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  for (const file of files) form.append("images", file);
  const response = await POST(
    new Request("http://localhost:3000/api/property/property", { method: "POST", body: form, headers: { cookie } }),
    routeContext({}),
  );
  return { status: response.status, body: await response.json() };
}

const FORM_FIELDS = {
  title: "3BHK Villa in Khandagiri",
  description: "Independent house with a garden.",
  price: "9500000",
  type: "sale",
  propertyType: "Individual House/Villa",
  bhk: "3",
  bathrooms: "3",
  furnishing: "Furnished",
  "superBuiltupArea.value": "2400",
  "superBuiltupArea.unit": "sqft",
  "location.address": "Plot 12, Khandagiri",
  "location.locality": "Khandagiri",
  "location.zipCode": "751030",
  totalFloors: "2",
  floorNo: "0",
  carParking: "2",
  bachelorsAllowed: "false",
  contactNumber: "94370 55555",
  contactEmail: "",
  amenities: ["Parking", "Security"],
};

describe("POST /api/property/property (admin)", () => {
  it("creates a live listing from JSON, visible on the next public read, and records it", async () => {
    const { admin } = await adminAndUser();
    const { status, body } = await createJson(admin.cookie, validListing());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "Property created successfully!",
      property: {
        title: "2BHK Flat in Patia",
        price: 15000,
        bhk: 2,
        isActive: true,
        source: "admin",
        status: "active",
        priceLabel: "per month",
        location: { address: "Lane 3, Patia", city: "Bhubaneswar", state: "Odisha", country: "India" },
        images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
        pictures: ["/images/listings/apartment-1.jpg"],
      },
    });
    const id = body.property._id;
    expect((await findPropertyById(id))?.title).toBe("2BHK Flat in Patia");
    const stored = await Property.findById(id).lean();
    expect(stored?.createdMonth).toBe(new Date().toISOString().slice(0, 7));
    expect(await AuditEntry.findOne({ action: "listing.create", targetId: id }).lean()).toMatchObject({
      targetType: "listing",
      changes: { title: { before: null, after: "2BHK Flat in Patia" } },
    });
  });

  it("creates a listing from the multipart form, storing its images", async () => {
    const { admin } = await adminAndUser();
    const files = [
      new File([PNG], "front.png", { type: "image/png" }),
      new File([PNG], "hall.png", { type: "image/png" }),
    ];
    const { status, body } = await createMultipart(admin.cookie, FORM_FIELDS, files);
    expect(status).toBe(201);
    expect(body.property).toMatchObject({
      title: "3BHK Villa in Khandagiri",
      price: 9500000,
      type: "sale",
      bhk: 3,
      bachelorsAllowed: false,
      contactNumber: "9437055555",
      superBuiltupArea: { value: 2400, unit: "sqft" },
      location: { address: "Plot 12, Khandagiri", zipCode: "751030", city: "Bhubaneswar" },
      amenities: ["Parking", "Security"],
    });
    expect(body.property.images).toHaveLength(2);
    expect(body.property.images[0]).toMatchObject({
      isPrimary: true,
      url: expect.stringMatching(/^\/uploads\/property\//),
    });
    expect(body.images.map((i: { status: string }) => i.status)).toEqual(["Success", "Success"]);
    expect(storedFiles()).toBe(2);
  });

  it("takes empty optional fields as not given, as a form sends them", async () => {
    const { admin } = await adminAndUser();
    const blanks = {
      type: "",
      totalFloors: "",
      floorNo: "",
      facing: "",
      builtYear: "",
      maintenanceMonthly: "",
      carParking: "",
      bachelorsAllowed: "",
      contactEmail: "",
      "carpetArea.value": "",
      "location.zipCode": "",
    };
    const file = new File([PNG], "front.png", { type: "image/png" });
    const { status, body } = await createMultipart(admin.cookie, { ...FORM_FIELDS, ...blanks }, [file]);
    expect(status).toBe(201);
    expect(body.property).toMatchObject({ type: "rent", contactEmail: "" });
    // A fact left blank stays unanswered: no default stands in for it.
    for (const fact of ["totalFloors", "facing", "bachelorsAllowed", "carParking", "maintenanceMonthly"])
      expect(body.property).not.toHaveProperty(fact);
    const json = await createJson(admin.cookie, { ...validListing(), totalFloors: "", facing: "", featured: "" });
    expect(json.status).toBe(201);
  });

  it("sets bhk to 0 for land and does not require it", async () => {
    const { admin } = await adminAndUser();
    const { bhk, ...land } = validListing();
    expect(bhk).toBe(2);
    const { status, body } = await createJson(admin.cookie, { ...land, propertyType: "Plots & Land", type: undefined });
    expect(status).toBe(201);
    expect(body.property).toMatchObject({ bhk: 0, type: "land", propertyType: "Plots & Land" });
  });

  it.each([
    ["a missing title", { title: undefined }, "title", "Title is required"],
    ["a title over 70 characters", { title: "x".repeat(71) }, "title", "Title must be at most 70 characters"],
    [
      "a description over 4096 characters",
      { description: "x".repeat(4097) },
      "description",
      "Description must be at most 4096 characters",
    ],
    ["a negative price", { price: -1 }, "price", "Price cannot be negative"],
    ["a missing price", { price: undefined }, "price", "Price is required"],
    ["a missing property type", { propertyType: undefined }, "propertyType", "Choose a property type"],
    ["an unknown property type", { propertyType: "Castle" }, "propertyType", "Choose a property type"],
    ["a missing bhk on a flat", { bhk: undefined }, "bhk", "Enter the number of bedrooms (BHK)"],
    ["missing bathrooms", { bathrooms: undefined }, "bathrooms", "Enter the number of bathrooms"],
    ["missing furnishing", { furnishing: undefined }, "furnishing", "Choose the furnishing"],
    ["a short contact number", { contactNumber: "12345" }, "contactNumber", "Enter valid 10-digit phone number"],
    ["a missing contact number", { contactNumber: undefined }, "contactNumber", "Enter valid 10-digit phone number"],
    ["a bad contact e-mail", { contactEmail: "agent-at-home" }, "contactEmail", "Enter a valid email address"],
    [
      "a negative area",
      { superBuiltupArea: { value: -5 } },
      "superBuiltupArea.value",
      "Super built-up area must be 0 or more",
    ],
    ["zero total floors", { totalFloors: 0 }, "totalFloors", "Total floors must be 1 or more"],
    ["a negative floor", { floorNo: -1 }, "floorNo", "Floor number must be 0 or more"],
    ["negative maintenance", { maintenanceMonthly: -10 }, "maintenanceMonthly", "Maintenance must be 0 or more"],
    ["five parking spaces", { carParking: 5 }, "carParking", "Car parking must be from 0 to 4"],
    ["no images", { images: [] }, "images", "Please select at least one image"],
    ["a missing images list", { images: undefined }, "images", "Please select at least one image"],
    [
      "an image on another scheme",
      { images: [{ url: "javascript:alert(1)" }] },
      "images.0.url",
      "Image address must be a path on this site or an https address",
    ],
    ["an unknown field", { owner: { name: "x" } }, "_", 'Unrecognized key: "owner"'],
    ["an operator-shaped value", { title: { $gt: "" } }, "title", "Title is required"],
  ])("refuses %s with 400 and a field error, writing nothing", async (_, change, field, message) => {
    const { admin } = await adminAndUser();
    const { status, body } = await createJson(admin.cookie, { ...validListing(), ...change });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    if (field === "_") expect(body.message).toMatch(/owner/);
    else expect(body.errors[field]).toBe(message);
    expect(await Property.countDocuments()).toBe(0);
    expect(await AuditEntry.countDocuments()).toBe(0);
  });

  it("refuses a multipart form without images before storing anything", async () => {
    const { admin } = await adminAndUser();
    const { status, body } = await createMultipart(admin.cookie, FORM_FIELDS, []);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: "Please select at least one image",
      errors: { images: "Please select at least one image" },
    });
    expect(await Property.countDocuments()).toBe(0);
  });

  it("refuses bad multipart fields before storing any file", async () => {
    const { admin } = await adminAndUser();
    const before = storedFiles();
    const file = new File([PNG], "a.png", { type: "image/png" });
    for (const fields of [
      { ...FORM_FIELDS, price: "-3" },
      { ...FORM_FIELDS, "location[city]": "x" },
      { ...FORM_FIELDS, "__proto__.polluted": "x" },
      { ...FORM_FIELDS, "location.city.name": "x" },
      { ...FORM_FIELDS, role: "admin" },
    ]) {
      expect((await createMultipart(admin.cookie, fields, [file])).status).toBe(400);
    }
    expect(storedFiles()).toBe(before);
    expect(await Property.countDocuments()).toBe(0);
  });

  it("writes nothing when no image file could be stored", async () => {
    const { admin } = await adminAndUser();
    const notAnImage = new File([new TextEncoder().encode("hello")], "notes.png", { type: "image/png" });
    const { status, body } = await createMultipart(admin.cookie, FORM_FIELDS, [notAnImage]);
    expect(status).toBe(400);
    expect(body.message).toBe("Failed to upload images. Please try again.");
    expect(body.images).toEqual([{ name: "notes.png", status: "Failed", message: expect.any(String) }]);
    expect(await Property.countDocuments()).toBe(0);
  });

  it("refuses a body over the size cap while it streams in, even without a Content-Length", async () => {
    const { admin } = await adminAndUser();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the cap allows; the reader must stop early.
        if (sent > 400) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await POST(
      new Request("http://localhost:3000/api/property/property", {
        method: "POST",
        body,
        headers: { cookie: admin.cookie, "content-type": "multipart/form-data; boundary=xyz" },
        duplex: "half",
      } as RequestInit),
      routeContext({}),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(400);
  });
});
