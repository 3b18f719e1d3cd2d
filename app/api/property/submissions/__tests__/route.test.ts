import { POST } from "@/app/api/property/submissions/route";
import { LIMITS } from "@/lib/rate-limit";
import { GET as getUpload } from "@/app/uploads/[...path]/route";
import { Property } from "@/test/models";
import { fromAddress, resetDatabase, routeContext } from "@/test/db-helpers";
import { TINY_PNG as PNG, temporaryUploads } from "@/test/upload-folder";

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 4, 5, 6]);

const FIELDS: Record<string, string> = {
  title: "2BHK flat near Jaydev Vihar",
  location: "Lane 4, Jaydev Vihar",
  locality: "Jaydev Vihar",
  price: "18000",
  type: "rent",
  propertyType: "Flats/Apartments",
  description: "Second floor, east facing, close to the market.",
  bedrooms: "2",
  bathrooms: "2",
  area: "1100",
  furnishing: "Semi-Furnished",
  ownerName: "Bikash Rout",
  ownerPhone: "9437123456",
  ownerEmail: "Bikash@Example.in",
};

function form(fields: Record<string, string | string[]> = FIELDS, files: File[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  for (const file of files) data.append("images", file);
  return data;
}

const submit = async (body: FormData | string, headers: Record<string, string> = {}) => {
  const response = await POST(
    new Request("http://localhost:3000/api/property/submissions", { method: "POST", body, headers }),
    routeContext({}),
  );
  return { status: response.status, body: await response.json() };
};

const fetchUpload = (url: string) =>
  getUpload(new Request(`http://localhost${url}`), routeContext({ path: url.split("/").slice(2) }));

const uploads = temporaryUploads("submissions-");
const storedFileCount = () => uploads.listingPhotos().length;
beforeEach(resetDatabase);

describe("POST /api/property/submissions", () => {
  it("stores the listing inactive, with owner details and both images retrievable", async () => {
    const { status, body } = await submit(
      form({ ...FIELDS, amenities: ["Parking", "Lift", "Parking"] }, [
        new File([PNG], "front.png", { type: "image/png" }),
        new File([JPEG], "kitchen.jpg", { type: "image/jpeg" }),
      ]),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "Submitted! Enter the code we texted to your number to send it for review.",
      phoneCheck: { done: false, sent: true },
      images: [
        { name: "front.png", status: "Success" },
        { name: "kitchen.jpg", status: "Success" },
      ],
    });

    const stored = await Property.findById(body.id).lean();
    expect(stored).toMatchObject({
      title: "2BHK flat near Jaydev Vihar",
      type: "rent",
      propertyType: "Flats/Apartments",
      price: 18000,
      bhk: 2,
      bathrooms: 2,
      furnishing: "Semi-Furnished",
      superBuiltupArea: { value: 1100, unit: "sqft" },
      location: { address: "Lane 4, Jaydev Vihar", city: "Bhubaneswar" },
      amenities: ["Parking", "Lift"],
      owner: { name: "Bikash Rout", phone: "9437123456", email: "bikash@example.in" },
      source: "public",
      isActive: false,
      // Not in the admins' queue until the code texted to the owner's number is entered.
      awaitingPhone: true,
      awaitingReview: false,
      contactPhone: "+919437123456",
    });
    expect(stored!.images.map((i) => i.isPrimary)).toEqual([true, false]);
    const [front, kitchen] = stored!.pictures;
    expect(new Uint8Array(await (await fetchUpload(front)).arrayBuffer())).toEqual(PNG);
    const kitchenResponse = await fetchUpload(kitchen);
    expect(kitchenResponse.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await kitchenResponse.arrayBuffer())).toEqual(JPEG);
  });

  it("stores 'sell' as a sale and land as Plots & Land without rooms", async () => {
    const sale = await submit(form({ ...FIELDS, type: "sell", price: "4500000" }));
    expect(sale.status).toBe(201);
    expect(await Property.findById(sale.body.id).lean()).toMatchObject({ type: "sale", price: 4500000 });

    const land = await submit(form({ ...FIELDS, type: "land", bedrooms: "3", bathrooms: "" }));
    expect(land.status).toBe(201);
    expect(await Property.findById(land.body.id).lean()).toMatchObject({
      type: "land",
      propertyType: "Plots & Land",
      bhk: 0,
      bathrooms: 0,
    });
  });

  it("stores an owner's rent with its locality, deposit and move-in date; a sale keeps no deposit", async () => {
    const rent = await submit(
      form({ ...FIELDS, locality: "Jaydev Vihar", securityDeposit: "36000", availableFrom: "2026-09-01" }),
    );
    expect(rent.status).toBe(201);
    const stored = await Property.findById(rent.body.id).lean();
    expect(stored).toMatchObject({ postedBy: "owner", securityDeposit: 36000, location: { locality: "Jaydev Vihar" } });
    expect(stored!.availableFrom!.toISOString()).toBe("2026-09-01T00:00:00.000Z");

    const sale = await submit(form({ ...FIELDS, type: "sell", price: "4500000", securityDeposit: "1" }));
    expect(await Property.findById(sale.body.id).lean()).not.toHaveProperty("securityDeposit");

    const badDate = await submit(form({ ...FIELDS, availableFrom: "next month" }));
    expect(badDate.status).toBe(400);
  });

  it("answers the form's field messages for invalid fields and writes nothing, not even the images", async () => {
    const filesBefore = storedFileCount();
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...FIELDS, title: " " }, "Title is required"],
      [{ ...FIELDS, title: "x".repeat(71) }, "Title must be at most 70 characters"],
      [{ ...FIELDS, location: "" }, "Location is required"],
      [{ ...FIELDS, price: "0" }, "Enter valid price"],
      [{ ...FIELDS, price: "abc" }, "Enter valid price"],
      [{ ...FIELDS, ownerName: "" }, "Owner name is required"],
      [{ ...FIELDS, ownerPhone: "94371" }, "Enter valid 10-digit phone number"],
      [{ ...FIELDS, ownerEmail: "bikash.example.in" }, "Enter a valid email address"],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await submit(form(fields, [new File([PNG], "a.png")]));
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message });
    }
    expect(await Property.countDocuments()).toBe(0);
    expect(storedFileCount()).toBe(filesBefore);
  });

  it("answers 400 for injection-shaped keys, repeated fields, unknown values and non-multipart bodies", async () => {
    const bad: Array<FormData | string> = [
      form({ ...FIELDS, "title[$gt]": "" }),
      form({ ...FIELDS, isActive: "true" }),
      form({ ...FIELDS, title: ["One", "Two"] }),
      form({ ...FIELDS, amenities: ["Helipad"] }),
      form({ ...FIELDS, type: "lease" }),
      JSON.stringify(FIELDS),
    ];
    for (const body of bad) {
      const headers: Record<string, string> = typeof body === "string" ? { "content-type": "application/json" } : {};
      expect((await submit(body, headers)).status).toBe(400);
    }
    expect(await Property.countDocuments()).toBe(0);
  });

  it("keeps the accepted images and reports each refused file as Failed", async () => {
    const { status, body } = await submit(
      form(FIELDS, [new File([PNG], "ok.png"), new File(["<svg/>"], "logo.png", { type: "image/png" })]),
    );
    expect(status).toBe(201);
    expect(body.images).toEqual([
      { name: "ok.png", status: "Success" },
      { name: "logo.png", status: "Failed", message: "logo.png is not a JPEG, PNG, GIF or WebP image" },
    ]);
    expect((await Property.findById(body.id).lean())!.pictures).toHaveLength(1);
  });

  it("writes no listing when every image fails, or when more than 20 are sent", async () => {
    const allBad = await submit(form(FIELDS, [new File(["hello"], "notes.txt"), new File([], "empty.jpg")]));
    expect(allBad.status).toBe(400);
    expect(allBad.body).toMatchObject({
      success: false,
      message: "Failed to upload images. Please try again.",
      images: [
        { name: "notes.txt", status: "Failed" },
        { name: "empty.jpg", status: "Failed" },
      ],
    });

    const tooMany = await submit(
      form(
        FIELDS,
        Array.from({ length: 21 }, (_, i) => new File([PNG], `p${i}.png`)),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("You can upload at most 20 images.");
    expect(await Property.countDocuments()).toBe(0);
  });

  it("refuses a client address that has used up its hourly allowance, before reading the upload", async () => {
    const headers = fromAddress("203.0.113.7");
    for (let i = 0; i < LIMITS.submissionPerIp.points; i++) {
      expect((await submit(form({ ...FIELDS, title: `Flat ${i}` }), headers)).status).toBe(201);
    }
    const refused = await POST(
      new Request("http://localhost:3000/api/property/submissions", {
        method: "POST",
        body: form(FIELDS, [new File([PNG], "a.png")]),
        headers,
      }),
      routeContext({}),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many listings submitted from your network/);
    expect(await Property.countDocuments()).toBe(LIMITS.submissionPerIp.points);
    // Another address is unaffected.
    expect((await submit(form(FIELDS), fromAddress("198.51.100.4"))).status).toBe(201);
  });
});
