import { editSchema, placeOf, valuesOf } from "@/components/profile/owner-edit-values";
import type { OwnerListing } from "@/lib/contracts/owners";

// The owners' edit form sends only what changed, checked by the server's own schema, its errors keyed by the
// fields the form shows.

const rent = {
  _id: "6b07e963e3bec6ea32489a33",
  title: "2BHK near Infocity",
  type: "rent",
  price: 18000,
  securityDeposit: 36000,
  availableFrom: "2026-12-01",
  furnishing: "Semi-Furnished",
  description: "Bright flat.",
  location: { address: "Lane 3, Patia", locality: "Patia", city: "Bhubaneswar" },
  geo: { lat: 20.35412, lng: 85.81933 },
  areaOnly: true,
} as OwnerListing;

const edit = (listing: OwnerListing, changes: Partial<ReturnType<typeof valuesOf>>) =>
  editSchema(listing).safeParse({ ...valuesOf(listing), ...changes });

test("an unchanged form sends nothing", () => {
  expect(edit(rent, {})).toEqual({ success: true, data: {} });
});

test("changed fields are sent alone, numbers as numbers and a cleared deposit or day as null", () => {
  const parsed = edit(rent, {
    price: "15000",
    title: "2BHK flat near Infocity",
    securityDeposit: "",
    availableFrom: "",
  });
  expect(parsed.data).toEqual({
    price: 15000,
    title: "2BHK flat near Infocity",
    securityDeposit: null,
    availableFrom: null,
  });
});

test("a sale has no deposit to send", () => {
  const sale = { ...rent, type: "sale", securityDeposit: null } as OwnerListing;
  expect(edit(sale, { securityDeposit: "5000", furnishing: "Furnished" }).data).toEqual({ furnishing: "Furnished" });
});

test("the schema's messages land on the fields that were wrong", () => {
  const parsed = edit(rent, { price: "0", availableFrom: "1999-01-01", title: " " });
  expect(parsed.success).toBe(false);
  const byField = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
  expect(byField).toEqual({
    price: "Enter valid price",
    availableFrom: "Enter a date such as 2026-07-01",
    title: "Title must be 1 to 70 characters",
  });
});

test("the map opens on the listing's own pin, which the owner's view keeps beside the address", () => {
  expect(placeOf(rent).exact).toEqual({ lat: 20.35412, lng: 85.81933 });
  expect(placeOf({ ...rent, geo: null }).exact).toBeNull();
});

test("the area-only choice starts as stored and is sent only when changed", () => {
  expect(valuesOf(rent).areaOnly).toBe(true);
  expect(edit(rent, { areaOnly: false }).data).toEqual({ areaOnly: false });
});

test("a pin is sent only when the owner placed or moved it", () => {
  expect(edit(rent, { geo: { lat: 20.355, lng: 85.82 } }).data).toEqual({ geo: { lat: 20.355, lng: 85.82 } });
});
