import { Property } from "@/models/Property";

let counter = 0;

/** A valid listing with overridable fields, saved through the model (so keywords are computed). */
export async function createProperty(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const doc = await Property.create({
    title: `Test Flat ${counter}`,
    description: "A listing made by a test.",
    price: 10000 + counter,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 1,
    location: { address: "Lane 1, Patia", city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
    images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-1.jpg"],
    ...overrides,
  });
  return doc;
}
