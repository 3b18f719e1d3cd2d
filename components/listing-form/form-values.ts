import { LAND_PROPERTY_TYPE } from "@/lib/listings/options";

// The listing form's values, one per field, named as the model and the API name them: nested fields by
// their dotted path (`location.city`), which is also how the form posts them as multipart and how the
// schemas' field errors are keyed, so a value, its post and its error share one name.

/** Which form: the admin's Add Property tab, the admin's Edit dialog, or the owner's List Your Property page. */
export type ListingFormMode = "add" | "edit" | "submit";

export const EMPTY_LISTING_VALUES = {
  title: "",
  description: "",
  price: "",
  type: "rent",
  propertyType: "Flats/Apartments",
  bhk: "",
  bathrooms: "",
  furnishing: "Unfurnished",
  "superBuiltupArea.value": "",
  "superBuiltupArea.unit": "sqft",
  "carpetArea.value": "",
  "carpetArea.unit": "sqft",
  totalFloors: "",
  floorNo: "",
  facing: "",
  // Blank until answered: an unanswered fact reads "Not specified" on the listing, never a made-up "None".
  carParking: "",
  maintenanceMonthly: "",
  /** "true", "false", or "" (not said). */
  bachelorsAllowed: "",
  securityDeposit: "",
  availableFrom: "",
  "location.address": "",
  "location.locality": "",
  "location.city": "Bhubaneswar",
  "location.state": "Odisha",
  "location.country": "India",
  "location.zipCode": "",
  /** The pin placed on the form's map, as typed numbers; blank until the person places or moves it. */
  "geo.lat": "",
  "geo.lng": "",
  /** Show only the approximate area on the site, never the pin. */
  areaOnly: false as boolean,
  contactNumber: "",
  contactEmail: "",
  "owner.name": "",
  "owner.phone": "",
  "owner.email": "",
  amenities: [] as string[],
  badge: "",
  featured: false as boolean,
  /** The Edit dialog's Status select: "active" or "inactive". */
  isActive: "active",
};

export type ListingValues = typeof EMPTY_LISTING_VALUES;
export type ListingFieldName = keyof ListingValues;

/** The fields each form shows and sends. */
export const LISTING_FORM_FIELDS: Record<ListingFormMode, readonly ListingFieldName[]> = {
  add: [
    "title",
    "description",
    "price",
    "type",
    "propertyType",
    "furnishing",
    "bhk",
    "bathrooms",
    "superBuiltupArea.value",
    "superBuiltupArea.unit",
    "carpetArea.value",
    "carpetArea.unit",
    "totalFloors",
    "floorNo",
    "facing",
    "carParking",
    "maintenanceMonthly",
    "bachelorsAllowed",
    "location.address",
    "location.locality",
    "location.city",
    "location.state",
    "location.country",
    "location.zipCode",
    "geo.lat",
    "geo.lng",
    "areaOnly",
    "contactNumber",
    "contactEmail",
    "amenities",
    "badge",
    "featured",
  ],
  // The admin's Edit dialog edits every field the Add Property tab sets, and the live switch; its photos are
  // the stored ones kept and new files, beside the fields.
  edit: [] as readonly ListingFieldName[],
  submit: [
    "title",
    "type",
    "propertyType",
    "price",
    "location.address",
    "location.locality",
    "location.city",
    "geo.lat",
    "geo.lng",
    "areaOnly",
    "bhk",
    "bathrooms",
    "superBuiltupArea.value",
    "furnishing",
    "securityDeposit",
    "availableFrom",
    "amenities",
    "description",
    "owner.name",
    "owner.phone",
    "owner.email",
  ],
};

LISTING_FORM_FIELDS.edit = [...LISTING_FORM_FIELDS.add, "isActive"];

export const isLandListing = (values: Pick<ListingValues, "type" | "propertyType">) =>
  values.type === "land" || values.propertyType === LAND_PROPERTY_TYPE;

const OWNER_LEAVES_FOR_LAND: readonly ListingFieldName[] = ["bathrooms", "furnishing", "propertyType", "availableFrom"];

/** Fields that do not apply to what is being listed: a plot has no rooms, a sale no deposit. */
function inapplicable(mode: ListingFormMode, values: ListingValues): Set<ListingFieldName> {
  const skip = new Set<ListingFieldName>();
  if (isLandListing(values)) {
    skip.add("bhk");
    // The owner's form leaves the rest to the server; the admin's schema wants them, as "0" rooms.
    if (mode === "submit") for (const field of OWNER_LEAVES_FOR_LAND) skip.add(field);
  }
  if (values.type !== "rent") skip.add("securityDeposit");
  return skip;
}

/**
 * What the Edit dialog saves: the fields the admin changed from the stored listing, and the live switch, so a
 * fact the listing never stated (no furnishing given, bachelors not mentioned) is not written as a default
 * the admin merely left alone.
 */
export function changedListingFields(
  values: ListingValues,
  stored: ListingValues,
): Array<[ListingFieldName, string | string[] | boolean]> {
  const before = new Map(listingFields("edit", stored));
  return listingFields("edit", values).filter(
    ([name, value]) => name === "isActive" || JSON.stringify(before.get(name)) !== JSON.stringify(value),
  );
}

/** Text fields the Edit dialog may empty. */
const CLEARABLE = new Set<ListingFieldName>(["description"]);

/**
 * What the form sends: its fields by their model names, without the blank ones (an empty optional field
 * means "not given") and without those that do not apply. Values stay as typed; the schemas coerce them.
 */
export function listingFields(
  mode: ListingFormMode,
  values: ListingValues,
): Array<[ListingFieldName, string | string[] | boolean]> {
  const skip = inapplicable(mode, values);
  const fields: Array<[ListingFieldName, string | string[] | boolean]> = [];
  for (const name of LISTING_FORM_FIELDS[mode]) {
    const value = values[name];
    // The Edit dialog sends what it shows, so a description can be cleared; fields the schema cannot take
    // empty (a number, a choice) are left as stored.
    if (skip.has(name) || (value === "" && (mode !== "edit" || !CLEARABLE.has(name)))) continue;
    fields.push([name, name === "isActive" ? value === "active" : value]);
  }
  if ((mode === "add" || mode === "edit") && isLandListing(values)) fields.push(["bathrooms", "0"]);
  return fields;
}

/** The fields nested as the schemas read them (`location.city` into `location: { city }`). */
export function nestedListing(fields: Array<[string, unknown]>): Record<string, unknown> {
  const nested: Record<string, Record<string, unknown> | unknown> = {};
  for (const [name, value] of fields) {
    const [head, tail] = name.split(".");
    if (tail === undefined) nested[head] = value;
    else nested[head] = { ...(nested[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return nested;
}

/** Multipart by the same names, lists repeated, then the image files. */
export function listingFormData(fields: Array<[string, string | string[] | boolean]>, files: File[]): FormData {
  const body = new FormData();
  for (const [name, value] of fields) {
    if (Array.isArray(value)) value.forEach((item) => body.append(name, item));
    else if (value !== false) body.append(name, String(value));
  }
  files.forEach((file) => body.append("images", file, file.name));
  return body;
}

/**
 * The Edit dialog's save when it adds image files (multipart): the changed fields by the same names (a
 * switch sent as "true" or "false", an emptied list as one blank entry), each stored photo kept as `photos` in order, the first the cover (one
 * blank `photos` when none is kept), then the new files.
 */
export function listingEditFormData(
  fields: Array<[string, string | string[] | boolean]>,
  keep: string[],
  files: File[],
): FormData {
  const body = new FormData();
  for (const [name, value] of fields) {
    // An emptied list (every amenity unticked) is sent as one blank entry: a list left out is unchanged.
    if (Array.isArray(value)) (value.length ? value : [""]).forEach((item) => body.append(name, item));
    else body.append(name, String(value));
  }
  (keep.length ? keep : [""]).forEach((url) => body.append("photos", url));
  files.forEach((file) => body.append("images", file, file.name));
  return body;
}

/** A stored value as a form field holds it: numbers as typed text, nothing as an empty field. */
function asFieldValue(stored: unknown, empty: ListingValues[ListingFieldName]): ListingValues[ListingFieldName] {
  if (Array.isArray(empty)) return Array.isArray(stored) ? stored.map(String) : [];
  if (typeof empty === "boolean") return Boolean(stored);
  if (stored === undefined || stored === null) return "";
  return String(stored);
}

const KEEP_DEFAULT = new Set<ListingFieldName>([
  "superBuiltupArea.unit",
  "carpetArea.unit",
  "location.city",
  "location.state",
  "location.country",
]);

/** A stored listing as the Edit dialog's starting values: every field, read by its dotted name. */
export function listingValuesOf(listing: { isActive: boolean } & Record<string, unknown>): ListingValues {
  const values = { ...EMPTY_LISTING_VALUES } as Record<ListingFieldName, ListingValues[ListingFieldName]>;
  for (const name of LISTING_FORM_FIELDS.edit) {
    const stored = name
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], listing);
    const value = asFieldValue(stored, EMPTY_LISTING_VALUES[name]);
    // A unit, the city, state and country start as the Add tab starts them when the listing names none.
    values[name] = value === "" && KEEP_DEFAULT.has(name) ? EMPTY_LISTING_VALUES[name] : value;
  }
  // The pin starts unplaced (the picker shows the stored point): only a pin the admin moves is sent, and a
  // listing moved to another locality without one falls back to that locality's centre.
  values["geo.lat"] = "";
  values["geo.lng"] = "";
  values.areaOnly = (listing.location as { areaOnly?: boolean } | undefined)?.areaOnly === true;
  values.isActive = listing.isActive ? "active" : "inactive";
  return values as ListingValues;
}
