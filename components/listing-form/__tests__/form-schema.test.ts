import { zodResolver } from "@hookform/resolvers/zod";
import { listingFormSchema } from "@/components/listing-form/form-schema";
import {
  EMPTY_LISTING_VALUES,
  listingValuesOf,
  type ListingFormMode,
  type ListingValues,
} from "@/components/listing-form/form-values";
import type { PickedPhoto } from "@/components/listing-form/photo-picker";

// The listing form checks what it would post with the server's own schema of that post: its messages land
// on the fields by their dotted names, and nothing is sent while one is wrong.

const photo = { id: "1", file: new File(["x"], "front.png", { type: "image/png" }), preview: "blob:1" } as PickedPhoto;

/** The messages of a failed check by field, as the form shows them. */
function problems(mode: ListingFormMode, values: ListingValues, initial = EMPTY_LISTING_VALUES) {
  const parsed = listingFormSchema(mode, initial).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const ownerForm: ListingValues = {
  ...EMPTY_LISTING_VALUES,
  title: "2BHK in Patia",
  price: "18000",
  bhk: "2",
  location: { ...EMPTY_LISTING_VALUES.location, address: "Lane 3, Patia", locality: "Patia" },
  owner: { name: "Bikash Rout", phone: "9437123456", email: "bikash@example.in" },
};

const adminForm: ListingValues = {
  ...ownerForm,
  bathrooms: "2",
  contactNumber: "9437000111",
  images: [photo],
};

test("the owner's blank form: every required field says what it needs, with the server's words", () => {
  expect(problems("submit", EMPTY_LISTING_VALUES)).toEqual({
    title: "Title is required",
    price: "Enter valid price",
    "location.address": "Location is required",
    "location.locality": "Enter the locality: pick a known one or type a new one",
    "owner.name": "Owner name is required",
    "owner.phone": "Enter valid 10-digit phone number",
    "owner.email": "Enter a valid email address",
  });
});

test("a valid owner's form passes with what it posts: the fields by name and the server's reading of them", () => {
  const parsed = listingFormSchema("submit", EMPTY_LISTING_VALUES).parse({ ...ownerForm, type: "sale" });
  expect(parsed.fields).toEqual(expect.arrayContaining([["location.locality", "Patia"]]));
  expect(parsed.fields.map(([name]) => name)).not.toContain("securityDeposit");
  expect(parsed.parsed).toMatchObject({ type: "sale", price: 18000, bhk: 2, location: { city: "Bhubaneswar" } });
});

test("the admin's blank form: the schema's messages, an image and a city", () => {
  const found = problems("add", { ...EMPTY_LISTING_VALUES, location: { ...EMPTY_LISTING_VALUES.location, city: "" } });
  expect(found).toMatchObject({
    title: "Title is required",
    images: "Please select at least one image",
    "location.locality": "Enter the locality: pick a known one or type a new one",
    "location.city": "Enter the city",
  });
  expect(problems("add", adminForm)).toEqual({});
  expect(problems("add", { ...adminForm, bhk: "" })).toEqual({ bhk: "Enter the number of bedrooms (BHK)" });
  expect(problems("add", { ...adminForm, location: { ...adminForm.location, zipCode: "75103" } })).toEqual({
    "location.zipCode": "PIN code must be 6 digits",
  });
});

test("the Edit dialog sends what changed, keeps a locality, and names reordered photos", () => {
  const stored = {
    title: "3BHK near KIIT",
    price: 32000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 3,
    bathrooms: 2,
    furnishing: "Furnished",
    contactNumber: "9437012345",
    location: { address: "Lane 3", locality: "Patia", city: "Bhubaneswar" },
    images: [{ url: "/a.jpg", isPrimary: true }, { url: "/b.jpg" }],
    isActive: true,
  };
  const initial = listingValuesOf(stored);
  expect(initial.photos).toEqual(["/a.jpg", "/b.jpg"]);
  const schema = listingFormSchema("edit", initial);
  expect(schema.parse(initial).parsed).toEqual({ isActive: true });
  expect(schema.parse({ ...initial, price: "30000", photos: ["/b.jpg", "/a.jpg"] }).parsed).toEqual({
    price: 30000,
    isActive: true,
    images: [
      { url: "/b.jpg", isPrimary: true },
      { url: "/a.jpg", isPrimary: false },
    ],
  });
  expect(problems("edit", { ...initial, location: { ...initial.location, locality: " " } }, initial)).toEqual({
    "location.locality": "Enter the locality: pick a known one or type a new one",
  });
  expect(problems("edit", { ...initial, photos: [] }, initial)).toEqual({
    images: "Please select at least one image",
  });
});

test("through the form's resolver, the messages nest by the fields' dotted names", async () => {
  const resolve = zodResolver(listingFormSchema("submit", EMPTY_LISTING_VALUES));
  const { errors } = await resolve({ ...ownerForm, owner: { ...ownerForm.owner, phone: "123" } }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  expect(errors).toEqual({
    owner: { phone: expect.objectContaining({ message: "Enter valid 10-digit phone number" }) },
  });
});
