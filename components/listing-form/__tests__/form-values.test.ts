import {
  EMPTY_LISTING_VALUES,
  listingFields,
  changedListingFields,
  listingEditFormData,
  listingFormData,
  listingValuesOf,
  nestedListing,
  type ListingValues,
} from "@/components/listing-form/form-values";
import { parseListingEditForm, parseListingForm, parseSubmissionForm } from "@/lib/listings/form";
import { createPropertyFieldsSchema, submissionSchema, updatePropertySchema } from "@/lib/validation/listing";

// What the listing form posts is what the server's one form reader takes: the same names in every mode.

const PNG = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], "front.png", { type: "image/png" });

const owner: ListingValues = {
  ...EMPTY_LISTING_VALUES,
  title: "2BHK in Patia",
  price: "18000",
  bhk: "2",
  bathrooms: "2",
  superBuiltupArea: { value: "1100", unit: "sqft" },
  securityDeposit: "36000",
  location: { ...EMPTY_LISTING_VALUES.location, address: "Lane 3, Patia", locality: "Patia" },
  amenities: ["Parking", "Lift"],
  owner: { name: "Bikash Rout", phone: "9437123456", email: "bikash@example.in" },
};

describe("listing form values", () => {
  it("posts the owner's form by the model's names, and the server reads them", () => {
    const fields = listingFields("submit", owner);
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining(["bhk", "location.address", "superBuiltupArea.value", "owner.name"]),
    );
    expect(submissionSchema.safeParse(nestedListing(fields)).success).toBe(true);
    const { input, files } = parseSubmissionForm(listingFormData(fields, [PNG]));
    expect(files).toHaveLength(1);
    expect(input).toMatchObject({
      type: "rent",
      bhk: 2,
      securityDeposit: 36000,
      superBuiltupArea: { value: 1100 },
      location: { address: "Lane 3, Patia", locality: "Patia", city: "Bhubaneswar" },
      owner: { name: "Bikash Rout", phone: "9437123456", email: "bikash@example.in" },
      amenities: ["Parking", "Lift"],
    });
  });

  it("leaves out what does not apply: a plot's rooms, a sale's deposit", () => {
    const land = listingFields("submit", { ...owner, type: "land", propertyType: "Plots & Land" });
    const names = land.map(([name]) => name);
    expect(names).not.toContain("bhk");
    expect(names).not.toContain("propertyType");
    expect(names).not.toContain("securityDeposit");
    expect(parseSubmissionForm(listingFormData(land, [])).input.type).toBe("land");

    const adminLand = listingFields("add", {
      ...owner,
      type: "land",
      propertyType: "Plots & Land",
      contactNumber: "9437000111",
    });
    expect(adminLand).toContainEqual(["bathrooms", "0"]);
    expect(adminLand.map(([name]) => name)).not.toContain("bhk");
  });

  it("posts the admin's form by the same names, and the server reads them", () => {
    const values: ListingValues = {
      ...owner,
      type: "sale",
      contactNumber: "9437000111",
      location: { ...owner.location, zipCode: "751024" },
      amenities: ["Gym"],
      featured: true,
      badge: "New",
    };
    const fields = listingFields("add", values);
    expect(fields.map(([name]) => name)).not.toContain("owner.name");
    expect(createPropertyFieldsSchema.safeParse(nestedListing(fields)).success).toBe(true);
    const { fields: parsed } = parseListingForm(listingFormData(fields, [PNG]));
    expect(parsed).toMatchObject({
      type: "sale",
      bhk: 2,
      featured: true,
      badge: "New",
      location: { address: "Lane 3, Patia", locality: "Patia", zipCode: "751024" },
    });
  });

  it("sends the Edit dialog's fields as they are, the status as a flag", () => {
    const fields = listingFields("edit", {
      ...EMPTY_LISTING_VALUES,
      title: "Renamed",
      price: "1",
      bhk: "3",
      location: { ...EMPTY_LISTING_VALUES.location, locality: "Saheed Nagar" },
      isActive: "inactive",
    });
    const parsed = updatePropertySchema.parse(nestedListing(fields));
    expect(parsed).toMatchObject({
      title: "Renamed",
      description: "",
      price: 1,
      bhk: 3,
      location: { locality: "Saheed Nagar", city: "Bhubaneswar" },
      areaOnly: false,
      isActive: false,
      featured: false,
    });
    // A fact nobody answered is not sent as a default.
    expect(parsed).not.toHaveProperty("bachelorsAllowed");
  });

  it("opens the Edit dialog on every field of the stored listing and saves them unchanged", () => {
    const stored = {
      title: "3BHK near KIIT",
      description: "Corner flat",
      price: 32000,
      type: "rent",
      propertyType: "Flats/Apartments",
      furnishing: "Semi-Furnished",
      bhk: 3,
      bathrooms: 2,
      superBuiltupArea: { value: 1450, unit: "sqft" },
      carpetArea: { value: 1200, unit: "sqft" },
      totalFloors: 9,
      floorNo: 4,
      facing: "East",
      carParking: 1,
      maintenanceMonthly: 2500,
      bachelorsAllowed: true,
      location: {
        address: "Lane 3, Patia",
        locality: "Patia",
        city: "Bhubaneswar",
        state: "Odisha",
        country: "India",
        zipCode: "751024",
      },
      contactNumber: "9437012345",
      contactEmail: "agent@odishahomes.in",
      amenities: ["Lift", "Power Backup"],
      badge: "New",
      featured: true,
      isActive: true,
    };
    const values = listingValuesOf(stored);
    expect(values).toMatchObject({ title: "3BHK near KIIT", location: { zipCode: "751024" }, facing: "East" });
    const parsed = updatePropertySchema.parse(nestedListing(listingFields("edit", values)));
    // The area-only choice is stored as off when a listing never made it.
    expect(parsed).toEqual({ ...stored, areaOnly: false });
    // Saved untouched, only the live switch goes; a change sends just that field.
    expect(changedListingFields(values, values)).toEqual([["isActive", true]]);
    expect(
      changedListingFields({ ...values, location: { ...values.location, zipCode: "751030" }, badge: "" }, values),
    ).toEqual([
      ["location.zipCode", "751030"],
      ["isActive", true],
    ]);
  });

  it("leaves facts the stored listing never stated unwritten when the admin does not touch them", () => {
    const values = listingValuesOf({ title: "Plot", price: 10, type: "land", isActive: false });
    expect(values).toMatchObject({ furnishing: "", carParking: "", bachelorsAllowed: "" });
    const sent = changedListingFields({ ...values, title: "Corner plot" }, values);
    expect(sent).toEqual([
      ["title", "Corner plot"],
      ["isActive", false],
    ]);
  });

  it("sends a pin only when one was placed, and the area-only choice, as the server reads them", () => {
    const untouched = listingFields("submit", owner);
    expect(untouched.map(([name]) => name)).not.toContain("geo.lat");
    expect(parseSubmissionForm(listingFormData(untouched, [PNG])).input.geo).toBeUndefined();

    const pinned = listingFields("submit", { ...owner, geo: { lat: "20.35521", lng: "85.82497" }, areaOnly: true });
    expect(submissionSchema.parse(nestedListing(pinned))).toMatchObject({
      geo: { lat: 20.35521, lng: 85.82497 },
      areaOnly: true,
    });
    expect(parseSubmissionForm(listingFormData(pinned, [PNG])).input).toMatchObject({
      geo: { lat: 20.35521, lng: 85.82497 },
      areaOnly: true,
    });

    const edit = listingFields("edit", { ...EMPTY_LISTING_VALUES, title: "Moved", price: "1", bhk: "2" });
    expect(updatePropertySchema.parse(nestedListing(edit)).geo).toBeUndefined();
    const moved = listingFields("edit", {
      ...EMPTY_LISTING_VALUES,
      title: "Moved",
      price: "1",
      bhk: "2",
      geo: { lat: "20.3", lng: "85.8" },
    });
    expect(updatePropertySchema.parse(nestedListing(moved)).geo).toEqual({ lat: 20.3, lng: 85.8 });
  });
});

describe("the Edit dialog's save with new image files", () => {
  it("is read back as the changed fields, the kept images in order and the files", () => {
    const form = listingEditFormData(
      [
        ["price", "23500"],
        ["isActive", false],
        ["featured", true],
        ["amenities", []],
      ],
      ["/images/listings/apartment-3.jpg", "/images/listings/apartment-2.jpg"],
      [PNG],
    );
    expect(parseListingEditForm(form)).toEqual({
      fields: { price: 23500, isActive: false, featured: true, amenities: [] },
      keep: ["/images/listings/apartment-3.jpg", "/images/listings/apartment-2.jpg"],
      files: [expect.objectContaining({ name: "front.png" })],
    });
  });

  it("keeping no stored image is said, not left out", () => {
    expect(parseListingEditForm(listingEditFormData([["isActive", true]], [], [PNG])).keep).toEqual([]);
  });
});
