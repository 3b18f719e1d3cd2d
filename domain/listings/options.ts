/**
 * The fixed option lists of a listing. Kept free of server imports so forms in the browser and
 * the mongoose model share one source.
 */
export const LISTING_TYPES = ["rent", "sale", "land"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Kinds of built property; land listings are always "Plots & Land". */
export const BUILT_PROPERTY_TYPES = [
  "Flats/Apartments",
  "Independent/Builder Floors",
  "Individual House/Villa",
  "Commercial",
] as const;
export const LAND_PROPERTY_TYPE = "Plots & Land";
export const PROPERTY_TYPES = [...BUILT_PROPERTY_TYPES, LAND_PROPERTY_TYPE] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const FURNISHING = ["Furnished", "Semi-Furnished", "Unfurnished"] as const;
export type Furnishing = (typeof FURNISHING)[number];

/** Who put the listing up: its owner (every public submission) or an agent. Older listings say neither. */
export const POSTED_BY = ["owner", "agent"] as const;
export type PostedBy = (typeof POSTED_BY)[number];
export const AREA_UNITS = ["sqft", "sqm"] as const;
export const FACINGS = [
  "East",
  "West",
  "North",
  "South",
  "North-East",
  "North-West",
  "South-East",
  "South-West",
] as const;

/** The amenities an owner can tick on the public listing form. */
export const PUBLIC_FORM_AMENITIES = [
  "Parking",
  "Water Supply",
  "Electricity",
  "Lift",
  "Security",
  "WiFi",
  "CCTV",
] as const;

/**
 * The amenities a search can ask for (every one named must be listed on the listing, spelt as here): the
 * public form's and the admin form's common ones.
 */
export const FILTER_AMENITIES = [
  "Parking",
  "Lift",
  "Power Backup",
  "Security",
  "CCTV",
  "Water Supply",
  "WiFi",
  "Gym",
  "Swimming Pool",
  "Club House",
  "Park",
] as const;

/**
 * Who is looking to rent: a family or bachelors. The listing records only whether bachelors are allowed
 * (`bachelorsAllowed`); every home takes families, so "family" keeps every home (no plots) and
 * "bachelors" the homes that allow them.
 */
export const TENANT_TYPES = ["family", "bachelors"] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** Square feet in a square metre: areas stored in sq m are compared in sq ft. */
export const SQFT_PER_SQM = 10.7639;

/** Photo limits of a listing: checked in the browser, enforced on the server while the upload streams in. */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
export const MAX_IMAGES_PER_LISTING = 20;
/** A full set of full-size photos: what a listing form may upload in all. */
export const MAX_LISTING_PHOTOS_MB = MAX_IMAGES_PER_LISTING * MAX_IMAGE_MB;
/**
 * The largest listing form the server reads (the owner's and the admin's): a full set of full-size photos
 * plus room for the text fields. A larger body is refused (413) while it streams in.
 */
export const LISTING_FORM_BODY_LIMIT = MAX_IMAGES_PER_LISTING * MAX_IMAGE_BYTES + 1024 * 1024;
/** The photo limits as the forms state them beside the file input. */
export const PHOTO_LIMITS_TEXT = `up to ${MAX_IMAGE_MB} MB each, at most ${MAX_IMAGES_PER_LISTING} (${MAX_LISTING_PHOTOS_MB} MB in all)`;
/** The server's answer to a listing form over LISTING_FORM_BODY_LIMIT. */
export const LISTING_FORM_TOO_LARGE = `The upload is too large: send at most ${MAX_IMAGES_PER_LISTING} photos of up to ${MAX_IMAGE_MB} MB each, ${MAX_LISTING_PHOTOS_MB} MB in all.`;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** Reasons a visitor can give when reporting a listing. */
export const REPORT_REASONS = [
  "Incorrect details",
  "Already rented or sold",
  "Suspected fraud or scam",
  "Duplicate listing",
  "Inappropriate photos or text",
  "Other",
] as const;
