import { POST } from "@/app/api/property/submissions/route";
import { SUBMISSION_FIELD_ALIASES } from "@/lib/listings/form";
import { Property } from "@/test/models";
import { fromAddress, resetDatabase, routeContext } from "@/test/db-helpers";

// The submission API takes a listing by the model's field names (what the site's form sends) or by the
// SPEC's names (what older clients send), through one alias table; the two give the same stored listing.

const SPEC_FIELDS: Record<string, string> = {
  title: "3BHK near Infocity",
  location: "Plot 7, Patia",
  locality: "Patia",
  city: "Bhubaneswar",
  price: "4500000",
  type: "sell",
  propertyType: "Flats/Apartments",
  bedrooms: "3",
  bathrooms: "2",
  area: "1450",
  furnishing: "Furnished",
  ownerName: "Sasmita Das",
  ownerPhone: "9437000222",
  ownerEmail: "sasmita@example.in",
};

const MODEL_FIELDS: Record<string, string> = {
  title: "3BHK near Infocity",
  "location.address": "Plot 7, Patia",
  "location.locality": "Patia",
  "location.city": "Bhubaneswar",
  price: "4500000",
  type: "sale",
  propertyType: "Flats/Apartments",
  bhk: "3",
  bathrooms: "2",
  "superBuiltupArea.value": "1450",
  furnishing: "Furnished",
  "owner.name": "Sasmita Das",
  "owner.phone": "9437000222",
  "owner.email": "sasmita@example.in",
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

let address = 1;
const submit = async (fields: Record<string, string>) => {
  // Each from an address of its own: the hourly allowance is per address.
  const response = await POST(
    new Request("http://localhost:3000/api/property/submissions", {
      method: "POST",
      body: form(fields),
      headers: fromAddress(`198.51.100.${address++}`),
    }),
    routeContext({}),
  );
  return { status: response.status, body: await response.json() };
};

const STORED = {
  title: "3BHK near Infocity",
  type: "sale",
  bhk: 3,
  bathrooms: 2,
  superBuiltupArea: { value: 1450, unit: "sqft" },
  location: { address: "Plot 7, Patia", locality: "Patia", city: "Bhubaneswar" },
  owner: { name: "Sasmita Das", phone: "9437000222", email: "sasmita@example.in" },
  contactNumber: "9437000222",
  source: "public",
  isActive: false,
};

beforeEach(resetDatabase);

describe("POST /api/property/submissions field names", () => {
  it("stores the same listing from the SPEC's names and from the model's names", async () => {
    const spec = await submit(SPEC_FIELDS);
    const model = await submit(MODEL_FIELDS);
    expect([spec.status, model.status]).toEqual([201, 201]);
    expect(await Property.findById(spec.body.id).lean()).toMatchObject(STORED);
    expect(await Property.findById(model.body.id).lean()).toMatchObject(STORED);
  });

  it("takes the two kinds of names mixed in one form", async () => {
    const { location, ownerName, ...rest } = SPEC_FIELDS;
    void location;
    void ownerName;
    const mixed = await submit({ ...rest, "location.address": "Plot 7, Patia", "owner.name": "Sasmita Das" });
    expect(mixed.status).toBe(201);
    expect(await Property.findById(mixed.body.id).lean()).toMatchObject(STORED);
  });

  it("refuses (400) a field given under both its names, even with the same value, and stores nothing", async () => {
    for (const [alias, name] of Object.entries(SUBMISSION_FIELD_ALIASES)) {
      const value = MODEL_FIELDS[name];
      const { status, body } = await submit({ ...MODEL_FIELDS, [alias]: value });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        message: `${name} and ${alias} name the same field: send one of them.`,
      });
    }
    const conflicting = await submit({ ...SPEC_FIELDS, bhk: "2" });
    expect(conflicting.status).toBe(400);
    expect(await Property.countDocuments()).toBe(0);
  });

  it("names a field's error as the client named the field", async () => {
    const spec = await submit({ ...SPEC_FIELDS, location: "", ownerEmail: "nope" });
    expect(spec.status).toBe(400);
    expect(spec.body.errors).toEqual({ location: "Location is required", ownerEmail: "Enter a valid email address" });

    const model = await submit({ ...MODEL_FIELDS, "location.address": "", "owner.email": "nope" });
    expect(model.status).toBe(400);
    expect(model.body.errors).toEqual({
      "location.address": "Location is required",
      "owner.email": "Enter a valid email address",
    });
  });

  it("keeps the SPEC's type word to the SPEC's names: 'sell' is a sale, 'lease' is refused", async () => {
    const lease = await submit({ ...MODEL_FIELDS, type: "lease" });
    expect(lease.status).toBe(400);
    const rent = await submit({ ...SPEC_FIELDS, type: "rent", securityDeposit: "50000" });
    expect(rent.status).toBe(201);
    expect(await Property.findById(rent.body.id).lean()).toMatchObject({ type: "rent", securityDeposit: 50000 });
  });
});
