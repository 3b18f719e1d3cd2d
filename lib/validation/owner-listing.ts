import { z } from "@/lib/validation/zod";
import {
  BUILT_PROPERTY_TYPES,
  FURNISHING,
  LISTING_TYPES,
  MAX_IMAGES_PER_LISTING,
  PUBLIC_FORM_AMENITIES,
  type ListingType,
} from "@/domain/listings/options";
import { MAX_PRICE } from "@/lib/listings/query-words";
import { CLOSE_REASONS } from "@/domain/owners/options";
import { areaOnlySchema, editPinSchema } from "@/lib/validation/geo";
import { editedLocality } from "@/lib/validation/listing";

// Browser-safe: the owner's edits of their own listing (PATCH /api/my/listings/{id}) and closing it. The
// fields are the List Your Property form's, each optional; a field sent as null clears it where it may be
// unset (deposit, availability). The locality may be changed, never taken away.

/**
 * The highest price an owner may give, per kind: well above any home, plot or rent in Odisha, and far
 * below the absurd. An owner's price is live at once, so a made-up one must not reach the site (nor
 * become a "was" price, lib/listings/price-history.ts).
 */
export const OWNER_MAX_PRICE: Record<ListingType, number> = {
  rent: 1_000_000,
  sale: 2_000_000_000,
  land: 2_000_000_000,
};

/** The refusal of a price above the kind's cap, or null when the price is within it. */
export function ownerPriceProblem(type: ListingType, price: number): string | null {
  const cap = OWNER_MAX_PRICE[type];
  if (price <= cap) return null;
  const rupees = `₹${cap.toLocaleString("en-IN")}`;
  return type === "rent" ? `Enter a monthly rent up to ${rupees}` : `Enter a price up to ${rupees}`;
}

const trimmed = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, message);

const photoUrl = z.string({ message: "Photo address is required" }).trim().max(2048, "Photo address is too long");

export const ownerListingEditSchema = z
  .strictObject({
    title: trimmed(70, "Title must be 1 to 70 characters").optional(),
    description: z
      .string({ message: "Description must be text" })
      .trim()
      .max(4096, "Description must be at most 4096 characters")
      .optional(),
    price: z.coerce
      .number({ message: "Enter valid price" })
      .finite("Enter valid price")
      .gt(0, "Enter valid price")
      .max(MAX_PRICE, "Enter valid price")
      .optional(),
    securityDeposit: z
      .number({ message: "Enter the deposit in rupees" })
      .int("Enter the deposit in whole rupees")
      .min(0, "Enter the deposit in rupees")
      .max(100_000_000, "Enter the deposit in rupees")
      .nullable()
      .optional(),
    availableFrom: z.iso
      .date("Enter a date such as 2026-07-01")
      .refine((day) => day >= "2000-01-01" && day <= "2100-12-31", "Enter a date such as 2026-07-01")
      .nullable()
      .optional(),
    furnishing: z.enum(FURNISHING, { message: "Choose the furnishing" }).optional(),
    type: z.enum(LISTING_TYPES, { message: "Choose rent, sale or land" }).optional(),
    propertyType: z.enum(BUILT_PROPERTY_TYPES, { message: "Choose a property type" }).optional(),
    bhk: z.number({ message: "Enter the number of bedrooms" }).int().min(0).max(10, "At most 10 bedrooms").optional(),
    bathrooms: z
      .number({ message: "Enter the number of bathrooms" })
      .int()
      .min(0)
      .max(10, "At most 10 bathrooms")
      .optional(),
    superBuiltupArea: z
      .strictObject({
        value: z.number({ message: "Enter the area in sq.ft" }).gt(0, "Enter the area in sq.ft").max(10_000_000),
      })
      .optional(),
    location: z
      .strictObject({
        address: trimmed(200, "Location is required").optional(),
        locality: editedLocality,
        city: trimmed(60, "City must be 1 to 60 characters").optional(),
      })
      .optional(),
    amenities: z
      .array(z.enum(PUBLIC_FORM_AMENITIES, { message: "Unknown amenity" }))
      .max(PUBLIC_FORM_AMENITIES.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    /** A pin placed or moved on the map; null goes back to the locality's centre. */
    geo: editPinSchema,
    areaOnly: areaOnlySchema,
    /** The listing's photos in their new order, the first the cover: removing and reordering. */
    photos: z
      .array(photoUrl, { message: "Photos must be a list" })
      .min(1, "Keep at least one photo")
      .max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} photos`)
      .optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), "Nothing to change")
  .superRefine((edit, context) => {
    // Without a new kind the listing's own decides (checked where the listing is read, lib/owners).
    const problem = edit.type && edit.price !== undefined ? ownerPriceProblem(edit.type, edit.price) : null;
    if (problem) context.addIssue({ code: "custom", path: ["price"], message: problem });
  });

export type OwnerListingEdit = z.output<typeof ownerListingEditSchema>;
export type OwnerListingEditPayload = z.input<typeof ownerListingEditSchema>;

export const closeListingSchema = z.strictObject({
  reason: z.enum(CLOSE_REASONS, { message: "Say why: rented, sold or other" }),
});

export type CloseListingInput = z.output<typeof closeListingSchema>;
