import { z } from "@/lib/validation/zod";
import {
  AREA_UNITS,
  BUILT_PROPERTY_TYPES,
  FACINGS,
  FURNISHING,
  LAND_PROPERTY_TYPE,
  LISTING_TYPES,
  MAX_IMAGES_PER_LISTING,
  PROPERTY_TYPES,
  PUBLIC_FORM_AMENITIES,
} from "@/domain/listings/options";
import { MAX_PRICE } from "@/lib/listings/query-words";
import { contactEmailSchema, phoneSchema, requiredText } from "@/lib/validation/contact-agent";
import { areaOnlySchema, editPinSchema, newPinSchema } from "@/lib/validation/geo";
import { blankToUndefined } from "@/lib/validation/preprocess";

// Client-safe: the one family of listing schemas, by the model's field names. The listing form validates
// with them before it posts (the admin's Add and Edit, the owner's List Your Property), and the server
// parses the same fields: POST / PUT /api/property/property (JSON, or multipart with dotted field names)
// and POST /api/property/submissions (multipart; the SPEC's older names are renamed to these first, see
// `lib/listings/form.ts`).

export const NO_IMAGE_MESSAGE = "Please select at least one image";
export const BHK_REQUIRED_MESSAGE = "Enter the number of bedrooms (BHK)";
export const LOCALITY_REQUIRED = "Enter the locality: pick a known one or type a new one";
const LOCALITY_TOO_LONG = "Locality must be at most 60 characters";

/**
 * Every listing names its locality, so it shows on its place's pages: a new one must give it, and an edit
 * that sends one may not send it blank (left out, the stored one stays).
 */
const localityText = z
  .string({ message: LOCALITY_REQUIRED })
  .trim()
  .min(1, LOCALITY_REQUIRED)
  .max(60, LOCALITY_TOO_LONG);
/** A new listing's locality: missing, null or blank are all "not given". */
const newLocality = z.preprocess((v) => v ?? "", localityText);
/** An edit's locality: left out keeps the stored one; null or blank would take it away and is refused. */
export const editedLocality = z.preprocess((v) => (v === null ? "" : v), localityText).optional();

/** Form fields arrive as strings; an empty one means "not given". */
const blankOrNullToUndefined = (v: unknown) => (v === null ? undefined : blankToUndefined(v));

/** Multipart sends booleans as text ("true", "on" for a ticked box). */
const booleanFromForm = (v: unknown) => {
  if (v === "" || v === null) return undefined;
  if (v === "true" || v === "on" || v === "1") return true;
  if (v === "false" || v === "off" || v === "0") return false;
  return v;
};

/** Optional fields: empty means "not given", so a form may send every field it has. */
const flag = (label: string) =>
  z.preprocess(booleanFromForm, z.boolean({ message: `${label} must be yes or no` }).optional());

const number = (message: string, { min, max, int = false }: { min: number; max: number; int?: boolean }) => {
  let schema = z.coerce.number({ message }).finite(message).min(min, message).max(max, message);
  if (int) schema = schema.int(message);
  return z.preprocess(blankOrNullToUndefined, schema.optional());
};

const text = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) => z.preprocess(blankOrNullToUndefined, text(max, label).optional());

/** The day a home can be moved into, as a date field sends it; blank means not said. */
const availableFromSchema = z.preprocess(
  blankOrNullToUndefined,
  z.iso
    .date("Enter a date such as 2026-07-01")
    .refine((day) => day >= "2000-01-01" && day <= "2100-12-31", "Enter a date such as 2026-07-01")
    .optional(),
);

const area = (label: string) =>
  z.strictObject({
    value: number(`${label} must be 0 or more`, { min: 0, max: 10_000_000 }),
    unit: z.preprocess(
      blankOrNullToUndefined,
      z.enum(AREA_UNITS, { message: "Area unit must be sqft or sqm" }).optional(),
    ),
  });

const textList = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(text(maxLength, label).min(1, `${label} cannot be empty`), { message: `${label} must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`)
    .transform((list) => [...new Set(list)]);

/** Stored images: a path on this site (local uploads, bundled pictures) or an https address (Cloudinary). */
const imageUrl = z
  .string({ message: "Image address is required" })
  .trim()
  .max(2048, "Image address is too long")
  .refine(
    (url) => (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) || /^https:\/\/[^\s]+$/.test(url),
    "Image address must be a path on this site or an https address",
  );

export const listingImagesSchema = z
  .array(z.strictObject({ url: imageUrl, isPrimary: flag("isPrimary") }), {
    message: NO_IMAGE_MESSAGE,
  })
  .min(1, NO_IMAGE_MESSAGE)
  .max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} images`);

/** The address parts; `locality` decides whether a new listing must give one (it must) or an edit may. */
const locationShape = <L extends z.ZodType<string | undefined, unknown>>(locality: L) =>
  z.strictObject({
    address: optionalText(200, "Address"),
    locality,
    city: optionalText(60, "City"),
    state: optionalText(60, "State"),
    country: optionalText(60, "Country"),
    zipCode: z.preprocess(
      blankOrNullToUndefined,
      z
        .string({ message: "PIN code must be 6 digits" })
        .trim()
        .regex(/^\d{6}$/, "PIN code must be 6 digits")
        .optional(),
    ),
  });

/**
 * Every field of a listing an admin can set, each with its own rule and none of the rules that tie fields
 * together (those are in `withListingRules`), so the same shape serves creating and partial edits.
 */
const title = z
  .string({ message: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(70, "Title must be at most 70 characters");

const listingShape = {
  title,
  description: text(4096, "Description"),
  price: z.preprocess(
    blankOrNullToUndefined,
    z.coerce
      .number({ message: "Price is required" })
      .finite("Enter a valid price")
      .min(0, "Price cannot be negative")
      .max(MAX_PRICE, "Price is too large"),
  ),
  priceLabel: optionalText(40, "Price label"),
  badge: optionalText(40, "Badge"),
  type: z.preprocess(
    blankOrNullToUndefined,
    z.enum(LISTING_TYPES, { message: "Type must be rent, sale or land" }).optional(),
  ),
  propertyType: z.preprocess(blankOrNullToUndefined, z.enum(PROPERTY_TYPES, { message: "Choose a property type" })),
  bhk: number("BHK must be a whole number from 0 to 10", { min: 0, max: 10, int: true }),
  bathrooms: z.preprocess(
    blankOrNullToUndefined,
    z.coerce
      .number({ message: "Enter the number of bathrooms" })
      .int("Enter the number of bathrooms")
      .min(0, "Enter the number of bathrooms")
      .max(10, "At most 10 bathrooms"),
  ),
  furnishing: z.preprocess(blankOrNullToUndefined, z.enum(FURNISHING, { message: "Choose the furnishing" })),
  superBuiltupArea: area("Super built-up area"),
  carpetArea: area("Carpet area"),
  totalFloors: number("Total floors must be 1 or more", { min: 1, max: 200, int: true }),
  floorNo: number("Floor number must be 0 or more", { min: 0, max: 200, int: true }),
  facing: z.preprocess(blankOrNullToUndefined, z.enum(FACINGS, { message: "Choose a facing" }).optional()),
  builtYear: number("Enter a year between 1900 and 2100", { min: 1900, max: 2100, int: true }),
  bachelorsAllowed: flag("Bachelors allowed"),
  maintenanceMonthly: number("Maintenance must be 0 or more", { min: 0, max: 10_000_000 }),
  carParking: number("Car parking must be from 0 to 4", { min: 0, max: 4, int: true }),
  /** What the owner's form asks too: a rent's deposit (whole rupees) and the move-in day. */
  securityDeposit: number("Enter the deposit in whole rupees", { min: 0, max: 100_000_000, int: true }),
  availableFrom: availableFromSchema,
  location: locationShape(editedLocality),
  /** The pin placed on the form's map; without one the listing stands at its locality's centre. */
  geo: editPinSchema,
  /** Show only the approximate area, never the pin. */
  areaOnly: areaOnlySchema,
  contactNumber: z.preprocess((v) => (v === undefined ? "" : v), phoneSchema),
  contactEmail: z.preprocess(
    blankOrNullToUndefined,
    z
      .string({ message: "Enter a valid email address" })
      .trim()
      .max(254, "Enter a valid email address")
      .pipe(z.email("Enter a valid email address"))
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  amenities: textList(40, 60, "Amenities"),
  highlights: textList(20, 120, "Highlights"),
  nearbyPlaces: z
    .array(
      z.strictObject({
        name: text(100, "Place name").min(1, "Place name cannot be empty"),
        distance: optionalText(40, "Distance"),
        category: optionalText(40, "Category"),
      }),
    )
    .max(30, "At most 30 nearby places"),
  featured: flag("Featured"),
  isActive: flag("Active"),
  images: listingImagesSchema,
  /** The old client sends the image addresses a second time as `pictures`; they are taken from `images`. */
  pictures: z.array(imageUrl).max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} images`),
};

/** A land listing has no bedrooms; every other kind must say how many. */
function withListingRules<T extends z.ZodType<{ propertyType?: string; bhk?: number }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.propertyType && value.propertyType !== LAND_PROPERTY_TYPE && value.bhk === undefined) {
      ctx.addIssue({ code: "custom", path: ["bhk"], message: BHK_REQUIRED_MESSAGE });
    }
  });
}

const required = z.strictObject(listingShape);
/** A group of fields (`location`, `owner`) the form did not send at all is checked as an empty group. */
const group = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

const created = z.strictObject({ ...listingShape, geo: newPinSchema, location: group(locationShape(newLocality)) });

/** The fields of a new listing. Optional ones are the SPEC's optional fields; the rest must be given. */
const createShape = created.partial({
  description: true,
  priceLabel: true,
  badge: true,
  type: true,
  bhk: true,
  superBuiltupArea: true,
  carpetArea: true,
  totalFloors: true,
  floorNo: true,
  facing: true,
  builtYear: true,
  bachelorsAllowed: true,
  maintenanceMonthly: true,
  carParking: true,
  securityDeposit: true,
  availableFrom: true,
  contactEmail: true,
  amenities: true,
  highlights: true,
  nearbyPlaces: true,
  featured: true,
  isActive: true,
  pictures: true,
});

/** POST /api/property/property with a JSON body: every field including the stored images. */
export const createPropertySchema = withListingRules(createShape);

/** The text fields of a new listing, for the multipart form whose images arrive as files. */
export const createPropertyFieldsSchema = withListingRules(createShape.omit({ images: true }));

/** PUT /api/property/property/{id}: any subset of the same fields under the same rules; unknown keys are refused. */
export const updatePropertySchema = required
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });

/**
 * The Edit dialog's fields when it also sends photo files (multipart PUT): the same fields, the photos
 * coming as the stored ones kept and the new files.
 */
export const updatePropertyFieldsSchema = required.omit({ images: true, pictures: true }).partial();

export type CreatePropertyInput = z.output<typeof createPropertySchema>;
export type UpdatePropertyFields = z.output<typeof updatePropertyFieldsSchema>;
export type CreatePropertyFields = z.output<typeof createPropertyFieldsSchema>;
export type UpdatePropertyInput = z.output<typeof updatePropertySchema>;
export type CreatePropertyPayload = z.input<typeof createPropertySchema>;

const roomCount = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `Enter the number of ${label}` })
      .int(`Enter the number of ${label}`)
      .min(0, `Enter the number of ${label}`)
      .max(10, `At most 10 ${label}`)
      .optional(),
  );

/**
 * The owner's List Your Property form (POST /api/property/submissions): the same fields by the same names
 * as an admin's listing, fewer of them, with the owner's own contact (`owner`), which the admin who reviews
 * it sees and the public never does. The server decides the rest (inactive until approved, posted by the
 * owner, land without rooms).
 */
export const submissionSchema = z.strictObject({
  title,
  description: z.string().trim().max(4096, "Description must be at most 4096 characters").default(""),
  price: z.coerce
    .number({ message: "Enter valid price" })
    .finite("Enter valid price")
    .gt(0, "Enter valid price")
    .max(MAX_PRICE, "Enter valid price"),
  type: z.preprocess(blankToUndefined, z.enum(LISTING_TYPES, { message: "Choose rent, sale or land" }).default("rent")),
  propertyType: z.preprocess(
    blankToUndefined,
    z.enum(BUILT_PROPERTY_TYPES, { message: "Choose a property type" }).default("Flats/Apartments"),
  ),
  bhk: roomCount("bedrooms"),
  bathrooms: roomCount("bathrooms"),
  superBuiltupArea: group(
    z.strictObject({
      value: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ message: "Enter the area in sq.ft" })
          .finite("Enter the area in sq.ft")
          .gt(0, "Enter the area in sq.ft")
          .max(10_000_000, "Enter the area in sq.ft")
          .optional(),
      ),
    }),
  ),
  furnishing: z.preprocess(blankToUndefined, z.enum(FURNISHING).default("Unfurnished")),
  /** Rent listings only; the server drops it for sale and land. */
  securityDeposit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "Enter the deposit in rupees" })
      .int("Enter the deposit in whole rupees")
      .min(0, "Enter the deposit in rupees")
      .max(100_000_000, "Enter the deposit in rupees")
      .optional(),
  ),
  availableFrom: availableFromSchema,
  location: group(
    z.strictObject({
      address: requiredText("Location is required", 200),
      locality: newLocality,
      city: z.preprocess(blankToUndefined, z.string().trim().max(60).default("Bhubaneswar")),
    }),
  ),
  amenities: z
    .array(z.enum(PUBLIC_FORM_AMENITIES, { message: "Unknown amenity" }))
    .max(PUBLIC_FORM_AMENITIES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  geo: newPinSchema,
  areaOnly: areaOnlySchema,
  owner: group(
    z.strictObject({
      name: requiredText("Owner name is required", 100),
      phone: phoneSchema,
      email: contactEmailSchema("Enter a valid email address"),
    }),
  ),
});

export type SubmissionInput = z.output<typeof submissionSchema>;
