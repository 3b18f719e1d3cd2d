import type { PickedPhoto } from "@/components/listing-form/photo-picker";
import { LAND_PROPERTY_TYPE } from "@/domain/listings/options";

// The listing form's values, nested as the model and the schemas nest them (`location: { city }`). A field's
// one name is its dotted path (`location.city`): the name the form registers it under, posts it under as
// multipart, and finds the schemas' and the server's field errors under, so a value, its post and its error
// share one name.

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
  superBuiltupArea: { value: "", unit: "sqft" },
  carpetArea: { value: "", unit: "sqft" },
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
  location: {
    address: "",
    locality: "",
    city: "Bhubaneswar",
    state: "Odisha",
    country: "India",
    zipCode: "",
  },
  /** The pin placed on the form's map, as typed numbers; blank until the person places or moves it. */
  geo: { lat: "", lng: "" },
  /** Show only the approximate area on the site, never the pin. */
  areaOnly: false as boolean,
  contactNumber: "",
  contactEmail: "",
  owner: { name: "", phone: "", email: "" },
  amenities: [] as string[],
  badge: "",
  featured: false as boolean,
  /** The Edit dialog's Status select: "active" or "inactive". */
  isActive: "active",
  /** New image files, with their upload progress and the server's outcome for each (sent as `images`). */
  images: [] as PickedPhoto[],
  /** The Edit dialog's stored photos kept, in order, the cover first (sent as `photos`). */
  photos: [] as string[],
};

export type ListingValues = typeof EMPTY_LISTING_VALUES;

/** The dotted name of each field a listing's post carries (the photos travel apart, as files and `photos`). */
type FieldNames<T> = {
  [K in keyof T & string]: T[K] extends string | boolean | readonly string[]
    ? K
    : T[K] extends Record<string, string>
      ? `${K}.${keyof T[K] & string}`
      : never;
}[keyof T & string];

export type ListingFieldName = Exclude<FieldNames<ListingValues>, "photos">;
type FieldValue = string | string[] | boolean;

/** A field's value by its dotted name. */
export function valueAt(values: ListingValues, name: ListingFieldName): FieldValue {
  const [head, tail] = name.split(".");
  const value = (values as Record<string, unknown>)[head];
  return (tail === undefined ? value : (value as Record<string, string>)[tail]) as FieldValue;
}

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
    "securityDeposit",
    "availableFrom",
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

export type ListingFields = Array<[ListingFieldName, FieldValue]>;

/**
 * What the Edit dialog saves: the fields the admin changed from the stored listing, and the live switch, so a
 * fact the listing never stated (no furnishing given, bachelors not mentioned) is not written as a default
 * the admin merely left alone.
 */
export function changedListingFields(values: ListingValues, stored: ListingValues): ListingFields {
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
export function listingFields(mode: ListingFormMode, values: ListingValues): ListingFields {
  const skip = inapplicable(mode, values);
  const fields: ListingFields = [];
  for (const name of LISTING_FORM_FIELDS[mode]) {
    const value = valueAt(values, name);
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

/** What a valid form sends: its fields by name (for multipart) and nested as the server's schema reads them. */
export type ListingPost = { fields: ListingFields; body: Record<string, unknown> };

/**
 * What the form would send, before it is checked: the Edit dialog only what changed, and the stored photos in
 * their new order when they were reordered or removed and no file is added (the JSON edit names them).
 */
export function listingPost(mode: ListingFormMode, values: ListingValues, initial: ListingValues): ListingPost {
  const fields = mode === "edit" ? changedListingFields(values, initial) : listingFields(mode, values);
  const body = nestedListing(fields);
  const keptChanged = JSON.stringify(values.photos) !== JSON.stringify(initial.photos);
  if (mode === "edit" && keptChanged && !values.images.length)
    body.images = values.photos.map((url, i) => ({ url, isPrimary: i === 0 }));
  return { fields, body };
}

/** Multipart by the same names, lists repeated, then the image files. */
export function listingFormData(fields: Array<[string, FieldValue]>, files: File[]): FormData {
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
export function listingEditFormData(fields: Array<[string, FieldValue]>, keep: string[], files: File[]): FormData {
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
function asFieldValue(stored: unknown, empty: FieldValue): FieldValue {
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

/** A listing's stored photo addresses, its cover first. */
function coverFirst(images: unknown): string[] {
  const list = Array.isArray(images) ? (images as ReadonlyArray<{ url: string; isPrimary?: boolean | null }>) : [];
  const cover = list.find((image) => image.isPrimary) ?? list[0];
  return cover ? [cover.url, ...list.filter((image) => image !== cover).map((image) => image.url)] : [];
}

/** A stored listing as the Edit dialog's starting values: every field, read by its dotted name. */
export function listingValuesOf(listing: { isActive: boolean } & Record<string, unknown>): ListingValues {
  const values = structuredClone(EMPTY_LISTING_VALUES) as Record<string, unknown>;
  for (const name of LISTING_FORM_FIELDS.edit) {
    const [head, tail] = name.split(".");
    const stored = name
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], listing);
    const empty = valueAt(EMPTY_LISTING_VALUES, name);
    // A stored day comes back as a timestamp; the date field takes its day.
    const read = name === "availableFrom" ? String(stored ?? "").slice(0, 10) : asFieldValue(stored, empty);
    // A unit, the city, state and country start as the Add tab starts them when the listing names none.
    const value = read === "" && KEEP_DEFAULT.has(name) ? empty : read;
    if (tail === undefined) values[head] = value;
    else (values[head] as Record<string, unknown>)[tail] = value;
  }
  return {
    ...(values as ListingValues),
    // The pin starts unplaced (the picker shows the stored point): only a pin the admin moves is sent, and a
    // listing moved to another locality without one falls back to that locality's centre.
    geo: { lat: "", lng: "" },
    areaOnly: (listing.location as { areaOnly?: boolean } | undefined)?.areaOnly === true,
    isActive: listing.isActive ? "active" : "inactive",
    photos: coverFirst(listing.images),
    images: [],
  };
}

/** A stored point someone placed (exact), for the Edit dialog's map; a locality's centre is not a pin. */
export function exactPoint(location: unknown): { lat: number; lng: number } | null {
  const geo = (location as { geo?: { lat?: number; lng?: number; approximate?: boolean } | null } | null)?.geo;
  return geo && typeof geo.lat === "number" && typeof geo.lng === "number" && geo.approximate === false
    ? { lat: geo.lat, lng: geo.lng }
    : null;
}

/** A land listing is always Plots & Land: the property type that goes with a newly chosen listing type. */
export function propertyTypeFor(type: string, propertyType: string): string {
  if (type === "land") return LAND_PROPERTY_TYPE;
  return propertyType === LAND_PROPERTY_TYPE ? "Flats/Apartments" : propertyType;
}

/** Plots & Land is always a land listing: the listing type that goes with a newly chosen property type. */
export function listingTypeFor(propertyType: string, type: string): string {
  if (propertyType === LAND_PROPERTY_TYPE) return "land";
  return type === "land" ? "sale" : type;
}
